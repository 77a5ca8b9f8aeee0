import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { MESSAGE_PARAMS } from '@marginalia/contracts/auth/credentials';
import { isApiError } from '../lib/api-client';

export type MessageParams = Record<string, string | number>;

/**
 * Translates a message key of the catalogue (namespace `messages`), adding the bounds the key's
 * text needs; a key the catalogue does not know reads as generic-error, never as the raw key.
 */
export function useMessageText(): (key: string, params?: MessageParams) => string {
  const { t, i18n } = useTranslation('messages');
  return useCallback(
    (key: string, params?: MessageParams) => {
      const known = i18n.exists(key, { ns: 'messages' }) ? key : 'generic-error';
      return t(known, { ns: 'messages', ...MESSAGE_PARAMS[known], ...params });
    },
    [t, i18n],
  );
}

/** The error type of a server field message: its text is already translated. */
export const SERVER_ERROR = 'server';

const NO_PARAMS: Readonly<Record<string, MessageParams>> = {};

/**
 * The text under a field: schema messages are catalogue keys (translated here, with `params` per field for
 * keys such as field-too-long {max}; pass a module constant); server messages arrive translated.
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

export interface ServerErrorOptions {
  /** The body property the server's field names start with (`address.` for `address.city`). */
  prefix?: string;
  /** The alert's message key when the server sent no text. */
  fallbackKey?: string;
}

/**
 * Shows a failed request in a form: the server's field messages under their fields, anything else as the
 * returned alert text. Null when there is nothing for the form to show (network failures and 5xx open the
 * error modal instead).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  text: (key: string, params?: MessageParams) => string,
  { prefix = '', fallbackKey = 'generic-error' }: ServerErrorOptions = {},
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
  return error.message || text(error.key || fallbackKey, error.params);
}
