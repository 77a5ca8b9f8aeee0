import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Anchor, Button, Checkbox, Container, List, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { WfoeTermsAcceptedResponse } from '@marginalia/contracts/users/users.contract';
import { WFOE_TERMS_ACCEPTED_PATH } from '@marginalia/contracts/users/users.paths';
import { api, isApiError } from '../../lib/api-client';
import { useApplication, useCurrentUser, useLocalePath } from '../../lib/application-context';
import { APPLICATION_KEY } from '../../lib/application-query';
import { handles } from '../../lib/request-failures';
import { mustSeeMigrationPage } from '../../lib/session-gate-rules';
import { useDocumentTitle } from '../../components/use-document-title';
import classes from './migration-page.module.css';

/**
 * The migration page (wfoe-migration-status): a researcher of a migrating group accepts the
 * terms of the new entity, then waits until staff have moved the account. Everyone else goes to /researcher.
 */
export function MigrationPage() {
  const { t } = useTranslation('migration');
  const user = useCurrentUser();
  const application = useApplication();
  const lp = useLocalePath();
  const queryClient = useQueryClient();
  const [agreed, setAgreed] = useState(false);
  useDocumentTitle(t('title'));

  const accept = useMutation({
    mutationFn: () => api.put<WfoeTermsAcceptedResponse>(WFOE_TERMS_ACCEPTED_PATH(user.identity ?? '')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: APPLICATION_KEY }),
    meta: { handledErrors: handles.clientErrors },
  });

  if (!mustSeeMigrationPage(user)) return <Navigate replace to={lp('/researcher')} />;
  const accepted = user.wfoeMigrationStatus.acceptedTermsOfService;

  return (
    <Container size="sm" className={classes.page}>
      <Title order={1} className={classes.title}>
        {t('title')}
      </Title>
      {accepted ? (
        <Alert color="teal" role="status" title={t('checkBackTitle')}>
          {t('checkBackText')}
        </Alert>
      ) : (
        <section aria-labelledby="migration-terms">
          <Text className={classes.lead}>{t('lead')}</Text>
          <Title order={2} id="migration-terms" className={classes.subtitle}>
            {t('whatChanges')}
          </Title>
          <List spacing="xs" className={classes.list}>
            <List.Item>{t('changeEntity')}</List.Item>
            <List.Item>{t('changeInvoices')}</List.Item>
            <List.Item>{t('changeOrders')}</List.Item>
          </List>
          <Checkbox
            className={classes.agree}
            checked={agreed}
            onChange={(event) => setAgreed(event.currentTarget.checked)}
            label={
              <>
                {t('agreeBefore')}{' '}
                <Anchor href={application.config.links.terms} target="_blank" rel="noreferrer">
                  {t('termsLink')}
                </Anchor>
              </>
            }
          />
          {accept.isError && (
            <Alert color="red" role="alert" mt="md">
              {isApiError(accept.error) && accept.error.message ? accept.error.message : t('migration-terms-error', { ns: 'messages' })}
            </Alert>
          )}
          <Button mt="lg" disabled={!agreed} loading={accept.isPending} onClick={() => accept.mutate()}>
            {t('accept')}
          </Button>
        </section>
      )}
    </Container>
  );
}
