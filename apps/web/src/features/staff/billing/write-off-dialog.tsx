import { useTranslation } from 'react-i18next';
import type { StaffInvoiceRow } from '@marginalia/contracts/staff/staff-billing.contract';
import type { useWriteOff } from './billing-api';
import { ReasonDialog } from './reason-dialog';
import { useBillingFormat } from './use-billing-format';

const KEYS = {
  start: { title: 'writeOff.title', lead: 'writeOff.lead', submit: 'writeOff.submit' },
  finalize: { title: 'writeOff.finalizeTitle', lead: 'writeOff.finalizeLead', submit: 'writeOff.finalize' },
} as const;

export interface WriteOffDialogProps {
  invoice: StaffInvoiceRow;
  step: keyof typeof KEYS;
  /** The table's own mutation: its buttons show the request running. */
  writeOff: ReturnType<typeof useWriteOff>;
  onClose: () => void;
}

/** Writing an invoice's balance off takes two people: one starts it, finance finalizes it; both give a reason. */
export function WriteOffDialog({ invoice, step, writeOff, onClose }: WriteOffDialogProps) {
  const { t } = useTranslation('staff-billing');
  const format = useBillingFormat();
  const keys = KEYS[step];
  return (
    <ReasonDialog
      title={t(keys.title, { invoiceNumber: invoice.invoiceNumber })}
      lead={t(keys.lead, { balance: format.money(invoice.balance, invoice.currency) })}
      submitLabel={t(keys.submit)}
      danger
      onSubmit={(reason) => writeOff.mutateAsync({ invoiceNumber: invoice.invoiceNumber, change: step, reason })}
      onClose={onClose}
    />
  );
}
