import { describe, expect, it } from 'vitest';
import {
  minimumPrepayMinor,
  prepayAttempt,
  prepayIdempotencyKey,
  prepayLandingPath,
  submissionResponse,
} from './prepay-rules';

describe('prepay rules', () => {
  it('takes the configured minimum of a currency in minor units, else 100', () => {
    const minimums = { USD: 100, BRL: 500, JPY: 15000 };
    expect(minimumPrepayMinor(minimums, 'USD', 2)).toBe(10_000);
    expect(minimumPrepayMinor(minimums, 'BRL', 2)).toBe(50_000);
    expect(minimumPrepayMinor(minimums, 'JPY', 0)).toBe(15_000);
    expect(minimumPrepayMinor(minimums, 'EUR', 2)).toBe(10_000);
    expect(minimumPrepayMinor({ GBP: 79.5 }, 'GBP', 2)).toBe(7_950);
  });


  it('keys an attempt by receipt code, or by user, amount and UTC day, plus the failures so far', () => {
    const now = new Date('2026-03-05T23:30:00-05:00');
    expect(prepayAttempt({ receiptCode: 'Rabc', userId: 7, currency: 'USD', amount: 100, now })).toBe('prepay:Rabc');
    const fresh = prepayAttempt({ receiptCode: null, userId: 7, currency: 'USD', amount: 20_000, now });
    expect(fresh).toBe('prepay:new:7:USD20000:2026-03-06');
    expect(prepayIdempotencyKey(fresh, 0)).toBe('prepay:new:7:USD20000:2026-03-06:0');
    expect(prepayIdempotencyKey(fresh, 2)).toBe('prepay:new:7:USD20000:2026-03-06:2');
  });

  it('returns hosted payments to the prepay landing pages in the user’s language', () => {
    expect(prepayLandingPath('br', 'success')).toBe('/br/researcher/prepay/complete/success');
    expect(prepayLandingPath('cn', 'error')).toBe('/cn/researcher/prepay/complete/error');
  });

  it('answers a succeeded, a hosted and a boleto payment', () => {
    const payment = { publicId: 'P1', boletoUrl: null };
    expect(submissionResponse({ payment, status: 'succeeded', action: null })).toEqual({
      paymentId: 'P1',
      status: 'succeeded',
      redirectUrl: null,
      redirectForm: null,
      orderExternalId: null,
      boletoUrl: null,
    });
    expect(submissionResponse({ payment, status: 'pending', action: { type: 'redirect', url: 'https://x/pay' } })).toMatchObject({
      status: 'pending',
      redirectUrl: 'https://x/pay',
    });
    const form = { type: 'form' as const, action: 'https://x/post', method: 'POST' as const, fields: { a: '1' } };
    expect(submissionResponse({ payment, status: 'pending', action: form }).redirectForm).toEqual({
      action: 'https://x/post',
      method: 'POST',
      fields: { a: '1' },
    });
    expect(
      submissionResponse({ payment: { publicId: 'P2', boletoUrl: 'https://x/b.pdf' }, status: 'pending', action: null }),
    ).toMatchObject({ status: 'awaiting-payment', boletoUrl: 'https://x/b.pdf' });
  });
});
