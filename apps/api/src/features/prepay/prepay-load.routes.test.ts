import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { prepayLoadResponseSchema } from '@marginalia/contracts/payments/prepay.contract';
import { PAYMENT_METHOD } from '@marginalia/contracts/payments/payment-methods';
import { createInvoice } from '../../platform/billing/invoices';
import { grantCredit } from '../../platform/billing/credits';
import { recordInternalPayment } from '../../platform/billing/recorded-payments';
import { credits } from '../../platform/db/schema/all-tables';
import { browserHeaders, createSignedInUser } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { BRAZIL, setPrepayFlag, US } from './prepay-test-support';

const DAY = 24 * 3600 * 1000;
const t = useTestApp();

const load = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/prepay/load', headers: cookie ? { cookie } : {} });

describe('GET /api/prepay/load', () => {
  it('asks a visitor to sign in', async () => {
    const response = await load();
    expect(response.statusCode).toBe(401);
    expect(response.json().error.error).toBe('login-required');
  });

  it('lists credits that can still be spent, in the user’s currency, and the minimum in minor units', async () => {
    const user = await createSignedInUser(t.database, { countryId: US, currency: 'USD', siteLanguage: 'en', timeZone: 'America/New_York' });
    const db = t.database.db;
    const courtesy = await grantCredit(db, {
      userId: user.id,
      source: 'courtesy',
      usdCents: 30_000,
      expiresAt: new Date(Date.now() + 365 * DAY),
    });
    await grantCredit(db, { userId: user.id, source: 'referral', usdCents: 4_000, expiresAt: new Date(Date.now() - DAY) });
    const spent = await grantCredit(db, { userId: user.id, source: 'referral', usdCents: 4_000 });
    await db.update(credits).set({ balanceUsdCents: 0 }).where(eq(credits.id, spent.id));
    // A prepayment's credit belongs to the prepayments table, not the credits table.
    await grantCredit(db, { userId: user.id, source: 'prepayment', usdCents: 10_000 });

    const body = prepayLoadResponseSchema.parse((await load(user.cookie)).json());
    expect(body.enabled).toBe(true);
    expect(body.currency).toEqual({ isoCode: 'USD', shortName: 'US Dollar', sign: '$', numDecimals: 2 });
    expect(body.minimumAmount).toBe(10_000);
    expect(body.credits).toHaveLength(1);
    expect(body.credits[0]).toMatchObject({
      referenceNumber: courtesy.referenceNumber,
      totalAmount: 30_000,
      balance: 30_000,
      source: 'courtesy',
    });
    expect(body.credits[0]?.formattedExpirationDate).toMatch(/\d{4}/);
    // Prepay excludes Alipay and credits, and bank transfer is disabled.
    expect(body.paymentMethods).toEqual([PAYMENT_METHOD.creditCard, PAYMENT_METHOD.paypal]);
  });

  it('converts US-cent balances to the user’s currency and formats dates in the user’s language', async () => {
    const user = await createSignedInUser(t.database, {
      countryId: BRAZIL,
      currency: 'BRL',
      siteLanguage: 'jp',
      timeZone: 'America/Sao_Paulo',
    });
    await grantCredit(t.database.db, { userId: user.id, source: 'courtesy', usdCents: 1_999, expiresAt: new Date(Date.now() + 30 * DAY) });
    const body = prepayLoadResponseSchema.parse((await load(user.cookie)).json());
    // 19.99 USD at 5.4 BRL per dollar is R$107,946 → R$107,95.
    expect(body.credits[0]).toMatchObject({ totalAmount: 10_795, balance: 10_795 });
    expect(body.credits[0]?.formattedDate).toContain('年');
    expect(body.minimumAmount).toBe(50_000);
    expect(body.paymentMethods).toEqual([
      PAYMENT_METHOD.creditCard,
      PAYMENT_METHOD.boleto,
      PAYMENT_METHOD.allpagoCard,
      PAYMENT_METHOD.allpagoPaypal,
      PAYMENT_METHOD.paypal,
    ]);
  });

  it('lists the user’s prepayments with what is left of each and the payment that paid it', async () => {
    const user = await createSignedInUser(t.database, { countryId: US, currency: 'USD' });
    const other = await createSignedInUser(t.database, { countryId: US, currency: 'USD' });
    const db = t.database.db;
    const retainer = (userId: number, totalAmount: number) =>
      createInvoice(db, {
        userId,
        localization: 'us',
        invoicePrefix: 'US',
        kind: 'retainer',
        currency: 'USD',
        totalAmount,
        exchangeRate: '1',
        description: 'Prepayment',
      });
    const paid = await retainer(user.id, 20_000);
    const payment = await recordInternalPayment(db, {
      userId: user.id,
      purpose: 'prepay',
      subject: {},
      methodId: 3,
      currency: 'USD',
      amount: 20_000,
      idempotencyKey: `test:${paid.receiptCode}`,
      invoiceId: paid.id,
    });
    await db.update(credits).set({ balanceUsdCents: 5_000 }).where(eq(credits.invoiceId, paid.id));
    const unpaid = await retainer(user.id, 15_000);
    await retainer(other.id, 30_000);

    const body = prepayLoadResponseSchema.parse((await load(user.cookie)).json());
    expect(body.credits).toEqual([]);
    expect(body.prepayments.map((p) => p.retainerInvoiceNumber).sort()).toEqual([paid.invoiceNumber, unpaid.invoiceNumber].sort());
    const first = body.prepayments.find((p) => p.retainerInvoiceNumber === paid.invoiceNumber);
    expect(first).toMatchObject({
      totalAmount: 20_000,
      balance: 0,
      availablePrepaymentAmount: 5_000,
      payment: { id: payment?.publicId, amount: 20_000 },
      boletoUrl: null,
    });
    // US retainer invoices: the us localization does not process fapiao after payment.
    expect(first?.fapiaoRequestable).toBe(false);
    expect(body.prepayments.find((p) => p.retainerInvoiceNumber === unpaid.invoiceNumber)).toMatchObject({
      balance: 15_000,
      availablePrepaymentAmount: 0,
      payment: null,
    });
  });

  it('gives a user without a currency the US-dollar minimum and no currency', async () => {
    const user = await createSignedInUser(t.database, { countryId: null, currency: null });
    const body = prepayLoadResponseSchema.parse((await load(user.cookie)).json());
    expect(body).toMatchObject({ enabled: true, currency: null, minimumAmount: 10_000 });
  });

  it('is disabled for users whose invoices are hidden, with empty tables', async () => {
    const user = await createSignedInUser(t.database, { countryId: US, currency: 'USD', hideInvoices: true });
    await grantCredit(t.database.db, { userId: user.id, source: 'courtesy', usdCents: 5_000 });
    const body = prepayLoadResponseSchema.parse((await load(user.cookie)).json());
    expect(body).toMatchObject({ enabled: false, credits: [], prepayments: [], paymentMethods: [] });
  });

  it('says prepay is disabled while the flag prepay_enabled is off, and refuses payments', async () => {
    const user = await createSignedInUser(t.database, { countryId: US, currency: 'USD' });
    await setPrepayFlag(t.database, false);
    try {
      const body = prepayLoadResponseSchema.parse((await load(user.cookie)).json());
      expect(body.enabled).toBe(false);
      const pay = await t.app.inject({
        method: 'POST',
        url: '/api/prepay/payment',
        headers: user.headers,
        payload: { paymentMethodId: 3, total: 20_000 },
      });
      expect(pay.statusCode).toBe(403);
      expect(pay.json().error.error).toBe('prepay-disabled');
    } finally {
      await setPrepayFlag(t.database, true);
    }
  });

  it('refuses a visitor’s payment with 401', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/prepay/payment',
      headers: browserHeaders(),
      payload: { paymentMethodId: 3, total: 20_000 },
    });
    expect(response.statusCode).toBe(401);
  });
});
