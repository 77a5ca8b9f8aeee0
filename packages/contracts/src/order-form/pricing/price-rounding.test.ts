import { describe, expect, it } from 'vitest';
import { priceStep } from './price-rounding';

describe('the price step of a currency, in its minor units', () => {
  it('is one whole unit for US dollars, euros, pounds, reais and yuan', () => {
    expect(priceStep({ isoCode: 'USD', numDecimals: 2 })).toBe(100);
    expect(priceStep({ isoCode: 'EUR', numDecimals: 2 })).toBe(100);
    expect(priceStep({ isoCode: 'GBP', numDecimals: 2 })).toBe(100);
    expect(priceStep({ isoCode: 'BRL', numDecimals: 2 })).toBe(100);
    expect(priceStep({ isoCode: 'CNY', numDecimals: 2 })).toBe(100);
  });

  it('is ten yen for the yen, which has no minor unit', () => {
    expect(priceStep({ isoCode: 'JPY', numDecimals: 0 })).toBe(10);
  });

  it('is one whole unit for a currency it does not list, whatever its decimals', () => {
    expect(priceStep({ isoCode: 'KRW', numDecimals: 0 })).toBe(1);
    expect(priceStep({ isoCode: 'KWD', numDecimals: 3 })).toBe(1000);
  });
});
