import '@mantine/core/styles/Input.css';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button, Text, TextInput, Textarea } from '@mantine/core';
import { toMinorUnits } from '@marginalia/contracts/formatting/money';
import { COURTESY_CREDIT_DAYS, grantCreditRequestSchema } from '@marginalia/contracts/staff/staff-customers.contract';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors, SERVER_ERROR, useFieldError, useMessageText } from '../../../components/form-messages';
import { StaffDialog } from '../desk/staff-dialog';
import { useGrantCredit } from './customers-api';
import classes from './customers.module.css';

/** What the dialog edits: dollars as typed ("25" or "25.50"); the contract's rules apply to the cents. */
const dialogSchema = z.object({
  dollars: z
    .string()
    .trim()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, 'staff-credit-amount-invalid'),
  // Empty = the default expiry (a year).
  expiresOn: z.union([z.literal(''), grantCreditRequestSchema.shape.expiresOn]),
  note: grantCreditRequestSchema.shape.note,
});
type DialogValues = z.input<typeof dialogSchema>;
const FIELDS = ['dollars', 'expiresOn', 'note'] as const;
const EMPTY: DialogValues = { dollars: '', expiresOn: '', note: '' };

/** A courtesy credit in US dollars, with a note; it expires after a year unless a date is chosen. */
export function GrantCreditDialog({ identity }: { identity: string }) {
  const { t } = useTranslation('staff-customers');
  const text = useMessageText();
  const fieldError = useFieldError();
  const grant = useGrantCredit(identity);
  const [open, setOpen] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<DialogValues>({ resolver: zodResolver(dialogSchema), defaultValues: EMPTY });

  const close = () => {
    setOpen(false);
    setAlert(null);
    form.reset(EMPTY);
  };

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    const body = { amount: toMinorUnits(values.dollars, 2), expiresOn: values.expiresOn || null, note: values.note };
    const checked = grantCreditRequestSchema.safeParse(body);
    if (!checked.success) {
      form.setError('dollars', { message: checked.error.issues[0]?.message ?? 'staff-credit-amount-invalid' });
      return;
    }
    try {
      await grant.mutateAsync(checked.data);
      close();
    } catch (failure) {
      // The server names the amount `amount` (cents); here it is the dollars field.
      const amount = isApiError(failure) ? failure.fields.amount : undefined;
      if (amount) form.setError('dollars', { type: SERVER_ERROR, message: amount.message || text(amount.error) });
      else setAlert(applyServerErrors(failure, FIELDS, form.setError, text));
    }
  });

  return (
    <>
      <Button variant="light" onClick={() => setOpen(true)}>
        {t('credits.grant')}
      </Button>
      <StaffDialog
        title={t('credits.grantTitle')}
        opened={open}
        onClose={close}
        onSubmit={submit}
        centered
        closeLabel={t('common.close')}
        alert={alert}
        cancelLabel={t('common.cancel')}
        submitLabel={t('credits.grantSubmit')}
        submitting={grant.isPending}
        buttonsGap="sm"
        buttonsClassName={classes.dialogButtons}
      >
        <Text size="sm">{t('credits.grantLead', { days: COURTESY_CREDIT_DAYS })}</Text>
        <TextInput
          label={t('credits.amount')}
          leftSection="$"
          inputMode="decimal"
          required
          data-autofocus
          error={fieldError('dollars', form.formState.errors.dollars)}
          {...form.register('dollars')}
        />
        <TextInput
          type="date"
          label={t('credits.expiresOn')}
          description={t('credits.expiresOnHint')}
          error={fieldError('expiresOn', form.formState.errors.expiresOn)}
          {...form.register('expiresOn')}
        />
        <Textarea
          label={t('credits.note')}
          description={t('credits.noteHint')}
          required
          autosize
          minRows={2}
          maxLength={500}
          error={fieldError('note', form.formState.errors.note)}
          {...form.register('note')}
        />
      </StaffDialog>
    </>
  );
}
