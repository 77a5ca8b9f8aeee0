import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { payoffLoadResponseSchema } from '@marginalia/contracts/payments/invoices.contract';
import { paymentSubmissionResponseSchema } from '@marginalia/contracts/payments/payment-form.contract';
import { grantCredit } from '../../platform/billing/credits';
import { orders, paymentAllocations, payments } from '../../platform/db/schema/all-tables';
import { browserHeaders, createSignedInUser, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { invoiceRow, sandboxNonce, seedInvoice, TEST_BILLING_ADDRESS, type SeededInvoice } from './invoices-test-support';

/** Paying invoices off (the pay/{invoiceNumbers} page, its methods, POST /api/payoff/payment). */
let t: TestApp;
let owner: TestUser;
let other: TestUser;

const APPROVE = '4111 1111 1111 1111';
const DECLINE = '4000 0000 0000 0002';
const CONFIRM = '4000 0000 0000 3220';

beforeAll(async () => {
  t = await createTestApp();
  owner = await createSignedInUser(t.database, { currency: 'USD', countryId: 237 });
  other = await createSignedInUser(t.database, { currency: 'USD', countryId: 237 });
});
afterAll(async () => {
  await t.close();
});

const invoice = (options: Parameters<typeof seedInvoice>[2] = {}, user: TestUser = owner) => seedInvoice(t.database.db, user.id, options);

async function cardPayoff(user: TestUser, invoices: readonly SeededInvoice[], number = APPROVE, extra: Record<string, unknown> = {}) {
  const card = await sandboxNonce(t.app, user.headers, number);
  return t.app.inject({
    method: 'POST',
    url: '/api/payoff/payment',
    headers: user.headers,
    payload: {
      paymentMethodId: 3,
      acceptedTermsAndConditions: true,
      billingAddress: TEST_BILLING_ADDRESS,
      creditCard: { ...card, currency: 'USD' },
      payoffReceiptCodes: invoices.map((each) => each.invoice.receiptCode),
      ...extra,
    },
  });
}

async function sales(): Promise<number> {
  const [row] = await t.database.query<{ n: number }>(`select count(*)::int as n from sandbox_transactions where kind = 'sale'`);
  return row?.n ?? 0;
}

describe('GET /api/payoff/load', () => {
  it('gives the total, receipt codes and methods of the selected invoices', async () => {
    const a = await invoice({ total: 12_000 });
    const b = await invoice({ total: 8_050 });
    const response = await t.app.inject({ method: 'GET', url: `/api/payoff/load?invoiceNumbers=${a.invoice.invoiceNumber},${encodeURIComponent(b.invoice.invoiceNumber)}`, headers: owner.headers });
    expect(response.statusCode).toBe(200);
    const body = payoffLoadResponseSchema.parse(response.json());
    expect(body).toMatchObject({ total: 20_050, currency: { isoCode: 'USD' }, paymentMethods: [3, 6], creditBalance: 0 });
    expect(body.payoffReceiptCodes).toEqual([a.invoice.receiptCode, b.invoice.receiptCode]);
    expect(body.invoices.map((each) => each.invoiceNumber)).toEqual([a.invoice.invoiceNumber, b.invoice.invoiceNumber]);
  });

  it('offers credits when they cover the balance', async () => {
    const user = await createSignedInUser(t.database, { currency: 'USD', countryId: 237 });
    const a = await invoice({ total: 9_000 }, user);
    await grantCredit(t.database.db, { userId: user.id, source: 'courtesy', usdCents: 9_000, expiresAt: new Date(Date.now() + 86_400_000) });
    const response = await t.app.inject({ method: 'GET', url: `/api/payoff/load?invoiceNumbers=${a.invoice.invoiceNumber}`, headers: user.headers });
    expect(payoffLoadResponseSchema.parse(response.json())).toMatchObject({ paymentMethods: [1, 3, 6], creditBalance: 9_000 });
  });

  it('refuses invoices that are not the user’s, not payable, or in two currencies', async () => {
    const mine = await invoice();
    const theirs = await invoice({}, other);
    const reais = await invoice({ currency: 'BRL' });
    const writtenOff = await invoice({ pendingWriteoff: true });
    const get = (numbers: string, user: TestUser | null = owner) =>
      t.app.inject({ method: 'GET', url: `/api/payoff/load?invoiceNumbers=${numbers}`, headers: user ? user.headers : browserHeaders() });
    const foreign = await get(`${mine.invoice.invoiceNumber},${theirs.invoice.invoiceNumber}`);
    expect([foreign.statusCode, foreign.json().error.error]).toEqual([404, 'invoice-not-found']);
    const mixed = await get(`${mine.invoice.invoiceNumber},${reais.invoice.invoiceNumber}`);
    expect([mixed.statusCode, mixed.json().error.error]).toEqual([422, 'invoices-different-currencies']);
    const finalizing = await get(writtenOff.invoice.invoiceNumber);
    expect([finalizing.statusCode, finalizing.json().error.error]).toEqual([409, 'invoice-not-payable']);
    expect((await get(mine.invoice.invoiceNumber, null)).statusCode).toBe(401);
  });
});

describe('POST /api/payoff/payment', () => {
  it('pays two invoices by card with one payment split over both', async () => {
    const a = await invoice({ total: 12_000 });
    const b = await invoice({ total: 8_050 });
    const response = await cardPayoff(owner, [a, b]);
    expect(response.statusCode).toBe(200);
    const body = paymentSubmissionResponseSchema.parse(response.json());
    expect(body).toMatchObject({ status: 'succeeded', redirectUrl: '/en/researcher/invoices/unpaid/success', redirectForm: null });
    for (const each of [a, b]) {
      const row = await invoiceRow(t.database.db, each.invoice.id);
      expect(row.balance).toBe(0);
      expect(row.paidAt).not.toBeNull();
    }
    const paidOrders = await t.database.db.select({ paid: orders.paid }).from(orders).where(inArray(orders.id, [a.orderId ?? 0, b.orderId ?? 0]));
    expect(paidOrders.map((order) => order.paid)).toEqual([true, true]);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.publicId, body.paymentId ?? ''));
    expect(payment).toMatchObject({ status: 'succeeded', purpose: 'payoff', methodId: 3, amount: 20_050, currency: 'USD', cardLastFour: '1111' });
    const allocations = await t.database.db.select().from(paymentAllocations).where(eq(paymentAllocations.paymentId, payment?.id ?? 0));
    expect(allocations.map((allocation) => [allocation.invoiceId, allocation.amount]).sort()).toEqual([
      [a.invoice.id, 12_000],
      [b.invoice.id, 8_050],
    ].sort());
  });

  it('charges once when the same payoff is submitted twice', async () => {
    const a = await invoice({ total: 4_400 });
    const before = await sales();
    const card = await sandboxNonce(t.app, owner.headers, APPROVE);
    const payload = { paymentMethodId: 3, acceptedTermsAndConditions: true, billingAddress: TEST_BILLING_ADDRESS, creditCard: { ...card, currency: 'USD' }, payoffReceiptCodes: [a.invoice.receiptCode] };
    const first = await t.app.inject({ method: 'POST', url: '/api/payoff/payment', headers: owner.headers, payload });
    const second = await t.app.inject({ method: 'POST', url: '/api/payoff/payment', headers: owner.headers, payload });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().paymentId).toBe(first.json().paymentId);
    expect(await sales()).toBe(before + 1);
    const rows = await t.database.db.select().from(paymentAllocations).where(eq(paymentAllocations.invoiceId, a.invoice.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses to pay an invoice already paid, and leaves the others payable', async () => {
    const paid = await invoice({ total: 3_000 });
    expect((await cardPayoff(owner, [paid])).statusCode).toBe(200);
    const open = await invoice({ total: 5_000 });
    const again = await cardPayoff(owner, [paid, open]);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ error: 'invoice-already-paid', params: { invoiceNumber: paid.invoice.invoiceNumber } });
    expect(await t.database.db.select().from(paymentAllocations).where(eq(paymentAllocations.invoiceId, open.invoice.id))).toEqual([]);
    expect((await cardPayoff(owner, [open])).statusCode).toBe(200);
  });

  it('leaves the invoice payable after a declined card, and a new attempt pays it', async () => {
    const a = await invoice({ total: 6_000 });
    const declined = await cardPayoff(owner, [a], DECLINE);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.error).toBe('payment-declined');
    expect((await invoiceRow(t.database.db, a.invoice.id)).balance).toBe(6_000);
    expect(await t.database.db.select().from(paymentAllocations).where(eq(paymentAllocations.invoiceId, a.invoice.id))).toEqual([]);
    const retried = await cardPayoff(owner, [a]);
    expect(retried.statusCode).toBe(200);
    expect((await invoiceRow(t.database.db, a.invoice.id)).balance).toBe(0);
  });

  it('reserves invoices while a card confirmation is pending, and settles them on approval', async () => {
    const a = await invoice({ total: 7_700 });
    const response = await cardPayoff(owner, [a], CONFIRM);
    const body = paymentSubmissionResponseSchema.parse(response.json());
    expect(body.status).toBe('pending');
    expect(body.redirectUrl).toMatch(/\/api\/payment\/sandbox\/pay\//);
    const inProgress = await t.app.inject({ method: 'GET', url: `/api/payoff/load?invoiceNumbers=${a.invoice.invoiceNumber}`, headers: owner.headers });
    expect([inProgress.statusCode, inProgress.json().error.error]).toEqual([409, 'payment-in-progress']);
    const b = await invoice({ total: 100 });
    const competing = await cardPayoff(owner, [a, b]);
    expect([competing.statusCode, competing.json().error.error]).toEqual([409, 'payment-in-progress']);

    const approve = await t.app.inject({ method: 'POST', url: `${new URL(body.redirectUrl ?? '').pathname}/approve`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(approve.statusCode).toBe(303);
    expect(approve.headers.location).toMatch(/\/en\/researcher\/invoices\/unpaid\/success$/);
    expect((await invoiceRow(t.database.db, a.invoice.id)).balance).toBe(0);
  });

  it('releases the invoices when the confirmation is refused', async () => {
    const a = await invoice({ total: 2_500 });
    const body = paymentSubmissionResponseSchema.parse((await cardPayoff(owner, [a], CONFIRM)).json());
    const refuse = await t.app.inject({ method: 'POST', url: `${new URL(body.redirectUrl ?? '').pathname}/refuse`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(refuse.headers.location).toMatch(/\/en\/researcher\/invoices\/unpaid\/error$/);
    expect(await t.database.db.select().from(paymentAllocations).where(eq(paymentAllocations.invoiceId, a.invoice.id))).toEqual([]);
    expect((await cardPayoff(owner, [a])).statusCode).toBe(200);
  });
});
