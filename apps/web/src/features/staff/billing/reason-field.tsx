import '@mantine/core/styles/Input.css';

import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Textarea } from '@mantine/core';

export interface ReasonFieldProps extends UseFormRegisterReturn {
  error?: ReactNode;
  /** The field the dialog focuses when it opens. */
  autoFocus?: boolean;
}

/** The reason staff give for a refund, a write-off or a refusal; it is recorded in the audit. */
export function ReasonField({ error, autoFocus = false, ...field }: ReasonFieldProps) {
  const { t } = useTranslation('staff-billing');
  return (
    <Textarea
      label={t('common.reason')}
      required
      autosize
      minRows={2}
      maxLength={1000}
      data-autofocus={autoFocus || undefined}
      error={error}
      {...field}
    />
  );
}
