import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { MESSAGE_PARAMS } from '@marginalia/contracts/auth/credentials';
import { isApiError } from '../../app/api-client';

export type MessageParams = Record<string, string | number>;

/** Translates a message key of the catalogue (namespace `messages`) with the bounds its text needs. */
export function useMessageText(): (key: string, params?: MessageParams) => string {
  const { t, i18n } = useTranslation('account');
  return useCallback(
    (key: string, params?: MessageParams) => {
      const known = i18n.exists(key, { ns: 'messages' }) ? key : 'validation-field-invalid';
      return t(known, { ns: 'messages', ...MESSAGE_PARAMS[known], ...params });
    },
    [t, i18n],
  );
}

/** The error type of a field message from the server: its text arrives translated. */
const SERVER_ERROR = 'server';

const NO_PARAMS: Readonly<Record<string, MessageParams>> = {};

/**
 * The text under a field. Schema messages are catalogue keys, translated here with the field's own params
 * (`field-too-long {max}`; pass a module constant); server messages are shown as they came.
 */
export function useFieldError(params: Readonly<Record<string, MessageParams>> = NO_PARAMS) {
  const text = useMessageText();
  return useCallback(
    (name: string, error: FieldError | undefined): string | undefined => {
      if (!error?.message) return undefined;
      if (error.type === SERVER_ERROR) return error.message;
      return text(error.message, params[name]);
    },
    [text, params],
  );
}

/**
 * Puts a failed request into the form: the server's field messages under their fields (`prefix` strips the
 * body property, as in `address.city`), anything else as the returned alert text. Null when there is nothing
 * for the form to show (network failures and 5xx open the error modal instead).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  text: (key: string, params?: MessageParams) => string,
  prefix = '',
): string | null {
  if (!isApiError(error) || !error.isClientError) return null;
  let shownOnField = false;
  for (const [name, fieldError] of Object.entries(error.fields)) {
    const field = fields.find((candidate) => `${prefix}${candidate}` === name);
    if (!field) continue;
    setError(field, { type: SERVER_ERROR, message: fieldError.message || text(fieldError.error) });
    shownOnField = true;
  }
  if (shownOnField) return null;
  return error.message || text(error.key, error.params);
}
