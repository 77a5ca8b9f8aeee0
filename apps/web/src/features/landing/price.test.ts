import { describe, expect, it } from 'vitest';
import { usdCentsToMinorUnits } from './price';

describe('a US-cent base price in the visitor currency', () => {
  it('stays the same in US dollars', () => {
    expect(usdCentsToMinorUnits(12900, { exchangeRate: 1, numDecimals: 2 })).toBe(12900);
  });

  it('divides by the exchange rate (US dollars per unit): $129 is R$696.60 at 5.4 reais per dollar', () => {
    expect(usdCentsToMinorUnits(12900, { exchangeRate: 1 / 5.4, numDecimals: 2 })).toBe(69660);
  });

  it('has no minor units for yen', () => {
    expect(usdCentsToMinorUnits(12900, { exchangeRate: 1 / 150, numDecimals: 0 })).toBe(19350);
  });

  it('rounds to the nearest minor unit', () => {
    // 19.99 / (1/7.12) = 142.3288 yuan
    expect(usdCentsToMinorUnits(1999, { exchangeRate: 1 / 7.12, numDecimals: 2 })).toBe(14233);
  });

  it('gives no price for a missing or broken rate', () => {
    expect(usdCentsToMinorUnits(1000, { exchangeRate: 0, numDecimals: 2 })).toBeNull();
    expect(usdCentsToMinorUnits(1000, { exchangeRate: Number.NaN, numDecimals: 2 })).toBeNull();
  });
});
