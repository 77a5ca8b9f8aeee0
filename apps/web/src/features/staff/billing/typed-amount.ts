import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toMinorUnits } from '@marginalia/contracts/formatting/money';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors, SERVER_ERROR, type MessageParams } from '../../../components/form-messages';

/** The amount as typed in a dialog ('120', '120.50' or '120,50') in the currency's minor units. */
export const typedAmount = (major: string, numDecimals: number): number => toMinorUnits(major.replace(',', '.'), numDecimals);

/**
 * A refusal of a dialog that edits an amount: the server names the amount `amount` (minor units), the dialog
 * `major` (as typed), so its message goes under the typed amount; other fields as usual. What is left for the alert.
 */
export function amountRefusal<T extends FieldValues & { major: string }>(
  failure: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  text: (key: string, params?: MessageParams) => string,
): string | null {
  const amountError = isApiError(failure) ? failure.fields.amount : undefined;
  if (!amountError) return applyServerErrors(failure, fields, setError, text);
  setError('major' as Path<T>, { type: SERVER_ERROR, message: amountError.message || text(amountError.error) });
  return null;
}
