import '@mantine/core/styles/Input.css';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert, Text, TextInput, Textarea } from '@mantine/core';
import { toMajorString } from '@marginalia/contracts/formatting/money';
import {
  BANK_REFERENCE_MAX,
  staffBankTransferRequestSchema,
  type StaffInvoiceRow,
} from '@marginalia/contracts/staff/staff-billing.contract';
import { useCurrentUser } from '../../../lib/application-context';
import { useFieldError, useMessageText } from '../../../components/form-messages';
import { useRecordBankTransfer } from './billing-api';
import { BillingDialog } from './billing-dialog';
import { amountRefusal, typedAmount } from './typed-amount';
import { todayIn, useBillingFormat } from './use-billing-format';

/** What the dialog edits: the amount as typed in the invoice's currency ("120" or "120.50"). */
const dialogSchema = z.object({
  major: z
    .string()
    .trim()
    .regex(/^\d{1,12}([.,]\d{1,3})?$/, 'bank-transfer-amount-invalid'),
  reference: staffBankTransferRequestSchema.shape.reference,
  receivedOn: staffBankTransferRequestSchema.shape.receivedOn,
  note: z.string().trim().max(1000),
});
type DialogValues = z.input<typeof dialogSchema>;
const FIELDS = ['major', 'reference', 'receivedOn', 'note'] as const;
const FIELD_PARAMS = { reference: { max: BANK_REFERENCE_MAX } };

/** Records a bank transfer on an invoice: full (the balance, prefilled) or partial, with the bank reference. */
export function BankTransferDialog({ invoice, onClose }: { invoice: StaffInvoiceRow; onClose: () => void }) {
  const { t } = useTranslation('staff-billing');
  const text = useMessageText();
  const fieldError = useFieldError(FIELD_PARAMS);
  const format = useBillingFormat();
  const user = useCurrentUser();
  const record = useRecordBankTransfer();
  const [alert, setAlert] = useState<string | null>(null);
  const { numDecimals } = invoice.currency;
  const today = todayIn(user.timeZone);
  const proof = invoice.paymentProofs.at(-1);
  const form = useForm<DialogValues>({
    resolver: zodResolver(dialogSchema),
    // A transfer the researcher stated (proof of payment) fills the form; staff check it against the bank.
    defaultValues: proof
      ? { major: toMajorString(Math.min(proof.amount, invoice.balance), numDecimals), reference: proof.bankReference, receivedOn: proof.transferredOn <= today ? proof.transferredOn : today, note: '' }
      : { major: toMajorString(invoice.balance, numDecimals), reference: '', receivedOn: today, note: '' },
  });

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    const amount = typedAmount(values.major, numDecimals);
    if (amount <= 0) {
      form.setError('major', { message: 'bank-transfer-amount-invalid' });
      return;
    }
    try {
      await record.mutateAsync({
        invoiceNumber: invoice.invoiceNumber,
        body: { amount, reference: values.reference, receivedOn: values.receivedOn, note: values.note || undefined },
      });
      onClose();
    } catch (failure) {
      setAlert(amountRefusal(failure, FIELDS, form.setError, text));
    }
  });

  return (
    <BillingDialog
      title={t('transfer.title', { invoiceNumber: invoice.invoiceNumber })}
      onClose={onClose}
      onSubmit={submit}
      alert={alert}
      submitLabel={t('transfer.submit')}
      submitting={record.isPending}
    >
      <Text size="sm">
        {t('transfer.lead', { customer: invoice.customer.name, balance: format.money(invoice.balance, invoice.currency) })}
      </Text>
      <TextInput
        label={t('transfer.amount', { currency: invoice.currency.isoCode })}
        description={t('transfer.amountHint')}
        leftSection={invoice.currency.sign}
        inputMode="decimal"
        required
        error={fieldError('major', form.formState.errors.major)}
        {...form.register('major')}
      />
      <TextInput
        label={t('transfer.reference')}
        description={t('transfer.referenceHint')}
        required
        maxLength={BANK_REFERENCE_MAX}
        data-autofocus
        error={fieldError('reference', form.formState.errors.reference)}
        {...form.register('reference')}
      />
      <TextInput
        type="date"
        label={t('transfer.receivedOn')}
        required
        max={todayIn(user.timeZone)}
        error={fieldError('receivedOn', form.formState.errors.receivedOn)}
        {...form.register('receivedOn')}
      />
      <Textarea
        label={t('transfer.note')}
        autosize
        minRows={2}
        maxLength={1000}
        error={fieldError('note', form.formState.errors.note)}
        {...form.register('note')}
      />
      {invoice.pendingPaymentId && (
        <Alert color="yellow" variant="light">
          {t('transfer.pendingWarning')}
        </Alert>
      )}
    </BillingDialog>
  );
}
