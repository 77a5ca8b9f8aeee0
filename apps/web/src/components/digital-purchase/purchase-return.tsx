import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Loader, Text } from '@mantine/core';
import type { DigitalPurchaseRecord } from '@marginalia/contracts/digital/digital-purchases.contract';
import { useMessageText } from '../form-messages';
import { usePurchaseStatus } from './digital-purchase-api';

/**
 * The purchase page after paying (…/{receiptCode}/success): the purchase is asked for every 10 seconds
 * until it exists, then `onFound` (the kind's page goes to its list). A refused payment says so; the
 * researcher can choose again below.
 */
export function PurchaseReturn({ receiptCode, onFound, waiting }: { receiptCode: string; onFound: (purchase: DigitalPurchaseRecord) => void; waiting?: string }) {
  const { t } = useTranslation('digital-purchase');
  const text = useMessageText();
  const status = usePurchaseStatus(receiptCode);
  const purchase = status.data?.status === 'completed' ? status.data.purchase : null;
  useEffect(() => {
    if (purchase) onFound(purchase);
  }, [purchase, onFound]);

  if (status.data?.status === 'failed') {
    return (
      <Alert color="red" variant="light" role="alert" data-testid="purchase-failed">
        {text(status.data.failureKey ?? 'payment-processing-error')}
      </Alert>
    );
  }
  if (status.isError) {
    return (
      <Alert color="amber" variant="light" role="status">
        {t('return.notFound')}
      </Alert>
    );
  }
  return (
    <Alert color="blue" variant="light" role="status" data-testid="purchase-waiting">
      <Loader size="xs" mr="sm" aria-hidden />
      <Text span>{waiting ?? t('return.waiting')}</Text>
    </Alert>
  );
}
