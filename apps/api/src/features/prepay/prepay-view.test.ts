import { describe, expect, it } from 'vitest';
import { availableInInvoiceCurrency, creditView, prepaymentView, type ViewCurrency } from './prepay-view';

const BRL: ViewCurrency = { isoCode: 'BRL', shortName: 'Brazilian Real', sign: 'R$', numDecimals: 2, perUsd: '5.400000' };
const JPY: ViewCurrency = { isoCode: 'JPY', shortName: 'Japanese Yen', sign: '¥', numDecimals: 0, perUsd: '150.000000' };
const display = { language: 'en' as const, timeZone: 'UTC' };

describe('prepay view', () => {
  it('shows a credit held in US cents in the user’s currency at today’s rate', () => {
    const credit = {
      referenceNumber: 'CR1',
      source: 'courtesy' as const,
      totalUsdCents: 30_000,
      balanceUsdCents: 1_999,
      createdAt: new Date('2026-01-02T12:00:00Z'),
      expiresAt: null,
    };
    expect(creditView(credit, BRL, display)).toEqual({
      referenceNumber: 'CR1',
      formattedDate: 'Jan 2, 2026',
      totalAmount: 162_000,
      balance: 10_795,
      formattedExpirationDate: null,
      source: 'courtesy',
    });
    expect(creditView(credit, JPY, display)).toMatchObject({ totalAmount: 45_000, balance: 2_999 });
  });

  it('shows what is left of a prepayment as the unspent share of what was paid', () => {
    expect(availableInInvoiceCurrency(54_000, 10_000, 10_000)).toBe(54_000);
    expect(availableInInvoiceCurrency(54_000, 10_000, 5_000)).toBe(27_000);
    expect(availableInInvoiceCurrency(10_000, 3, 1)).toBe(3_333);
    expect(availableInInvoiceCurrency(10_000, 3, 2)).toBe(6_667);
    expect(availableInInvoiceCurrency(54_000, 10_000, 0)).toBe(0);
  });

  it('links a pending boleto only while the prepayment is unpaid, and the payment that paid it', () => {
    const invoice = {
      invoiceNumber: 'RET000001US',
      receiptCode: 'R1',
      createdAt: new Date('2026-01-02T00:00:00Z'),
      totalAmount: 54_000,
      balance: 54_000,
    };
    const pending = { publicId: 'P1', status: 'pending', amount: 54_000, boletoUrl: 'https://x/b.pdf' };
    const unpaid = prepaymentView(
      { invoice, currency: BRL, credit: null, payments: [pending], fapiao: null, fapiaoRequestable: false },
      display,
    );
    expect(unpaid).toMatchObject({
      boletoUrl: 'https://x/b.pdf',
      payment: null,
      availablePrepaymentAmount: 0,
      currency: { isoCode: 'BRL' },
    });
    expect(unpaid.currency).not.toHaveProperty('perUsd');
    const paid = prepaymentView(
      {
        invoice: { ...invoice, balance: 0 },
        currency: BRL,
        credit: { totalUsdCents: 10_000, balanceUsdCents: 10_000 },
        payments: [{ ...pending, status: 'succeeded' }],
        fapiao: null,
        fapiaoRequestable: true,
      },
      display,
    );
    expect(paid).toMatchObject({
      boletoUrl: null,
      payment: { id: 'P1', amount: 54_000 },
      availablePrepaymentAmount: 54_000,
      fapiaoRequestable: true,
    });
  });
});
