import { describe, expect, it } from 'vitest';
import { convertUsdCents } from './money-conversion';

const USD = { isoCode: 'USD', numDecimals: 2, perUsd: '1' };
const EUR = { isoCode: 'EUR', numDecimals: 2, perUsd: '0.86' };
const GBP = { isoCode: 'GBP', numDecimals: 2, perUsd: '0.75' };
const BRL = { isoCode: 'BRL', numDecimals: 2, perUsd: '5.4' };
const CNY = { isoCode: 'CNY', numDecimals: 2, perUsd: '7.12' };
const JPY = { isoCode: 'JPY', numDecimals: 0, perUsd: '150' };

describe('convertUsdCents: a catalogue price in the order currency, rounded to its price step', () => {
  it('keeps US-dollar prices as stored, whole dollars and cents alike', () => {
    expect(convertUsdCents(6800, USD)).toBe(6800);
    expect(convertUsdCents(1999, USD)).toBe(1999);
    expect(convertUsdCents(0, USD)).toBe(0);
  });

  it('rounds euros, pounds, reais and yuan to whole units ($68 is €58, £51, R$367, ¥484)', () => {
    expect(convertUsdCents(6800, EUR)).toBe(5800); // €58.48
    expect(convertUsdCents(6800, GBP)).toBe(5100); // £51.00
    expect(convertUsdCents(6800, BRL)).toBe(36700); // R$367.20
    expect(convertUsdCents(6800, CNY)).toBe(48400); // ¥484.16
    expect(convertUsdCents(9500, EUR)).toBe(8200); // €81.70 rounds up
    expect(convertUsdCents(30000, CNY)).toBe(213600); // ¥2,136.00, already whole
  });

  it('rounds exactly half a unit up, from the exact product ($25 × 0.86 = €21.50 → €22)', () => {
    expect(convertUsdCents(2500, EUR)).toBe(2200);
    // $100 × 0.58495 = €58.495 → €58: one rounding, not cents first (58.50) and then euros (59)
    expect(convertUsdCents(10000, { ...EUR, perUsd: '0.58495' })).toBe(5800);
  });

  it('rounds yen to the nearest ten ($19.99 is ¥2,998.5 → ¥3,000; $67.43 is ¥10,114.5 → ¥10,110)', () => {
    expect(convertUsdCents(6800, JPY)).toBe(10200);
    expect(convertUsdCents(1999, JPY)).toBe(3000);
    expect(convertUsdCents(6743, JPY)).toBe(10110);
    expect(convertUsdCents(6750, JPY)).toBe(10130); // ¥10,125: half of ten rounds up
  });

  it('rounds a zero-decimal currency without a listed step to whole units', () => {
    // $68 × 1388.5 = ₩94,418; $67.43 × 1388.5 = ₩93,626.555 → ₩93,627
    expect(convertUsdCents(6800, { isoCode: 'KRW', numDecimals: 0, perUsd: '1388.5' })).toBe(94418);
    expect(convertUsdCents(6743, { isoCode: 'KRW', numDecimals: 0, perUsd: '1388.5' })).toBe(93627);
  });

  it('rounds a three-decimal currency to whole units too ($68 × 0.307 = 20.876 KWD → 21.000)', () => {
    expect(convertUsdCents(6800, { isoCode: 'KWD', numDecimals: 3, perUsd: '0.307' })).toBe(21000);
  });

  it('never turns a paid price into nothing: a positive price is at least one step', () => {
    expect(convertUsdCents(5, CNY)).toBe(100);
    expect(convertUsdCents(1, JPY)).toBe(10);
    expect(convertUsdCents(0, CNY)).toBe(0);
  });

  it('keeps the step when the rate changes: only the amount moves', () => {
    expect(convertUsdCents(6800, { ...EUR, perUsd: '0.9312' })).toBe(6300); // €63.32
    expect(convertUsdCents(6800, { ...JPY, perUsd: '157.37' })).toBe(10700); // ¥10,701.16
  });
});
