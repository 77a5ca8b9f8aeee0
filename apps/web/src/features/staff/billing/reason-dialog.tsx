import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { staffReasonSchema } from '@marginalia/contracts/staff/staff-common.contract';
import { applyServerErrors, useFieldError, useMessageText } from '../../../components/form-messages';

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
  const { t } = useTranslation('staff-billing');
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
    <Modal opened onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text size="sm">{lead}</Text>
          <Textarea
            label={t('common.reason')}
            required
            autosize
            minRows={2}
            maxLength={1000}
            data-autofocus
            error={fieldError('reason', form.formState.errors.reason)}
            {...form.register('reason')}
          />
          {alert && (
            <Alert color="red" variant="light" role="alert">
              {alert}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color={danger ? 'red' : undefined} loading={form.formState.isSubmitting}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
