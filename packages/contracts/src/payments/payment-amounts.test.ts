import { describe, expect, it } from 'vitest';
import { convertFromUsd, convertToUsd } from '../formatting/money';
import { paymentAmounts, spendCredits } from './payment-amounts';

const base = { total: 15_600, creditBalance: 0, useCredits: true, prepaymentBalance: 0, prepaymentOption: 'none' as const, prepaymentRequested: 0 };

describe('paymentAmounts', () => {
  it('takes credits first, up to the total', () => {
    expect(paymentAmounts({ ...base, creditBalance: 5_000 })).toMatchObject({ creditsApplied: 5_000, amountDue: 10_600 });
    expect(paymentAmounts({ ...base, creditBalance: 30_000 })).toMatchObject({ creditsApplied: 15_600, amountDue: 0 });
  });

  it('applies no credits when the user says no', () => {
    expect(paymentAmounts({ ...base, creditBalance: 30_000, useCredits: false })).toMatchObject({ creditsApplied: 0, amountDue: 15_600 });
  });

  it('applies the whole prepayment that fits after credits, or the typed part of it', () => {
    const full = paymentAmounts({ ...base, creditBalance: 5_000, prepaymentBalance: 20_000, prepaymentOption: 'fullPayment' });
    expect(full).toEqual({ creditsApplied: 5_000, prepaymentApplied: 10_600, maxPrepayment: 10_600, amountDue: 0 });
    const part = paymentAmounts({ ...base, prepaymentBalance: 20_000, prepaymentOption: 'partialPayment', prepaymentRequested: 4_000 });
    expect(part).toMatchObject({ prepaymentApplied: 4_000, amountDue: 11_600, maxPrepayment: 15_600 });
  });

  it('caps a partial prepayment at the maximum and never goes below zero', () => {
    const capped = paymentAmounts({ ...base, prepaymentBalance: 3_000, prepaymentOption: 'partialPayment', prepaymentRequested: 9_000 });
    expect(capped).toMatchObject({ prepaymentApplied: 3_000, maxPrepayment: 3_000, amountDue: 12_600 });
    expect(paymentAmounts({ ...base, total: -200, creditBalance: 100 })).toMatchObject({ creditsApplied: 0, amountDue: 0 });
  });
});

describe('spendCredits', () => {
  const soon = new Date('2026-12-01T00:00:00Z');
  const later = new Date('2027-06-01T00:00:00Z');
  it('spends the soonest-expiring credit first and never-expiring ones last', () => {
    const credits = [
      { id: 1, balanceUsdCents: 10_000, expiresAt: null },
      { id: 2, balanceUsdCents: 2_000, expiresAt: later },
      { id: 3, balanceUsdCents: 1_000, expiresAt: soon },
    ];
    expect(spendCredits(credits, 4_500)).toEqual([
      { id: 3, usdCents: 1_000 },
      { id: 2, usdCents: 2_000 },
      { id: 1, usdCents: 1_500 },
    ]);
  });

  it('refuses to spend more than the balances hold', () => {
    expect(() => spendCredits([{ id: 1, balanceUsdCents: 100, expiresAt: null }], 101)).toThrow(RangeError);
  });
});

describe('credit conversion and rounding', () => {
  it('converts a USD credit to reais and yuan with exact decimals, rounding half up once', () => {
    expect(convertFromUsd(30_000, '5.4', 2)).toBe(162_000);
    expect(convertFromUsd(1_999, '5.4321', 2)).toBe(10_859);
    expect(convertFromUsd(30_000, '150.25', 0)).toBe(45_075);
  });

  it('converts an amount back to US cents within one cent', () => {
    const brl = convertFromUsd(12_345, '5.4321', 2);
    expect(Math.abs(convertToUsd(brl, '5.4321', 2) - 12_345)).toBeLessThanOrEqual(1);
  });
});
