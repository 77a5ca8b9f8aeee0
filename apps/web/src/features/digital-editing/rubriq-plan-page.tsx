import '@mantine/core/styles/SegmentedControl.css';

import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SegmentedControl } from '@mantine/core';
import type { DigitalPurchaseRecord } from '@marginalia/contracts/digital/digital-purchases.contract';
import { digitalRoutes } from '@marginalia/contracts/digital/digital.paths';
import { useLocalePath } from '../../lib/application-context';
import { useMessages } from '../../lib/message-store';
import { PurchaseReturn } from '../../components/digital-purchase/purchase-return';
import { Page } from '../../components/layout/page';
import { PageHeader } from '../../components/layout/page-header';
import { PanelSection } from '../../components/layout/panel-section';
import { useDocumentTitle } from '../../components/use-document-title';
import { TranslationPackages } from '../digital-translation/digital-translation.public';
import { useRefreshEdits } from './editing-api';
import { SubscriptionPanel } from './subscription-panel';
import digital from '../../components/digital-product/digital-product.module.css';

/**
 * /{lang}/rubriq/plan/subscribe: the newer product area's plans — the digital-editing subscription and the
 * translation packages (`?product=translation` opens those). Both purchase pages lead here once the area is
 * launched, with the receipt code (`?receipt=`): the page waits for the purchase and goes to the product bought.
 */
export function RubriqPlanPage() {
  const { t } = useTranslation('digital-editing');
  useDocumentTitle(t('plans.title'));
  const [params, setParams] = useSearchParams();
  const product = params.get('product') === 'translation' ? 'translation' : 'editing';
  const receipt = params.get('receipt');
  const lp = useLocalePath();
  const navigate = useNavigate();
  const { show } = useMessages();
  const refresh = useRefreshEdits();
  const onFound = useCallback(
    (purchase: DigitalPurchaseRecord) => {
      show({ type: 'success', text: t('subscribe.done') });
      void refresh();
      void navigate(lp(purchase.kind === 'translation-package' ? digitalRoutes.rubriqTranslation : digitalRoutes.rubriq), { replace: true });
    },
    [show, t, refresh, navigate, lp],
  );
  return (
    <Page size="md">
      <PageHeader title={t('plans.title')} lead={t('plans.lead')} />
      {receipt && <PurchaseReturn receiptCode={receipt} onFound={onFound} waiting={t('subscribe.waiting')} />}
      <SegmentedControl
        mb="lg"
        value={product}
        onChange={(value) => setParams(value === 'translation' ? { product: 'translation' } : {})}
        data={[
          { value: 'editing', label: t('plans.editing') },
          { value: 'translation', label: t('plans.translation') },
        ]}
        aria-label={t('plans.choose')}
      />
      <PanelSection className={digital.panel} titleId="plans-offer" title={product === 'editing' ? t('subscribe.planTitle') : t('plans.translationTitle')}>
        {product === 'editing' ? <SubscriptionPanel /> : <TranslationPackages />}
      </PanelSection>
    </Page>
  );
}
