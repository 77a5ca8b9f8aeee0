import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Text } from '@mantine/core';
import { formatDate } from '@marginalia/contracts/formatting/dates';
import { useCurrentUser, useSiteLanguage } from '../../lib/application-context';
import { DigitalPurchasePanel } from '../../components/digital-purchase/digital-purchase-panel';
import { editingLoadQuery, payForSubscription } from './editing-api';

/**
 * The subscription and its payment (the shared purchase panel in its 'digital' context: no bank transfer,
 * boleto or credits; terms required; the currency picker for a user without one). A subscriber renewing is told
 * that the new year starts when the current one ends.
 */
export function SubscriptionPanel() {
  const { t } = useTranslation('digital-editing');
  const user = useCurrentUser();
  const language = useSiteLanguage();
  const load = useQuery(editingLoadQuery());
  const date = (iso: string) => formatDate(new Date(iso), user.timeZone, language);
  const runningUntil = load.data?.hasDigitalEditingPurchase ? load.data.accessEndsAt : null;
  return (
    <>
      {runningUntil && (
        <Alert color="blue" variant="light" role="status" mb="md" data-testid="subscription-extends">
          {t('subscribe.extends', { date: date(runningUntil) })}
        </Alert>
      )}
      <DigitalPurchasePanel
        kind="editing-subscription"
        submit={payForSubscription}
        productsLabel={t('subscribe.plan')}
        describe={(product) => (
          <Text size="sm" c="dimmed">
            {load.data?.digitalEditingPurchase ? t('subscribe.describeUntil', { date: date(load.data.digitalEditingPurchase.endsAt) }) : t('subscribe.describe', { days: product.validDays ?? 365 })}
          </Text>
        )}
      />
    </>
  );
}
