import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Text } from '@mantine/core';
import type { StaffPendingPayment } from '@marginalia/contracts/staff/staff-billing.contract';
import { isApiError } from '../../../lib/api-client';
import { useMessageText } from '../../../components/form-messages';
import { useMarkBoletoPaid } from './billing-api';
import { BillingDialog } from './billing-dialog';
import { useBillingFormat } from './use-billing-format';

/** Confirms a boleto the bank says is paid: it is settled like the bank's own notification. */
export function MarkPaidDialog({ payment, onClose }: { payment: StaffPendingPayment; onClose: () => void }) {
  const { t } = useTranslation('staff-billing');
  const text = useMessageText();
  const format = useBillingFormat();
  const mark = useMarkBoletoPaid();
  const [alert, setAlert] = useState<string | null>(null);
  const confirm = async () => {
    setAlert(null);
    try {
      await mark.mutateAsync(payment.publicId);
      onClose();
    } catch (failure) {
      setAlert(isApiError(failure) ? failure.message || text(failure.key) : text('generic-error'));
    }
  };
  return (
    <BillingDialog
      title={t('pending.markTitle')}
      onClose={onClose}
      onSubmit={confirm}
      alert={alert}
      submitLabel={t('pending.markSubmit')}
      submitting={mark.isPending}
    >
      <Text size="sm">
        {t('pending.markLead', {
          amount: format.money(payment.amount, payment.currency),
          customer: payment.customer.name,
          invoices: payment.invoiceNumbers.join(', '),
        })}
      </Text>
    </BillingDialog>
  );
}
