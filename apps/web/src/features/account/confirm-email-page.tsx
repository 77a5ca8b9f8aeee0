import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Loader, Text } from '@mantine/core';
import { useLocalePath } from '../../lib/application-context';
import { useDocumentTitle } from '../../components/use-document-title';
import { useConfirmEmail } from './account-api';
import { useMessageText } from '../../components/form-messages';
import { isApiError } from '../../lib/api-client';
import { Page } from '../../components/layout/page';
import { PageHeader } from '../../components/layout/page-header';
import layout from '../../components/layout/layout.module.css';
import classes from './account.module.css';

/** /{lang}/account/confirm-email/{secret}: the link of the e-mail change message (the user is signed in: RequireUser). */
export function ConfirmEmailPage({ secret }: { secret: string }) {
  const { t } = useTranslation('account');
  useDocumentTitle(t('confirm.title'));
  const text = useMessageText();
  const lp = useLocalePath();
  const confirm = useConfirmEmail();
  const { mutate } = confirm;
  // The link works once: never send it twice (React may run effects twice in development).
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (sent.current === secret) return;
    sent.current = secret;
    mutate(secret);
  }, [secret, mutate]);

  const failure = confirm.error;
  return (
    <Page size="sm">
      <PageHeader title={t('confirm.title')} />
      <section className={`${layout.panel} ${classes.section}`} aria-live="polite">
        {(confirm.isIdle || confirm.isPending) && (
          <div className={layout.buttons}>
            <Loader size="sm" />
            <Text>{t('confirm.working')}</Text>
          </div>
        )}
        {confirm.data && (
          <Alert color="teal" variant="light" role="status" mb="lg">
            {text(confirm.data.message, confirm.data.messageParams)}
          </Alert>
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert" title={t('confirm.failedTitle')} mb="lg">
            {isApiError(failure) && failure.isClientError
              ? failure.message || text(failure.key, failure.params)
              : text('network-request-error')}
          </Alert>
        )}
        {(confirm.data || failure) && (
          <Button component={Link} to={lp('/account')} variant="light">
            {t('confirm.back')}
          </Button>
        )}
      </section>
    </Page>
  );
}
