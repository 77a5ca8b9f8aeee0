import type { z } from 'zod';
import { isMessageKey } from '@marginalia/contracts/i18n/message-keys';
import { AppError } from '../../platform/errors/app-error';

/**
 * Runs a contract's rules on the server and turns failures into the same answer a route schema gives:
 * 400 `validation-error` with the message key of each field's first problem. `prefix` names the body
 * property the value came from (`address.city`), so the form can put each message under its field.
 */
export function parseOrThrow<Schema extends z.ZodType>(schema: Schema, value: unknown, prefix = ''): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = `${prefix}${issue.path.map(String).join('.')}` || '_';
    fields[path] ??= isMessageKey(issue.message) ? issue.message : 'validation-field-invalid';
  }
  throw new AppError(400, 'validation-error', {}, fields);
}

/** A field-bound failure: `fields[field] = key` and the same key as the error. */
export function fieldError(status: number, key: string, field: string, params: Record<string, string | number> = {}): AppError {
  return new AppError(status, key, params, { [field]: key });
}

/** Postgres unique-violation, however the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
