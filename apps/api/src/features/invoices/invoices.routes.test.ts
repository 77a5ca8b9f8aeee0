import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceLoadResponseSchema, type InvoiceLoadResponse } from '@marginalia/contracts/payments/invoices.contract';
import { recordInternalPayment } from '../../platform/billing/recorded-payments';
import { browserHeaders, createSignedInUser, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { seedInvoice, type SeededInvoice } from './invoices-test-support';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
const seeded: SeededInvoice[] = [];
/** 2025-03-01 … 2025-03-12 at noon UTC, then two invoices near midnight to test days in the user's zone. */
const lateEvening = new Date('2025-03-20T02:30:00Z'); // 23:30 on 19 March in São Paulo
const nextEvening = new Date('2025-03-20T23:59:59Z'); // 20:59 on 20 March in São Paulo

beforeAll(async () => {
  t = await createTestApp();
  owner = await createSignedInUser(t.database, { currency: 'USD', timeZone: 'America/Sao_Paulo', siteLanguage: 'br', countryId: 237 });
  other = await createSignedInUser(t.database, { currency: 'USD' });
  for (let day = 0; day < 12; day += 1) {
    seeded.push(await seedInvoice(t.database.db, owner.id, { createdAt: new Date(Date.UTC(2025, 2, 1 + day, 12)), total: 10_000 + day, orderStatus: day === 0 ? 'completed' : 'in_progress' }));
  }
  seeded.push(await seedInvoice(t.database.db, owner.id, { createdAt: lateEvening }));
  seeded.push(await seedInvoice(t.database.db, owner.id, { createdAt: nextEvening, pendingWriteoff: true }));
  // Two paid invoices (one from a prepayment) and a third half paid.
  await t.database.db.transaction(async (tx) => {
    for (const [index, amount] of [
      [0, 10_000],
      [1, 10_001],
      [2, 4_000],
    ] as const) {
      const { invoice } = seeded[index] as SeededInvoice;
      await recordInternalPayment(tx, {
        userId: owner.id,
        purpose: 'payoff',
        subject: { invoiceIds: [invoice.id] },
        methodId: 1,
        currency: 'USD',
        amount,
        idempotencyKey: `seed-${invoice.id}`,
        invoiceId: invoice.id,
        reference: index === 0 ? 'RET000007US' : null,
      });
    }
  });
});
afterAll(async () => {
  await t.close();
});

async function load(user: TestUser | null, query = ''): Promise<InvoiceLoadResponse> {
  const response = await t.app.inject({ method: 'GET', url: `/api/invoice/load${query}`, headers: user ? user.headers : browserHeaders() });
  if (response.statusCode !== 200) throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
  return invoiceLoadResponseSchema.parse(response.json());
}

const numbers = (response: InvoiceLoadResponse) => response.invoices.map((invoice) => invoice.invoiceNumber);
const numberOf = (index: number) => (seeded[index] as SeededInvoice).invoice.invoiceNumber;

describe('the invoice list', () => {
  it('lists every invoice newest first in zero-based pages of 10', async () => {
    const first = await load(owner);
    expect(first.invoices).toHaveLength(10);
    expect(numbers(first)[0]).toBe(numberOf(13));
    expect(numbers(first)[9]).toBe(numberOf(4));
    expect(first.pagination).toEqual({ current: 0, previous: null, next: 1, total: 14, pageSize: 10 });
    const second = await load(owner, '?page=1');
    expect(numbers(second)).toEqual([numberOf(3), numberOf(2), numberOf(1), numberOf(0)]);
    expect(second.pagination).toEqual({ current: 1, previous: 0, next: null, total: 14, pageSize: 10 });
    expect((await load(owner, '?page=5')).invoices).toEqual([]);
  });

  it('shows only payable invoices when asked for unpaid ones, and every unpaid one in the banner', async () => {
    const unpaid = await load(owner, '?status=unpaid');
    // 14 invoices: two paid in full, one pending write-off; the half-paid one is still unpaid.
    expect(unpaid.pagination.total).toBe(11);
    expect(numbers(unpaid)).not.toContain(numberOf(0));
    expect(numbers(unpaid)).not.toContain(numberOf(13));
    const filtered = await load(owner, `?orderNumber=${(seeded[5] as SeededInvoice).orderExternalId}`);
    expect(filtered.unpaidInvoices).toHaveLength(11);
    expect(filtered.unpaidInvoices.find((invoice) => invoice.invoiceNumber === numberOf(2))).toMatchObject({ balance: 6_002, currency: { isoCode: 'USD' } });
  });

  it('filters by dates in month/day/year, inclusive by day in the user’s time zone', async () => {
    expect(numbers(await load(owner, '?from=03/03/2025&to=03/05/2025'))).toEqual([numberOf(4), numberOf(3), numberOf(2)]);
    expect(numbers(await load(owner, '?from=3/12/2025&to=3/12/2025'))).toEqual([numberOf(11)]);
    // 02:30 UTC on the 20th is still the 19th in São Paulo.
    expect(numbers(await load(owner, '?from=03/19/2025&to=03/19/2025'))).toEqual([numberOf(12)]);
    expect(numbers(await load(owner, '?from=03/20/2025'))).toEqual([numberOf(13)]);
    expect((await load(owner, '?to=03/02/2025')).pagination.total).toBe(2);
  });

  it('matches the order number exactly', async () => {
    const externalId = (seeded[6] as SeededInvoice).orderExternalId ?? '';
    expect(numbers(await load(owner, `?orderNumber=${externalId}`))).toEqual([numberOf(6)]);
    expect(numbers(await load(owner, `?orderNumber=${externalId.slice(0, -1)}`))).toEqual([]);
    expect(numbers(await load(owner, `?orderNumber=${externalId.toLowerCase()}`))).toEqual([]);
  });

  it('refuses malformed and impossible dates with date-invalid on the field', async () => {
    const malformed = await t.app.inject({ method: 'GET', url: '/api/invoice/load?from=2025-03-01', headers: owner.headers });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields.from.error).toBe('date-invalid');
    const impossible = await t.app.inject({ method: 'GET', url: '/api/invoice/load?to=02/30/2025', headers: owner.headers });
    expect(impossible.statusCode).toBe(422);
    expect(impossible.json().error).toMatchObject({ error: 'date-invalid', fields: { to: { error: 'date-invalid' } } });
    const reversed = await t.app.inject({ method: 'GET', url: '/api/invoice/load?from=03/05/2025&to=03/01/2025', headers: owner.headers });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().error.error).toBe('date-invalid');
  });

  it('describes each invoice: payments, date in the user’s language, statement of delivery', async () => {
    const page = await load(owner, '?page=1');
    const paid = page.invoices.find((invoice) => invoice.invoiceNumber === numberOf(0));
    expect(paid).toMatchObject({
      balance: 0,
      totalAmount: 10_000,
      formattedDate: '1 de mar. de 2025',
      statementOfDelivery: { status: 'available' },
      orderExternalId: (seeded[0] as SeededInvoice).orderExternalId,
      customFields: { Submission: 'Coral reef resilience under heat stress' },
      fapiaoRequestable: false,
      fapiao: null,
    });
    expect(paid?.payments).toEqual([expect.objectContaining({ amount: 10_000, retainerinvoice_id: 'RET000007US', methodId: 1 })]);
    expect(paid?.payments[0]?.id).toMatch(/^P/);
    const halfPaid = page.invoices.find((invoice) => invoice.invoiceNumber === numberOf(2));
    expect(halfPaid).toMatchObject({ balance: 6_002, statementOfDelivery: { status: 'pending' } });
    expect(halfPaid?.payments[0]?.retainerinvoice_id).toBeNull();
    const writeOff = (await load(owner)).invoices[0];
    expect(writeOff).toMatchObject({ pendingWriteoff: true });
  });

  it('gives the payoff methods and the user’s localization', async () => {
    const response = await load(owner);
    expect(response.paymentMethods).toEqual([3, 6]);
    expect(response.currentLocalization).toEqual({ identity: 'us', allowsFapiaoProcessingAfterPayment: false });
  });

  it('shows nobody else’s invoices, and none to users whose invoices are hidden', async () => {
    const someone = await load(other);
    expect(someone.invoices).toEqual([]);
    expect(someone.pagination.total).toBe(0);
    const hidden = await createSignedInUser(t.database, { hideInvoices: true });
    await seedInvoice(t.database.db, hidden.id);
    const response = await load(hidden);
    expect(response.invoices).toEqual([]);
    expect(response.unpaidInvoices).toEqual([]);
  });

  it('asks a visitor to sign in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/invoice/load', headers: browserHeaders() });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.error).toBe('login-required');
  });
});
