import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Text } from '@mantine/core';
import { staffReasonSchema } from '@marginalia/contracts/staff/staff-common.contract';
import { applyServerErrors, useFieldError, useMessageText } from '../../../components/form-messages';
import { BillingDialog } from './billing-dialog';
import { ReasonField } from './reason-field';

const reasonFormSchema = z.object({ reason: staffReasonSchema });
type ReasonValues = z.input<typeof reasonFormSchema>;

export interface ReasonDialogProps {
  title: string;
  lead: string;
  submitLabel: string;
  /** Red for destructive decisions (reject, cancel, write off). */
  danger?: boolean;
  /** Asks the server; a refusal is shown in the dialog. */
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** A decision staff explain (write-off, reject, cancel): the reason is required and recorded in the audit. */
export function ReasonDialog({ title, lead, submitLabel, danger = false, onSubmit, onClose }: ReasonDialogProps) {
  const text = useMessageText();
  const fieldError = useFieldError();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<ReasonValues>({ resolver: zodResolver(reasonFormSchema), defaultValues: { reason: '' } });

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      await onSubmit(values.reason.trim());
      onClose();
    } catch (failure) {
      setAlert(applyServerErrors(failure, ['reason'], form.setError, text));
    }
  });

  return (
    <BillingDialog
      title={title}
      onClose={onClose}
      onSubmit={submit}
      alert={alert}
      submitLabel={submitLabel}
      danger={danger}
      submitting={form.formState.isSubmitting}
    >
      <Text size="sm">{lead}</Text>
      <ReasonField autoFocus error={fieldError('reason', form.formState.errors.reason)} {...form.register('reason')} />
    </BillingDialog>
  );
}
