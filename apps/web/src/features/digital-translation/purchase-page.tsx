import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Text } from '@mantine/core';
import type { AvailableDigitalPurchase } from '@marginalia/contracts/digital/digital-purchases.contract';
import { digitalRoutes } from '@marginalia/contracts/digital/digital.paths';
import { useFeatureFlag, useLocalePath } from '../../lib/application-context';
import { useMessages } from '../../lib/message-store';
import { DigitalPurchasePanel } from '../../components/digital-purchase/digital-purchase-panel';
import { PurchaseReturn } from '../../components/digital-purchase/purchase-return';
import { PanelSection } from '../../components/layout/panel-section';
import { Page } from '../../components/layout/page';
import { PageHeader } from '../../components/layout/page-header';
import { useDocumentTitle } from '../../components/use-document-title';
import { payForPackage, useRefreshTranslations } from './translation-api';
import digital from '../../components/digital-product/digital-product.module.css';

/**
 * /{lang}/researcher/digital-translations/purchase/{receiptCode?}/{success?}: choose a package, accept the
 * terms, pay. Back from paying (success), the page waits for the purchase, then goes to the list.
 */
export function PurchasePage({ receiptCode, success }: { receiptCode: string | null; success: boolean }) {
  const { t } = useTranslation('digital-translation');
  const lp = useLocalePath();
  const navigate = useNavigate();
  const { show } = useMessages();
  const refresh = useRefreshTranslations();
  const launched = useFeatureFlag('curie_is_launched');
  useDocumentTitle(t('purchase.title'));
  const onFound = useCallback(() => {
    show({ type: 'success', text: t('purchase.done') });
    void refresh();
    void navigate(lp(launched ? digitalRoutes.rubriqTranslation : digitalRoutes.translations), { replace: true });
  }, [show, t, refresh, navigate, lp, launched]);

  return (
    <Page size="md">
      <PageHeader title={t('purchase.title')} lead={t('purchase.lead')} />
      {/* Back from a provider's page: with success the purchase is on its way; without, the payment may have been refused. */}
      {receiptCode && <PurchaseReturn key={String(success)} receiptCode={receiptCode} onFound={onFound} />}
      <PanelSection className={digital.panel} titleId="purchase-packages" title={t('purchase.packages')}>
        <TranslationPackages />
      </PanelSection>
    </Page>
  );
}

/** The packages with their uses and languages, and the payment: the purchase page's panel (also the newer product's plans page). */
export function TranslationPackages() {
  const { t } = useTranslation('digital-translation');
  const languageNames = (product: AvailableDigitalPurchase) => product.allowedLanguages.map((language) => t(`languages.${language}`)).join(' · ');
  return (
    <DigitalPurchasePanel
      kind="translation-package"
      submit={payForPackage}
      describe={(product) => (
        <Text size="sm" c="dimmed">
          {t('purchase.describe', { count: product.numberOfUsesAvailable ?? 0, languages: languageNames(product) })}
        </Text>
      )}
    />
  );
}
