import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMessages } from '../../lib/message-store';
import { PurchaseReturn } from '../../components/digital-purchase/purchase-return';
import { PanelSection } from '../../components/layout/panel-section';
import { Page } from '../../components/layout/page';
import { PageHeader } from '../../components/layout/page-header';
import { useDocumentTitle } from '../../components/use-document-title';
import { useRefreshEdits } from './editing-api';
import { useEditingPaths } from './editing-paths';
import { SubscriptionPanel } from './subscription-panel';
import digital from '../../components/digital-product/digital-product.module.css';

/**
 * /{lang}/researcher/digital-editing/subscribe/{receiptCode?}/{success?}: the plan, the terms, the payment.
 * Back from paying, the page asks for the purchase every 10 seconds and goes to the list once it exists.
 */
export function SubscribePage({ receiptCode }: { receiptCode: string | null }) {
  const { t } = useTranslation('digital-editing');
  useDocumentTitle(t('subscribe.title'));
  const onFound = useSubscriptionFound();
  return (
    <Page size="md">
      <PageHeader title={t('subscribe.title')} lead={t('subscribe.lead')} />
      {receiptCode && <PurchaseReturn receiptCode={receiptCode} onFound={onFound} waiting={t('subscribe.waiting')} />}
      <PanelSection className={digital.panel} titleId="subscribe-plan" title={t('subscribe.planTitle')}>
        <SubscriptionPanel />
      </PanelSection>
    </Page>
  );
}

/** Once the purchase exists: the good news, fresh data, and the list. */
export function useSubscriptionFound(): () => void {
  const { t } = useTranslation('digital-editing');
  const { show } = useMessages();
  const refresh = useRefreshEdits();
  const navigate = useNavigate();
  const paths = useEditingPaths();
  return useCallback(() => {
    show({ type: 'success', text: t('subscribe.done') });
    void refresh();
    void navigate(paths.list, { replace: true });
  }, [show, t, refresh, navigate, paths.list]);
}
