import { toMinorUnits } from '@marginalia/contracts/formatting/money';

/**
 * The prepay amount: required, a plain amount in the user's currency, and at least the
 * minimum prepayment ('The amount needs to be more than {price}'). Pure: the form and its tests use it.
 */
export type PrepayAmountProblem = 'value-required' | 'validation-field-invalid' | 'prepay-amount-too-low';

/** The largest amount the form accepts, in major units (a typo guard; the server has its own limits). */
export const PREPAY_AMOUNT_MAX_DIGITS = 9;

/**
 * A typed amount in minor units, or null when it is not a plain amount. A period or a comma marks the
 * decimals (R$ users type "150,50"); thousands separators, signs and more decimals than the currency
 * has are refused.
 */
export function parsePrepayAmount(text: string, numDecimals: number): number | null {
  const trimmed = text.trim();
  const decimals = numDecimals > 0 ? `(?:[.,]\\d{1,${numDecimals}})?` : '';
  const pattern = new RegExp(`^\\d{1,${PREPAY_AMOUNT_MAX_DIGITS}}${decimals}$`);
  if (!pattern.test(trimmed)) return null;
  return toMinorUnits(trimmed.replace(',', '.'), numDecimals);
}

/** The message key of what is wrong with the typed amount, or null when it can be paid. */
export function prepayAmountProblem(text: string, numDecimals: number, minimum: number): PrepayAmountProblem | null {
  if (text.trim() === '') return 'value-required';
  const amount = parsePrepayAmount(text, numDecimals);
  if (amount === null || amount <= 0) return 'validation-field-invalid';
  if (amount < minimum) return 'prepay-amount-too-low';
  return null;
}
