import { describe, expect, it } from 'vitest';
import { convertFromUsd, convertToUsd, convertWithRate, formatMoney, separatorsFor, toMajorString, toMinorUnits } from './money';

const USD = { sign: '$', numDecimals: 2, isoCode: 'USD' };
const BRL = { sign: 'R$', numDecimals: 2, isoCode: 'BRL' };
const EUR = { sign: '€', numDecimals: 2, isoCode: 'EUR' };
const JPY = { sign: '¥', numDecimals: 0, isoCode: 'JPY' };
const CNY = { sign: '¥', numDecimals: 2, isoCode: 'CNY' };
const CHF = { sign: 'CHF', numDecimals: 2, isoCode: 'CHF' };

describe('formatMoney', () => {
  it('groups thousands with a comma and marks decimals with a period', () => {
    expect(formatMoney(123450, USD)).toBe('$1,234.50');
    expect(formatMoney(123456789, USD)).toBe('$1,234,567.89');
    expect(formatMoney(99, USD)).toBe('$0.99');
    expect(formatMoney(5, USD)).toBe('$0.05');
  });

  it('drops the decimals of whole amounts only', () => {
    expect(formatMoney(120000, USD)).toBe('$1,200');
    expect(formatMoney(120050, USD)).toBe('$1,200.50');
    expect(formatMoney(120005, USD)).toBe('$1,200.05');
    expect(formatMoney(0, USD)).toBe('$0');
    expect(formatMoney(4000, USD)).toBe('$40');
  });

  it('keeps the decimals of whole amounts when asked to', () => {
    expect(formatMoney(120000, USD, { keepDecimals: true })).toBe('$1,200.00');
    expect(formatMoney(0, BRL, { keepDecimals: true })).toBe('R$0,00');
  });

  it('swaps the period and the comma for R$ and the euro sign', () => {
    expect(formatMoney(123450, BRL)).toBe('R$1.234,50');
    expect(formatMoney(123450, EUR)).toBe('€1.234,50');
    expect(formatMoney(100000000, BRL)).toBe('R$1.000.000');
    expect(formatMoney(7505, EUR)).toBe('€75,05');
    expect(separatorsFor(' R$ ')).toEqual({ thousands: '.', decimal: ',' });
  });

  it('keeps the comma thousands separator for every other sign, whatever the currency', () => {
    expect(formatMoney(123450, CNY)).toBe('¥1,234.50');
    expect(separatorsFor('$')).toEqual({ thousands: ',', decimal: '.' });
  });

  it('never shows decimals for zero-decimal currencies', () => {
    expect(formatMoney(1200, JPY)).toBe('¥1,200');
    expect(formatMoney(1234567, JPY, { keepDecimals: true })).toBe('¥1,234,567');
    expect(formatMoney(7, JPY)).toBe('¥7');
  });

  it('puts the minus before the sign of a negative amount', () => {
    expect(formatMoney(-123450, USD)).toBe('-$1,234.50');
    expect(formatMoney(-123450, BRL)).toBe('-R$1.234,50');
    expect(formatMoney(-120000, USD)).toBe('-$1,200');
    expect(formatMoney(-5, USD)).toBe('-$0.05');
    expect(formatMoney(-0, USD)).toBe('$0');
  });

  it('puts no space after a symbol sign, and one after a sign that ends in a letter', () => {
    expect(formatMoney(120000, CHF)).toBe('CHF 1,200');
    expect(formatMoney(-150, CHF)).toBe('-CHF 1.50');
  });

  it('appends the ISO code when asked to', () => {
    expect(formatMoney(120050, USD, { withIsoCode: true })).toBe('$1,200.50 USD');
    expect(formatMoney(120000, { sign: '$', numDecimals: 2 }, { withIsoCode: true })).toBe('$1,200');
  });

  it('refuses non-integer minor units and odd decimal counts', () => {
    expect(() => formatMoney(12.5, USD)).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN, USD)).toThrow(RangeError);
    expect(() => formatMoney(2 ** 60, USD)).toThrow(RangeError);
    expect(() => formatMoney(1, { sign: '$', numDecimals: -1 })).toThrow(RangeError);
  });
});

describe('toMinorUnits', () => {
  it('converts decimal strings exactly', () => {
    expect(toMinorUnits('1234.50', 2)).toBe(123450);
    expect(toMinorUnits('0.29', 2)).toBe(29);
    expect(toMinorUnits('19.99', 2)).toBe(1999);
    expect(toMinorUnits('100', 2)).toBe(10000);
    expect(toMinorUnits('.5', 2)).toBe(50);
    expect(toMinorUnits('5.', 2)).toBe(500);
    expect(toMinorUnits(' 42 ', 0)).toBe(42);
    expect(toMinorUnits('-12.34', 2)).toBe(-1234);
    expect(toMinorUnits('+3', 2)).toBe(300);
  });

  it('avoids binary float error for numbers', () => {
    // 0.29 * 100 is 28.999999999999996 and 1.005 * 100 is 100.49999999999999 in floating point.
    expect(toMinorUnits(0.29, 2)).toBe(29);
    expect(toMinorUnits(1.005, 2)).toBe(101);
    expect(toMinorUnits(0.1 + 0.2, 2)).toBe(30);
    expect(toMinorUnits(1e-7, 2)).toBe(0);
    expect(toMinorUnits(1200, 0)).toBe(1200);
  });

  it('rounds surplus decimals half away from zero', () => {
    expect(toMinorUnits('1.005', 2)).toBe(101);
    expect(toMinorUnits('1.004', 2)).toBe(100);
    expect(toMinorUnits('-1.005', 2)).toBe(-101);
    expect(toMinorUnits('1234.5', 0)).toBe(1235);
    expect(toMinorUnits('1234.49', 0)).toBe(1234);
    expect(toMinorUnits('-0.004', 2)).toBe(0);
    expect(Object.is(toMinorUnits('-0.004', 2), -0)).toBe(false);
  });

  it('accepts exponent notation', () => {
    expect(toMinorUnits('1.5e3', 2)).toBe(150000);
    expect(toMinorUnits('25E-1', 2)).toBe(250);
  });

  it('rejects what is not a plain decimal number', () => {
    for (const bad of ['', '-', '.', 'abc', '1,200.50', '1.2.3', '$5', 'e5', 'NaN']) {
      expect(() => toMinorUnits(bad, 2), bad).toThrow(RangeError);
    }
    expect(() => toMinorUnits(Number.POSITIVE_INFINITY, 2)).toThrow(RangeError);
    expect(() => toMinorUnits('1e30', 2)).toThrow(RangeError);
  });
});

