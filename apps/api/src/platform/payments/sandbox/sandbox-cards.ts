/**
 * The sandbox's test cards (README.md "Sandbox test cards"): what a card number is, whether it is valid,
 * and what the sandbox does when it is charged. Pure functions, no state.
 */

/** What charging a tokenized card does: approve, decline, or ask for an extra confirmation (3-D Secure). */
export type CardOutcome = 'approve' | 'decline' | 'confirm';

export interface TestCard {
  number: string;
  type: string;
  outcome: CardOutcome;
}

export const SANDBOX_TEST_CARDS: readonly TestCard[] = [
  { number: '4111111111111111', type: 'Visa', outcome: 'approve' },
  { number: '5555555555554444', type: 'Mastercard', outcome: 'approve' },
  { number: '4000000000000002', type: 'Visa', outcome: 'decline' },
  { number: '4000000000003220', type: 'Visa', outcome: 'confirm' },
];

/** Spaces and dashes as people type them are ignored; anything else makes the number invalid. */
export function normalizeCardNumber(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits) ? digits : null;
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** The brand by its prefix (IIN ranges of the common networks). */
export function cardType(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'Discover';
  if (/^35(2[89]|[3-8]\d)/.test(digits)) return 'JCB';
  if (/^62/.test(digits)) return 'UnionPay';
  if (/^(606282|3841|636368|438935|504175|451416|5067|4576|4011)/.test(digits)) return 'Elo';
  return 'Card';
}

/** Test cards answer their outcome; any other valid number approves (like a real sandbox's generic cards). */
export function cardOutcome(digits: string): CardOutcome {
  return SANDBOX_TEST_CARDS.find((card) => card.number === digits)?.outcome ?? 'approve';
}

/** `MM/YY` (or `MM/YYYY`) of a month that has not ended yet at `now`. */
export function expiryValid(expiry: string, now: Date): boolean {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return false;
  const endOfMonth = Date.UTC(year, month, 1); // first instant of the following month
  return endOfMonth > now.getTime() && year <= now.getUTCFullYear() + 20;
}

export function cvvValid(cvv: string): boolean {
  return /^\d{3,4}$/.test(cvv.trim());
}

export type CardProblem = 'card-number-invalid' | 'card-expiry-invalid' | 'card-cvv-invalid';

export interface CardInput {
  number: string;
  expiry: string;
  cvv: string;
}

export interface CheckedCard {
  digits: string;
  type: string;
  lastFour: string;
  outcome: CardOutcome;
}

/** The card, or the field → message key of every problem (the tokenize route answers them as field errors). */
export function checkCard(input: CardInput, now: Date): { card: CheckedCard } | { problems: Partial<Record<keyof CardInput, CardProblem>> } {
  const problems: Partial<Record<keyof CardInput, CardProblem>> = {};
  const digits = normalizeCardNumber(input.number);
  if (!digits || !luhnValid(digits)) problems.number = 'card-number-invalid';
  if (!expiryValid(input.expiry, now)) problems.expiry = 'card-expiry-invalid';
  if (!cvvValid(input.cvv)) problems.cvv = 'card-cvv-invalid';
  if (!digits || Object.keys(problems).length > 0) return { problems };
  return { card: { digits, type: cardType(digits), lastFour: digits.slice(-4), outcome: cardOutcome(digits) } };
}
