import { describe, expect, it } from 'vitest';
import { parsePrepayAmount, prepayAmountProblem } from './prepay-amount';

describe('parsePrepayAmount', () => {
  it('reads whole amounts and decimals marked by a period or a comma', () => {
    expect(parsePrepayAmount('150', 2)).toBe(15000);
    expect(parsePrepayAmount(' 150.5 ', 2)).toBe(15050);
    expect(parsePrepayAmount('150,55', 2)).toBe(15055);
    expect(parsePrepayAmount('0.29', 2)).toBe(29);
  });

  it('reads zero-decimal currencies without decimals only', () => {
    expect(parsePrepayAmount('15000', 0)).toBe(15000);
    expect(parsePrepayAmount('150.5', 0)).toBeNull();
  });

  it('refuses signs, separators, letters and extra decimals', () => {
    for (const text of ['-150', '+150', '1,500.00', '1.500,00', '150.555', 'abc', '150$', '', '.5', '1e3']) {
      expect(parsePrepayAmount(text, 2), text).toBeNull();
    }
  });

  it('refuses absurdly long amounts', () => {
    expect(parsePrepayAmount('1234567890', 2)).toBeNull();
    expect(parsePrepayAmount('123456789', 2)).toBe(12345678900);
  });
});

describe('prepayAmountProblem', () => {
  const minimum = 10000; // $100

  it('requires an amount', () => {
    expect(prepayAmountProblem('', 2, minimum)).toBe('value-required');
    expect(prepayAmountProblem('   ', 2, minimum)).toBe('value-required');
  });

  it('refuses what is not an amount, and zero', () => {
    expect(prepayAmountProblem('ten', 2, minimum)).toBe('validation-field-invalid');
    expect(prepayAmountProblem('0', 2, minimum)).toBe('validation-field-invalid');
    expect(prepayAmountProblem('0.00', 2, 0)).toBe('validation-field-invalid');
  });

  it('needs at least the minimum', () => {
    expect(prepayAmountProblem('99.99', 2, minimum)).toBe('prepay-amount-too-low');
    expect(prepayAmountProblem('50', 2, minimum)).toBe('prepay-amount-too-low');
    expect(prepayAmountProblem('100', 2, minimum)).toBeNull();
    expect(prepayAmountProblem('150', 2, minimum)).toBeNull();
  });
});