describe('toMajorString', () => {
  it('writes minor units back as a plain decimal string', () => {
    expect(toMajorString(123450, 2)).toBe('1234.50');
    expect(toMajorString(5, 2)).toBe('0.05');
    expect(toMajorString(-5, 2)).toBe('-0.05');
    expect(toMajorString(1200, 0)).toBe('1200');
  });
});

describe('currency conversion', () => {
  it('converts US cents to a currency and rounds half up on its minor units', () => {
    // $19.99 × 5.4321 = R$108.587679 → R$108.59
    expect(convertFromUsd(1999, '5.4321', 2)).toBe(10859);
    // $75 × 149.5 = ¥11212.5 → ¥11213
    expect(convertFromUsd(7500, '149.5', 0)).toBe(11213);
    // $1.00 × 7.125 = ¥7.125 → ¥7.13 (exact half rounds up)
    expect(convertFromUsd(100, '7.125', 2)).toBe(713);
    expect(convertFromUsd(100, '7.124', 2)).toBe(712);
    expect(convertFromUsd(-100, '7.125', 2)).toBe(-713);
    expect(convertFromUsd(12345, '1', 2)).toBe(12345);
    expect(convertFromUsd(0, '5.4321', 2)).toBe(0);
  });

  it('converts a currency to US cents by dividing by the same rate', () => {
    // R$108.59 / 5.4321 = $19.99007… → 1999 cents
    expect(convertToUsd(10859, '5.4321', 2)).toBe(1999);
    // ¥11213 / 149.5 = $75.0033… → 7500 cents
    expect(convertToUsd(11213, '149.5', 0)).toBe(7500);
    // ¥1 / 8 = $0.125 → 13 cents (half up)
    expect(convertToUsd(100, '8', 2)).toBe(13);
    expect(convertToUsd(-100, '8', 2)).toBe(-13);
  });

  it('lands within one cent after a round trip', () => {
    for (const [cents, rate, decimals] of [
      [1999, '5.4321', 2],
      [7500, '149.5', 0],
      [123456, '0.92', 2],
      [1, '7.1', 2],
    ] as const) {
      const back = convertToUsd(convertFromUsd(cents, rate, decimals), rate, decimals);
      expect(Math.abs(back - cents)).toBeLessThanOrEqual(decimals === 0 ? Math.ceil(100 / Number(rate)) : 1);
    }
  });

  it('computes usdBalance = balance × exchangeRate', () => {
    // R$1.000,00 at 0.1841 USD per real = $184.10
    expect(convertWithRate(100000, '0.1841', 2, 2)).toBe(18410);
    // ¥10,000 at 0.0066889632 USD per yen = $66.889632 → $66.89
    expect(convertWithRate(10000, '0.0066889632', 0, 2)).toBe(6689);
  });

  it('rounds the exact product once to a step of minor units when given one', () => {
    // $68 × 0.86 = €58.48 → €58 in whole euros; $68 × 150 = ¥10,200 stays on a ten-yen step
    expect(convertWithRate(6800, '0.86', 2, 2, 100)).toBe(5800);
    expect(convertWithRate(6800, '150', 2, 0, 10)).toBe(10200);
    // $100 × 0.58495 = €58.495: rounded once it is €58; rounding to cents first (58.50) would give €59
    expect(convertWithRate(10000, '0.58495', 2, 2, 100)).toBe(5800);
    // Exactly half a step rounds away from zero, on either side
    expect(convertWithRate(2500, '0.86', 2, 2, 100)).toBe(2200);
    expect(convertWithRate(-2500, '0.86', 2, 2, 100)).toBe(-2200);
    expect(() => convertWithRate(100, '1', 2, 2, 0)).toThrow(RangeError);
    expect(() => convertWithRate(100, '1', 2, 2, 2.5)).toThrow(RangeError);
  });

  it('rejects rates that are not positive decimals', () => {
    expect(() => convertFromUsd(100, '0', 2)).toThrow(RangeError);
    expect(() => convertFromUsd(100, '-1', 2)).toThrow(RangeError);
    expect(() => convertToUsd(100, 'abc', 2)).toThrow(RangeError);
    expect(() => convertFromUsd(1.5, '1', 2)).toThrow(RangeError);
  });
});
