import '@mantine/core/styles/Input.css';

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Text, TextInput } from '@mantine/core';
import { FAPIAO_PDF_MAX_BYTES, fapiaoNumberSchema, type StaffFapiaoRow } from '@marginalia/contracts/staff/staff-billing.contract';
import { isApiError } from '../../../lib/api-client';
import { useMessageText } from '../../../components/form-messages';
import { useFulfilFapiao } from './billing-api';
import desk from '../desk/desk.module.css';
import { BillingDialog } from './billing-dialog';
import classes from './billing.module.css';

/** Issues a fapiao: its number (8 to 20 digits) and its PDF, uploaded to storage. */
export function FulfilFapiaoDialog({ fapiao, onClose }: { fapiao: StaffFapiaoRow; onClose: () => void }) {
  const { t } = useTranslation('staff-billing');
  const text = useMessageText();
  const fulfil = useFulfilFapiao();
  const fileId = useId();
  const [number, setNumber] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ number?: string; file?: string }>({});
  const [alert, setAlert] = useState<string | null>(null);

  const submit = async () => {
    setAlert(null);
    const parsed = fapiaoNumberSchema.safeParse(number);
    const next: { number?: string; file?: string } = {};
    if (!parsed.success) next.number = text('fapiao-number-invalid');
    if (!file || !file.name.toLowerCase().endsWith('.pdf')) next.file = text('fapiao-pdf-required');
    else if (file.size > FAPIAO_PDF_MAX_BYTES) next.file = text('file-too-large', { maxBytes: FAPIAO_PDF_MAX_BYTES });
    setErrors(next);
    if (!parsed.success || !file || next.file) return;
    try {
      await fulfil.mutateAsync({ identity: fapiao.identity, number: parsed.data, file });
      onClose();
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
      const fields = failure.fields;
      if (fields.number || fields.file) setErrors({ number: fields.number?.message, file: fields.file?.message });
      else setAlert(failure.message || text(failure.key, failure.params));
    }
  };

  return (
    <BillingDialog
      title={t('fapiao.issueTitle', { invoiceNumber: fapiao.invoice.invoiceNumber })}
      onClose={onClose}
      onSubmit={submit}
      alert={alert}
      submitLabel={t('fapiao.issueSubmit')}
      submitting={fulfil.isPending}
    >
      <Text size="sm">{t('fapiao.issueLead', { organization: fapiao.organizationName })}</Text>
      <TextInput
        label={t('fapiao.number')}
        description={t('fapiao.numberHint')}
        inputMode="numeric"
        required
        data-autofocus
        value={number}
        onChange={(event) => {
          setNumber(event.currentTarget.value);
          setErrors((current) => ({ ...current, number: undefined }));
        }}
        error={errors.number}
      />
      <div className={classes.fileField}>
        <label htmlFor={fileId}>
          {t('fapiao.pdf')} <span aria-hidden="true">*</span>
        </label>
        <input
          id={fileId}
          type="file"
          accept="application/pdf,.pdf"
          required
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={`${fileId}-hint`}
          onChange={(event) => {
            setFile(event.currentTarget.files?.[0] ?? null);
            setErrors((current) => ({ ...current, file: undefined }));
          }}
        />
        <span id={`${fileId}-hint`} className={desk.sub}>
          {t('fapiao.pdfHint', { megabytes: FAPIAO_PDF_MAX_BYTES / (1024 * 1024) })}
        </span>
        {errors.file && (
          <span className={classes.fileError} role="alert">
            {errors.file}
          </span>
        )}
      </div>
    </BillingDialog>
  );
}
