import { describe, expect, it } from 'vitest';
import { convertUsdCents } from './money-conversion';

const USD = { isoCode: 'USD', numDecimals: 2, perUsd: '1' };
const CNY = { isoCode: 'CNY', numDecimals: 2, perUsd: '7.1' };
const JPY = { isoCode: 'JPY', numDecimals: 0, perUsd: '150' };

describe('convertUsdCents', () => {
  it('returns US cents unchanged for USD at 1', () => {
    expect(convertUsdCents(12345, USD)).toBe(12345);
    expect(convertUsdCents(0, USD)).toBe(0);
  });

  it('converts to fen exactly, half up (19.99 × 7.1 = 141.929 → ¥141.93)', () => {
    expect(convertUsdCents(1999, CNY)).toBe(14193);
    expect(convertUsdCents(30000, CNY)).toBe(213000);
    // 0.05 × 7.1 = 0.355 → 0.36 (half up, no float error)
    expect(convertUsdCents(5, CNY)).toBe(36);
  });

  it('converts to whole yen for a zero-decimal currency (19.99 × 150 = 2998.5 → 2999)', () => {
    expect(convertUsdCents(1999, JPY)).toBe(2999);
    expect(convertUsdCents(30000, JPY)).toBe(45000);
    expect(convertUsdCents(1, JPY)).toBe(2); // 1.5 yen → 2
  });

  it('keeps long decimal rates exact', () => {
    expect(convertUsdCents(1999, { isoCode: 'BRL', numDecimals: 2, perUsd: '5.4321' })).toBe(10859);
  });
});
