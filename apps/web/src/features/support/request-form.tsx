import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';

import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert, Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { toMinorUnits } from '@marginalia/contracts/formatting/money';
import { SUPPORT_MESSAGE_MAX, type ConciergeService, type SupportRequestType } from '@marginalia/contracts/support/support.constants';
import { supportFormSchema, type AttachmentView, type CreateSupportResponse, type OrderSupportContext } from '@marginalia/contracts/support/support.contract';
import { applyServerErrors, useFieldError, useMessageText } from '../../components/form-messages';
import { CaptchaField } from '../../components/captcha/captcha-field';
import { useCaptcha } from '../../components/captcha/use-captcha';
import { useCurrentUser } from '../../lib/application-context';
import { isApiError } from '../../lib/api-client';
import { AttachmentsField } from './attachments-field';
import { useCreateRequest } from './support-api';
import layout from '../../components/layout/layout.module.css';

type FormInput = z.input<ReturnType<typeof supportFormSchema>>;
type FormOutput = z.output<ReturnType<typeof supportFormSchema>>;
const FIELDS = ['message', 'name', 'email', 'invoiceNumber', 'amount', 'transferredOn', 'bankReference'] as const;
/** The server names the proof's fields `proof.amount`…; the form's fields are flat. */
const SERVER_FIELD: Record<string, (typeof FIELDS)[number]> = {
  'proof.invoiceNumber': 'invoiceNumber',
  'proof.amount': 'amount',
  'proof.transferredOn': 'transferredOn',
  'proof.bankReference': 'bankReference',
};

export interface RequestFormProps {
  type: SupportRequestType;
  orderExternalId?: string;
  quoteService?: ConciergeService;
  /** For a proof of payment: the order's invoices still owed. */
  invoices?: OrderSupportContext['unpaidInvoices'];
  messageLabel?: string;
  onSent: (response: CreateSupportResponse, email: string) => void;
}

/**
 * The form of every support page: a message and files; a visitor's name and e-mail (and the captcha when the
 * flag is on); a proof of payment's transfer. Checked with the contract's rules, then by the server.
 */
export function RequestForm({ type, orderExternalId, quoteService, invoices = [], messageLabel, onSent }: RequestFormProps) {
  const { t } = useTranslation('support');
  const text = useMessageText();
  const fieldError = useFieldError();
  const user = useCurrentUser();
  const visitor = !user.loggedIn;
  const proof = type === 'proof-of-payment';
  const schema = useMemo(() => supportFormSchema({ visitor, proof }), [visitor, proof]);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(schema),
    defaultValues: { message: '', name: '', email: '', invoiceNumber: invoices[0]?.invoiceNumber ?? '', amount: '', transferredOn: '', bankReference: '' },
  });
  const create = useCreateRequest();
  const [attachments, setAttachments] = useState<AttachmentView[]>([]);
  const [uploading, setUploading] = useState(false);
  const captcha = useCaptcha();
  const [attachmentError, setAttachmentError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    setAttachmentError(null);
    const invoice = invoices.find((each) => each.invoiceNumber === values.invoiceNumber);
    try {
      const response = await create.mutateAsync({
        type,
        orderExternalId,
        quoteService,
        message: values.message,
        attachmentIds: attachments.map((file) => file.id),
        ...(visitor ? { name: values.name, email: values.email } : {}),
        captcha: captcha.payload,
        ...(proof && invoice
          ? { proof: { invoiceNumber: invoice.invoiceNumber, amount: toMinorUnits((values.amount ?? '').replace(',', '.'), invoice.currency.numDecimals), transferredOn: values.transferredOn ?? '', bankReference: values.bankReference ?? '' } }
          : {}),
      });
      onSent(response, visitor ? (values.email ?? '') : (user.email ?? ''));
    } catch (failure) {
      // A captcha the server has seen is used up: the next attempt needs a new one.
      captcha.renew();
      if (isApiError(failure) && failure.fields.attachmentIds) {
        setAttachmentError(failure.fields.attachmentIds.message || text(failure.fields.attachmentIds.error));
        return;
      }
      if (isApiError(failure)) {
        for (const [name, field] of Object.entries(failure.fields)) {
          const mapped = SERVER_FIELD[name];
          if (mapped) form.setError(mapped, { type: 'server', message: field.message || text(field.error) });
        }
        if (Object.keys(failure.fields).some((name) => SERVER_FIELD[name])) return;
      }
      setAlert(applyServerErrors(failure, FIELDS, form.setError, text));
    }
  });

  const busy = create.isPending || uploading;
  return (
    <form className={layout.fields} onSubmit={(event) => void submit(event)} noValidate>
      {visitor && (
        <Group grow align="flex-start">
          <TextInput label={t('form.name')} autoComplete="name" required error={fieldError('name', form.formState.errors.name)} {...form.register('name')} />
          <TextInput label={t('form.email')} type="email" autoComplete="email" required error={fieldError('email', form.formState.errors.email)} {...form.register('email')} />
        </Group>
      )}
      {proof && (
        <Stack gap="sm">
          <Select
            label={t('proof.invoice')}
            required
            data={invoices.map((invoice) => ({ value: invoice.invoiceNumber, label: invoice.invoiceNumber }))}
            value={form.watch('invoiceNumber') ?? null}
            onChange={(value) => form.setValue('invoiceNumber', value ?? '', { shouldValidate: form.formState.isSubmitted })}
            error={fieldError('invoiceNumber', form.formState.errors.invoiceNumber)}
            allowDeselect={false}
          />
          <Group grow align="flex-start">
            <TextInput
              label={t('proof.amount', { currency: invoices.find((each) => each.invoiceNumber === form.watch('invoiceNumber'))?.currency.isoCode ?? '' })}
              inputMode="decimal"
              required
              error={fieldError('amount', form.formState.errors.amount)}
              {...form.register('amount')}
            />
            <TextInput label={t('proof.date')} type="date" required error={fieldError('transferredOn', form.formState.errors.transferredOn)} {...form.register('transferredOn')} />
          </Group>
          <TextInput label={t('proof.reference')} description={t('proof.referenceHint')} required error={fieldError('bankReference', form.formState.errors.bankReference)} {...form.register('bankReference')} />
        </Stack>
      )}
      <Textarea
        label={messageLabel ?? t('form.message')}
        required={!proof}
        autosize
        minRows={5}
        maxRows={16}
        maxLength={SUPPORT_MESSAGE_MAX}
        error={fieldError('message', form.formState.errors.message)}
        {...form.register('message')}
      />
      <AttachmentsField value={attachments} onChange={setAttachments} onBusyChange={setUploading} error={attachmentError} label={proof ? t('proof.attach') : undefined} />
      <CaptchaField captcha={captcha} />
      {alert && (
        <Alert color="red" variant="light" role="alert">
          {alert}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button type="submit" loading={busy} disabled={!captcha.ready}>
          {t('form.send')}
        </Button>
      </Group>
    </form>
  );
}
