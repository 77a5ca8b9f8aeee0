import { describe, expect, it } from 'vitest';
import { cardBrand, cardProblems, expiryValid, formatCardNumber, formatExpiry, luhnValid } from './card-input-rules';

const now = new Date(2026, 4, 15);

describe('the card form checks', () => {
  it('formats the number in groups of four and the expiry as MM/YY', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('4111-1111 11')).toBe('4111 1111 11');
    expect(formatExpiry('0428')).toBe('04/28');
    expect(formatExpiry('04/2')).toBe('04/2');
    expect(formatExpiry('1')).toBe('1');
  });

  it('accepts the sandbox test cards by Luhn and refuses a mistyped one', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('5555555555554444')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4000000000003220')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('4111')).toBe(false);
  });

  it('accepts this month and later, refuses earlier months and bad months', () => {
    expect(expiryValid('05/26', now)).toBe(true);
    expect(expiryValid('12/30', now)).toBe(true);
    expect(expiryValid('04/26', now)).toBe(false);
    expect(expiryValid('13/27', now)).toBe(false);
    expect(expiryValid('1/27', now)).toBe(false);
  });

  it('names each problem with a catalogue key', () => {
    expect(cardProblems({ number: '', expiry: '', cvv: '' }, now)).toEqual({ 'card.number': 'card-details-required' });
    expect(cardProblems({ number: '4111 1111 1111 1112', expiry: '01/20', cvv: '12' }, now)).toEqual({
      'card.number': 'card-number-invalid',
      'card.expiry': 'card-expiry-invalid',
      'card.cvv': 'card-cvv-invalid',
    });
    expect(cardProblems({ number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123' }, now)).toEqual({});
  });

  it('recognises the brand while typing', () => {
    expect(cardBrand('4111')).toBe('visa');
    expect(cardBrand('5555')).toBe('mastercard');
    expect(cardBrand('3782')).toBe('amex');
    expect(cardBrand('6212')).toBe('unionpay');
    expect(cardBrand('9')).toBe('other');
  });
});
