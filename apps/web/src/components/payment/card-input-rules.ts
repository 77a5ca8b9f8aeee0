/**
 * What the card form checks before it asks for a nonce (the sandbox tokenizer and the gateway check
 * again): a Luhn-valid number of 12–19 digits, a month/year expiry not in the past, a 3–4 digit code.
 * Each problem is a message key of the catalogue.
 */

export const cardDigits = (value: string): string => value.replace(/\D/g, '');

/** 4111111111111111 → "4111 1111 1111 1111" (as typed, at most 19 digits). */
export function formatCardNumber(value: string): string {
  return cardDigits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "0428" or "04/28" → "04/28"; keeps a lone month as typed. */
export function formatExpiry(value: string): string {
  const digits = cardDigits(value).slice(0, 4);
  if (digits.length <= 2) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** MM/YY, this month or later (a card is valid through the end of its month). */
export function expiryValid(value: string, now: Date = new Date()): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  const current = now.getFullYear() * 12 + now.getMonth();
  return year * 12 + (month - 1) >= current;
}

export interface CardInput {
  number: string;
  expiry: string;
  cvv: string;
}

/** Field → message key for the card fields (card.number, card.expiry, card.cvv). */
export function cardProblems(card: CardInput, now: Date = new Date()): Record<string, string> {
  const problems: Record<string, string> = {};
  const digits = cardDigits(card.number);
  if (digits === '' && card.expiry.trim() === '' && card.cvv.trim() === '') {
    problems['card.number'] = 'card-details-required';
    return problems;
  }
  if (!luhnValid(digits)) problems['card.number'] = 'card-number-invalid';
  if (!expiryValid(card.expiry, now)) problems['card.expiry'] = 'card-expiry-invalid';
  if (!/^\d{3,4}$/.test(card.cvv.trim())) problems['card.cvv'] = 'card-cvv-invalid';
  return problems;
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'unionpay' | 'other';

/** The brand shown beside the number while typing (the tokenizer's answer names the type afterwards). */
export function cardBrand(number: string): CardBrand {
  const digits = cardDigits(number);
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^62/.test(digits)) return 'unionpay';
  return 'other';
}
