import { describe, expect, it } from 'vitest';
import { cardOutcome, cardType, checkCard, expiryValid, luhnValid, normalizeCardNumber, SANDBOX_TEST_CARDS } from './sandbox-cards';

const now = new Date('2026-05-15T12:00:00Z');

describe('sandbox cards', () => {
  it('accepts the sandbox test cards, each with its outcome and brand', () => {
    expect(SANDBOX_TEST_CARDS.map((card) => [card.number, card.type, card.outcome])).toEqual([
      ['4111111111111111', 'Visa', 'approve'],
      ['5555555555554444', 'Mastercard', 'approve'],
      ['4000000000000002', 'Visa', 'decline'],
      ['4000000000003220', 'Visa', 'confirm'],
    ]);
    for (const card of SANDBOX_TEST_CARDS) {
      expect(luhnValid(card.number)).toBe(true);
      expect(cardType(card.number)).toBe(card.type);
    }
  });

  it('checks the Luhn digit and ignores spaces and dashes', () => {
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(normalizeCardNumber('4111 1111-1111 1111')).toBe('4111111111111111');
    expect(normalizeCardNumber('4111 1111 1111 111a')).toBeNull();
    expect(normalizeCardNumber('4111')).toBeNull();
  });

  it('approves any other valid number', () => {
    expect(cardOutcome('378282246310005')).toBe('approve');
    expect(cardType('378282246310005')).toBe('American Express');
  });

  it('takes any expiry month that has not ended and any 3–4 digit code', () => {
    expect(expiryValid('05/26', now)).toBe(true);
    expect(expiryValid('04/26', now)).toBe(false);
    expect(expiryValid('12/2030', now)).toBe(true);
    expect(expiryValid('13/30', now)).toBe(false);
    expect(expiryValid('1230', now)).toBe(false);
    const ok = checkCard({ number: '5555 5555 5555 4444', expiry: '01/29', cvv: '1234' }, now);
    expect(ok).toEqual({ card: { digits: '5555555555554444', type: 'Mastercard', lastFour: '4444', outcome: 'approve' } });
  });

  it('answers every problem by field', () => {
    expect(checkCard({ number: '4111111111111112', expiry: '01/20', cvv: '12' }, now)).toEqual({
      problems: { number: 'card-number-invalid', expiry: 'card-expiry-invalid', cvv: 'card-cvv-invalid' },
    });
  });
});
