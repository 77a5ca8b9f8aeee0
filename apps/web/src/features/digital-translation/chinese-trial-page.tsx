import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Text } from '@mantine/core';
import { digitalRoutes } from '@marginalia/contracts/digital/digital.paths';
import { isApiError } from '../../lib/api-client';
import { useLocalePath } from '../../lib/application-context';
import { useMessageText } from '../../components/form-messages';
import { Page } from '../../components/layout/page';
import { PageHeader } from '../../components/layout/page-header';
import { PanelSection } from '../../components/layout/panel-section';
import { useDocumentTitle } from '../../components/use-document-title';
import { requestChineseTrial, useRefreshTranslations } from './translation-api';
import digital from '../../components/digital-product/digital-product.module.css';

/** /{lang}/chinese-digital-trial (sign-in required): asks for the free Chinese translation, once per account. */
export function ChineseTrialPage() {
  const { t } = useTranslation('digital-translation');
  const text = useMessageText();
  const lp = useLocalePath();
  const refresh = useRefreshTranslations();
  const [answer, setAnswer] = useState<{ eligible: boolean } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useDocumentTitle(t('trial.title'));

  const ask = async () => {
    setBusy(true);
    setFailure(null);
    try {
      setAnswer(await requestChineseTrial());
      void refresh();
    } catch (error) {
      setFailure(isApiError(error) ? error.message || text(error.key) : text('generic-error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page size="sm">
      <PageHeader title={t('trial.title')} lead={t('trial.lead')} />
      <PanelSection className={digital.panel} titleId="trial-offer" title={t('trial.offer')}>
        <Text mb="md">{t('trial.details')}</Text>
        {answer && (
          <Alert color={answer.eligible ? 'teal' : 'amber'} variant="light" role="status" mb="md" data-testid="trial-answer">
            {text(answer.eligible ? 'free-chinese-digital-translation-credit-success' : 'free-chinese-digital-translation-credit-error')}
          </Alert>
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert" mb="md">
            {failure}
          </Alert>
        )}
        {answer?.eligible ? (
          <Button component={Link} to={lp(digitalRoutes.translations)}>
            {t('trial.goTranslate')}
          </Button>
        ) : (
          <Button onClick={() => void ask()} loading={busy} disabled={answer !== null} data-testid="trial-request">
            {t('trial.request')}
          </Button>
        )}
      </PanelSection>
    </Page>
  );
}
