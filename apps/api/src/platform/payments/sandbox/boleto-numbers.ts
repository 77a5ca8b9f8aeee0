/**
 * The numbers of a sandbox boleto, built by the FEBRABAN layout so they look and check like real ones:
 * the 44-digit barcode (bank, currency 9, general check digit, due-date factor, amount, 25-digit free
 * field) and the 47-digit "linha digitável" people type at the bank (five fields with mod-10 check digits).
 * The bank code 999 belongs to no bank: a sandbox boleto can never be paid anywhere for real.
 */
export const SANDBOX_BANK_CODE = '999';

const FACTOR_BASE = Date.UTC(1997, 9, 7);
const DAY_MS = 24 * 3600 * 1000;

/** Days from 1997-10-07; since 2025-02-22 (day 10000) the factor restarts at 1000 (FEBRABAN rule). */
export function dueDateFactor(dueDate: Date): string {
  const days = Math.round((Date.UTC(dueDate.getUTCFullYear(), dueDate.getUTCMonth(), dueDate.getUTCDate()) - FACTOR_BASE) / DAY_MS);
  const factor = days >= 10000 ? ((days - 10000) % 9000) + 1000 : days;
  return String(factor).padStart(4, '0');
}

/** Modulo 10 with weights 2,1,2,1… from the right (the digits of each product summed). */
export function mod10(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    const product = Number(digits[i]) * weight;
    sum += product > 9 ? product - 9 : product;
    weight = weight === 2 ? 1 : 2;
  }
  const rest = sum % 10;
  return rest === 0 ? 0 : 10 - rest;
}

/** Modulo 11 with weights 2…9 from the right; 0, 10 and 11 become 1 (the barcode's general check digit). */
export function mod11(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const digit = 11 - (sum % 11);
  return digit === 0 || digit === 10 || digit === 11 ? 1 : digit;
}

export interface BoletoNumbers {
  barcode: string;
  digitableLine: string;
}

/** `amount` in minor units (centavos), at most 10 digits; `freeField` 25 digits (our reference). */
export function boletoNumbers(amount: number, dueDate: Date, freeField: string): BoletoNumbers {
  if (!/^\d{25}$/.test(freeField)) throw new RangeError('the free field must have 25 digits');
  const value = String(Math.max(0, Math.trunc(amount))).padStart(10, '0').slice(-10);
  const factor = dueDateFactor(dueDate);
  const withoutCheck = `${SANDBOX_BANK_CODE}9${factor}${value}${freeField}`;
  const check = mod11(withoutCheck);
  const barcode = `${SANDBOX_BANK_CODE}9${check}${factor}${value}${freeField}`;
  const field1 = `${SANDBOX_BANK_CODE}9${freeField.slice(0, 5)}`;
  const field2 = freeField.slice(5, 15);
  const field3 = freeField.slice(15, 25);
  const line = [
    `${field1.slice(0, 5)}.${field1.slice(5)}${mod10(field1)}`,
    `${field2.slice(0, 5)}.${field2.slice(5)}${mod10(field2)}`,
    `${field3.slice(0, 5)}.${field3.slice(5)}${mod10(field3)}`,
    String(check),
    `${factor}${value}`,
  ];
  return { barcode, digitableLine: line.join(' ') };
}

/** The due date: `businessDays` weekdays after `from` (weekends skipped), at noon UTC. */
export function boletoDueDate(from: Date, businessDays = 3): Date {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate(), 12));
  let left = businessDays;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const day = date.getUTCDay();
    if (day !== 0 && day !== 6) left--;
  }
  return date;
}

/** A 25-digit free field from any text (our transaction id), stable for the same text. */
export function freeFieldOf(reference: string): string {
  let digits = '';
  let hash = 2166136261;
  while (digits.length < 25) {
    for (const char of `${reference}:${digits.length}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
    digits += String(hash).padStart(10, '0');
  }
  return digits.slice(0, 25);
}

/** Interleaved 2 of 5 bar widths (narrow 1, wide 3) of an even number of digits, bars and spaces alternating, start and stop included. */
export function interleaved2of5(digits: string): number[] {
  const patterns = ['00110', '10001', '01001', '11000', '00101', '10100', '01100', '00011', '10010', '01010'];
  const widths: number[] = [1, 1, 1, 1];
  for (let i = 0; i + 1 < digits.length; i += 2) {
    const bars = patterns[Number(digits[i])] ?? '00000';
    const spaces = patterns[Number(digits[i + 1])] ?? '00000';
    for (let k = 0; k < 5; k++) widths.push(bars[k] === '1' ? 3 : 1, spaces[k] === '1' ? 3 : 1);
  }
  widths.push(3, 1, 1);
  return widths;
}
