import type { MessageParams } from '@marginalia/contracts/i18n/translate';

/**
 * The one error type for failures a user can cause. `key` is a message key of the catalogue
 * (packages/contracts/src/i18n/locales/<lang>/messages.json); the error handler translates it.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: string,
    readonly params: MessageParams = {},
    /** Per-field errors of a form: field name → message key. */
    readonly fields: Record<string, string> = {},
  ) {
    super(key);
    this.name = 'AppError';
  }
}
