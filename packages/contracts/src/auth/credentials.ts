import { z } from 'zod';

/** Password length bounds; `password-too-short` is shown with them as `{min}` and `{max}`. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const PERSON_NAME_MAX_LENGTH = 50;
export const INSTITUTION_MAX_LENGTH = 200;

/** Params of message keys whose text has placeholders the zod issue does not carry. */
export const MESSAGE_PARAMS: Readonly<Record<string, Record<string, number>>> = {
  'password-too-short': { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
};

/** The e-mail address of a sign-in form: trimmed, valid ('emailAddressInvalidFormat'). */
export const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, 'emailAddressInvalidFormat')
  .pipe(z.email('emailAddressInvalidFormat'));

/** A password being signed in with: only required ('Please enter your password.'). */
export const passwordEnteredSchema = z.string().min(1, 'password-required').max(1000, 'password-too-short');

/** A new password: within the bounds ('password too short' with its bounds). */
export const newPasswordSchema = z.string().min(PASSWORD_MIN_LENGTH, 'password-too-short').max(PASSWORD_MAX_LENGTH, 'password-too-short');

/** The key the server and the web both use for an address's canonical form (unique per account). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function personNameSchema(requiredKey: 'first-name-required' | 'last-name-required') {
  return z.string().trim().min(1, requiredKey).max(PERSON_NAME_MAX_LENGTH, 'field-too-long');
}
