import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { grantCredit } from '../../platform/billing/credits';
import { paymentAllocations, payments } from '../../platform/db/schema/all-tables';
import { createSignedInUser, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { invoiceRow, sandboxNonce, seedInvoice, TEST_BILLING_ADDRESS, type SeededInvoice } from './invoices-test-support';

/**
 * Payoffs racing each other on a real PostgreSQL server (requests run on separate pooled connections, in
 * parallel): the invoice lock and the reservation let exactly one payment take an invoice.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('concurrent payoffs on PostgreSQL', () => {
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createSignedInUser(t.database, { currency: 'USD', countryId: 237 });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function cardPayload(invoices: readonly SeededInvoice[]) {
    const card = await sandboxNonce(t.app, owner.headers, '4111 1111 1111 1111');
    return { paymentMethodId: 3, acceptedTermsAndConditions: true, billingAddress: TEST_BILLING_ADDRESS, creditCard: { ...card, currency: 'USD' }, payoffReceiptCodes: invoices.map((each) => each.invoice.receiptCode) };
  }

  const post = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/payoff/payment', headers: owner.headers, payload });

  async function succeededAllocations(invoiceId: number) {
    return t.database.db
      .select({ amount: paymentAllocations.amount })
      .from(paymentAllocations)
      .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
      .where(and(eq(paymentAllocations.invoiceId, invoiceId), eq(payments.status, 'succeeded')));
  }

  it('lets exactly one of two payoffs of the same invoice at the same moment succeed', async () => {
    for (let round = 0; round < 5; round += 1) {
      const shared = await seedInvoice(t.database.db, owner.id, { total: 10_000 });
      const extra = await seedInvoice(t.database.db, owner.id, { total: 2_000 });
      const [alone, together] = await Promise.all([cardPayload([shared]), cardPayload([shared, extra])]);
      const responses = await Promise.all([post(alone), post(together)]);
      const codes = responses.map((response) => response.statusCode).sort();
      expect(codes, responses.map((response) => response.body).join('\n')).toEqual([200, 409]);
      const refused = responses.find((response) => response.statusCode === 409);
      expect(['payment-in-progress', 'invoice-already-paid']).toContain(refused?.json().error.error);
      expect((await invoiceRow(t.database.db, shared.invoice.id)).balance).toBe(0);
      expect(await succeededAllocations(shared.invoice.id)).toEqual([{ amount: 10_000 }]);
    }
  });

  it('charges once when the same payoff arrives twice at the same moment', async () => {
    const invoice = await seedInvoice(t.database.db, owner.id, { total: 7_500 });
    const payload = await cardPayload([invoice]);
    const [sales] = await t.database.query<{ n: number }>(`select count(*)::int as n from sandbox_transactions where kind = 'sale'`);
    const responses = await Promise.all([post(payload), post(payload)]);
    for (const response of responses) expect([200, 409], response.body).toContain(response.statusCode);
    expect(responses.some((response) => response.statusCode === 200)).toBe(true);
    const [after] = await t.database.query<{ n: number }>(`select count(*)::int as n from sandbox_transactions where kind = 'sale'`);
    expect((after?.n ?? 0) - (sales?.n ?? 0)).toBe(1);
    expect(await succeededAllocations(invoice.invoice.id)).toEqual([{ amount: 7_500 }]);
  });

  it('never overpays an invoice paid by credits and by card at once', async () => {
    await grantCredit(t.database.db, { userId: owner.id, source: 'courtesy', usdCents: 100_000 });
    for (let round = 0; round < 3; round += 1) {
      const invoice = await seedInvoice(t.database.db, owner.id, { total: 5_000 });
      const card = await cardPayload([invoice]);
      const credits = { paymentMethodId: 1, acceptedTermsAndConditions: true, payoffReceiptCodes: [invoice.invoice.receiptCode] };
      const responses = await Promise.all([post(card), post(credits), post(credits)]);
      expect(responses.filter((response) => response.statusCode === 200).length, responses.map((r) => r.body).join('\n')).toBeGreaterThanOrEqual(1);
      expect((await invoiceRow(t.database.db, invoice.invoice.id)).balance).toBe(0);
      expect(await succeededAllocations(invoice.invoice.id)).toEqual([{ amount: 5_000 }]);
    }
  });
});
