import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/InlineInput.css';

import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Radio, Stack, Text, TextInput } from '@mantine/core';
import { toMajorString } from '@marginalia/contracts/formatting/money';
import type { StaffPaymentRow } from '@marginalia/contracts/staff/staff-billing.contract';
import { staffReasonSchema } from '@marginalia/contracts/staff/staff-common.contract';
import { useFieldError, useMessageText } from '../../../components/form-messages';
import { useRefund } from './billing-api';
import { BillingDialog } from './billing-dialog';
import { ReasonField } from './reason-field';
import { amountRefusal, typedAmount } from './typed-amount';
import { useBillingFormat } from './use-billing-format';

const dialogSchema = z.object({
  method: z.enum(['gateway', 'credit']),
  major: z
    .string()
    .trim()
    .regex(/^\d{1,12}([.,]\d{1,3})?$/, 'refund-amount-invalid'),
  reason: staffReasonSchema,
});
type DialogValues = z.input<typeof dialogSchema>;
const FIELDS = ['method', 'reason'] as const;

/**
 * A refund of a payment: to the card or wallet it came from (gateway payments only) or as account credit;
 * the amount is prefilled with what is left. One key per dialog, so a resent request refunds once.
 */
export function RefundDialog({ payment, onClose }: { payment: StaffPaymentRow; onClose: () => void }) {
  const { t } = useTranslation('staff-billing');
  const text = useMessageText();
  const fieldError = useFieldError();
  const format = useBillingFormat();
  const refund = useRefund();
  const [key] = useState(() => crypto.randomUUID());
  const [alert, setAlert] = useState<string | null>(null);
  const left = payment.amount - payment.refunded;
  const { numDecimals } = payment.currency;
  const form = useForm<DialogValues>({
    resolver: zodResolver(dialogSchema),
    defaultValues: { method: payment.gatewayRefundable ? 'gateway' : 'credit', major: toMajorString(left, numDecimals), reason: '' },
  });

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    const amount = typedAmount(values.major, numDecimals);
    if (amount <= 0) {
      form.setError('major', { message: 'refund-amount-invalid' });
      return;
    }
    try {
      await refund.mutateAsync({
        paymentId: payment.publicId,
        body: { amount: amount === left ? null : amount, method: values.method, reason: values.reason, idempotencyKey: key },
      });
      onClose();
    } catch (failure) {
      setAlert(amountRefusal(failure, FIELDS, form.setError, text));
    }
  });

  return (
    <BillingDialog
      title={t('refund.title', { customer: payment.customer.name })}
      onClose={onClose}
      onSubmit={submit}
      alert={alert}
      submitLabel={t('refund.submit')}
      danger
      submitting={refund.isPending}
    >
      <Text size="sm">
        {t('refund.lead', { amount: format.money(payment.amount, payment.currency), left: format.money(left, payment.currency) })}
      </Text>
      <Controller
        control={form.control}
        name="method"
        render={({ field }) => (
          <Radio.Group label={t('refund.method')} required value={field.value} onChange={(value) => field.onChange(value)}>
            <Stack gap={6} mt={6}>
              <Radio
                value="gateway"
                disabled={!payment.gatewayRefundable}
                label={t('refund.gateway')}
                description={payment.gatewayRefundable ? t('refund.gatewayHint') : t('refund.gatewayUnavailable')}
              />
              <Radio value="credit" label={t('refund.credit')} description={t('refund.creditHint')} />
            </Stack>
          </Radio.Group>
        )}
      />
      <TextInput
        label={t('refund.amount', { currency: payment.currency.isoCode })}
        description={t('refund.amountHint')}
        leftSection={payment.currency.sign}
        inputMode="decimal"
        required
        error={fieldError('major', form.formState.errors.major)}
        {...form.register('major')}
      />
      <ReasonField error={fieldError('reason', form.formState.errors.reason)} {...form.register('reason')} />
    </BillingDialog>
  );
}
