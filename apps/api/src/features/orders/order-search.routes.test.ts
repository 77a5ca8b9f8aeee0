import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSearchResponseSchema, dashboardSummarySchema } from '@marginalia/contracts/orders/order-search.contract';
import { orderForms, orders, payments } from '../../platform/db/schema/all-tables';
import { createSignedInUser, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { createInvoice } from '../../platform/billing/invoices';
import { seedDeliveredOrder, type DeliveredOrder } from './delivered-order-test-support';

/** GET /api/order/search and GET /api/researcher/dashboard. */
let t: TestApp;
let owner: TestUser;
let other: TestUser;
let staff: TestUser;
const seeded: DeliveredOrder[] = [];
let completedUnpaid: DeliveredOrder;

// Sao Paulo (UTC-3): an order made at 01:30 UTC on 3 March is on 2 March for the owner.
const day = (iso: string) => new Date(iso);

/** An unpaid order invoice of `total` US cents (for the card's invoice link and the unpaid-invoices banner). */
const invoiceFor = (userId: number, orderId: number | null, total: number) =>
  t.database.db.transaction((tx) =>
    createInvoice(tx, { userId, localization: 'us', invoicePrefix: 'US', kind: orderId === null ? 'retainer' : 'order', orderId, currency: 'USD', totalAmount: total, exchangeRate: '1', description: 'Test', purchaseOrder: null, billingAddress: null, invoiceAddress: null }),
  );

beforeAll(async () => {
  t = await createTestApp();
  owner = await createSignedInUser(t.database, { currency: 'USD', timeZone: 'America/Sao_Paulo' });
  other = await createSignedInUser(t.database, { currency: 'USD' });
  staff = await createSignedInUser(t.database, { role: 'staff' });
  // Twelve orders, one a day from 1 to 12 February 2026 at noon UTC; the last one is completed with a certificate.
  for (let index = 0; index < 12; index += 1) {
    const order = await seedDeliveredOrder(t.app, owner.id, {
      staffId: staff.id,
      status: index === 11 ? 'completed' : 'in_progress',
      title: index === 4 ? 'Seagrass 50%_discount study' : `Coral reef study number ${index + 1}`,
      deliverables: index === 11 ? [{ name: 'edited.docx', content: 'edited' }] : [],
      certificate: index === 11 ? { title: 'Coral reefs', authors: 'Ada Tester, Grace Hopper' } : null,
    });
    await t.database.db.update(orders).set({ createdAt: day(`2026-02-${String(index + 1).padStart(2, '0')}T12:00:00Z`) }).where(eq(orders.id, order.orderId));
    seeded.push(order);
  }
  completedUnpaid = await seedDeliveredOrder(t.app, owner.id, { staffId: staff.id, paid: false, title: 'Unpaid kelp forests', certificate: {} });
  await t.database.db.update(orders).set({ createdAt: day('2026-03-03T01:30:00Z') }).where(eq(orders.id, completedUnpaid.orderId));
  const [form] = await t.database.db.select({ id: orderForms.id }).from(orderForms).innerJoin(orders, eq(orders.orderFormId, orderForms.id)).where(eq(orders.id, completedUnpaid.orderId));
  await t.database.db.insert(payments).values({
    publicId: 'p_search_boleto',
    idempotencyKey: 'search-boleto',
    userId: owner.id,
    methodId: 12,
    amount: 30_000,
    currency: 'USD',
    status: 'pending',
    purpose: 'order-form',
    subject: { orderFormId: form?.id },
    boletoUrl: 'https://boleto.example.test/b/1',
  });
  await invoiceFor(owner.id, completedUnpaid.orderId, 30_000);
  await seedDeliveredOrder(t.app, other.id, { staffId: staff.id, title: 'Coral reef study of someone else' });
});
afterAll(async () => {
  await t.close();
});

const search = async (query: string, user?: TestUser) => t.app.inject({ method: 'GET', url: `/api/order/search${query}`, headers: user ? { cookie: user.cookie } : {} });
const ok = async (query: string, user: TestUser = owner) => {
  const response = await search(query, user);
  expect(response.statusCode).toBe(200);
  return orderSearchResponseSchema.parse(response.json());
};

describe('GET /api/order/search', () => {
  it('lists the owner\'s orders newest first, ten a page, as cards', async () => {
    const first = await ok('');
    expect(first.orders.map((order) => order.externalId)).toEqual([completedUnpaid, ...seeded.slice(3).reverse()].map((order) => order.externalId));
    expect(first.pagination).toEqual({ current: 1, previous: null, next: 2, total: 13, pages: 2, pageSize: 10 });
    const second = await ok('?page=2');
    expect(second.orders.map((order) => order.externalId)).toEqual(seeded.slice(0, 3).reverse().map((order) => order.externalId));
    expect(second.pagination).toMatchObject({ current: 2, previous: 1, next: null });
    const beyond = await ok('?page=9');
    expect(beyond.orders).toEqual([]);
    expect(beyond.pagination).toMatchObject({ current: 9, previous: 2, next: null, total: 13 });
  });

  it('gives each card the details page\'s rules: status, services, certificate when ready, boleto, invoice', async () => {
    const { orders: cards } = await ok('?page=1');
    const completed = cards.find((card) => card.externalId === seeded[11]?.externalId);
    // Standard editing is re-edited with itself (reeditServiceMap), for a fee: no free touch-up.
    expect(completed).toMatchObject({ status: 'completed', completed: true, paid: true, downloadAvailable: true, certificateReady: true, touchUpAvailable: false, reeditAvailable: true, containsActiveService: true });
    expect(completed?.certificate).toMatchObject({ title: 'Coral reefs', authors: 'Ada Tester, Grace Hopper', externalId: seeded[11]?.externalId });
    expect(completed?.services.map((service) => service.id)).toEqual(expect.arrayContaining(['standard-editing', 'formatting']));
    const unpaid = cards[0];
    expect(unpaid).toMatchObject({ externalId: completedUnpaid.externalId, completed: true, paid: false, downloadAvailable: false, certificateReady: false, certificate: null });
    expect(unpaid?.pendingPayments).toEqual([{ boletoUrl: 'https://boleto.example.test/b/1' }]);
    expect(unpaid?.invoiceNumber).toMatch(/^US/);
    expect(unpaid?.receiptCode).toEqual(expect.any(String));
    expect(completed?.invoiceNumber).toBeNull();
    const inProgress = cards.find((card) => card.externalId === seeded[10]?.externalId);
    expect(inProgress).toMatchObject({ status: 'in_progress', inProgress: true, downloadAvailable: false, pendingPayments: [] });
  });

  it('finds an order by its exact number in any case, and only the owner\'s', async () => {
    const target = seeded[2]!;
    expect((await ok(`?xid=${target.externalId.toLowerCase()}`)).orders.map((order) => order.externalId)).toEqual([target.externalId]);
    expect((await ok(`?xid=${target.externalId.slice(0, 4)}`)).orders).toEqual([]);
    expect((await ok(`?xid=${target.externalId}`, other)).orders).toEqual([]);
  });

  it('filters by a part of the title in any case, with % and _ taken literally', async () => {
    const reef = await ok('?orderTitle=REEF%20study');
    expect(reef.pagination.total).toBe(11);
    expect((await ok('?orderTitle=50%25_')).orders.map((order) => order.externalId)).toEqual([seeded[4]?.externalId]);
    expect((await ok('?orderTitle=%25')).orders.map((order) => order.externalId)).toEqual([seeded[4]?.externalId]);
    expect((await ok('?orderTitle=someone%20else')).orders).toEqual([]);
  });

  it('filters by whole days in the user\'s time zone, both ends included', async () => {
    const range = await ok('?from=2026-02-03&to=2026-02-05');
    expect(range.orders.map((order) => order.externalId)).toEqual(seeded.slice(2, 5).reverse().map((order) => order.externalId));
    // 01:30 UTC on 3 March is still 2 March in Sao Paulo.
    expect((await ok('?from=2026-03-02&to=2026-03-02')).orders.map((order) => order.externalId)).toEqual([completedUnpaid.externalId]);
    expect((await ok('?from=2026-03-03')).orders).toEqual([]);
    expect((await ok('?to=2026-02-01')).orders.map((order) => order.externalId)).toEqual([seeded[0]?.externalId]);
  });

  it('refuses malformed or impossible dates, and From after To, with 400 date-invalid', async () => {
    for (const [query, field] of [
      ['?from=02/03/2026', 'from'],
      ['?from=2026-02-30', 'from'],
      ['?to=yesterday', 'to'],
      ['?from=2026-02-05&to=2026-02-01', 'to'],
    ] as const) {
      const response = await search(query, owner);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.error).toBe('order-search-date-invalid');
      expect(response.json().error.fields).toMatchObject({ [field]: { error: 'order-search-date-invalid' } });
    }
    expect((await search('?page=0', owner)).statusCode).toBe(400);
    expect((await search('?page=abc', owner)).statusCode).toBe(400);
  });

  it('shows another user none of the owner\'s orders and refuses a visitor', async () => {
    const theirs = await ok('', other);
    expect(theirs.pagination.total).toBe(1);
    expect(theirs.orders[0]?.title).toBe('Coral reef study of someone else');
    const visitor = await search('');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.error).toBe('login-required');
  });
});

describe('GET /api/researcher/dashboard', () => {
  it('lists the unpaid invoices and the unfinished order form; hideInvoices hides the invoices; nobody has digital documents', async () => {
    const user = await createSignedInUser(t.database, { currency: 'USD' });
    await invoiceFor(user.id, null, 12_000);
    const empty = dashboardSummarySchema.parse((await t.app.inject({ method: 'GET', url: '/api/researcher/dashboard', headers: { cookie: user.cookie } })).json());
    expect(empty.unpaidInvoices).toHaveLength(1);
    expect(empty.unpaidInvoices[0]).toMatchObject({ balance: 12_000, currency: { isoCode: 'USD' } });
    expect(empty.orderFormInProgress).toBeNull();
    expect(empty.digitalDocuments).toBe(0);
    await t.database.db.insert(orderForms).values({ publicId: `f_dash_${user.id}`, userId: user.id, status: 'open', stepName: 'details', localization: 'us' });
    const hidden = await createSignedInUser(t.database, { currency: 'USD', hideInvoices: true });
    await invoiceFor(hidden.id, null, 5_000);
    const summary = dashboardSummarySchema.parse((await t.app.inject({ method: 'GET', url: '/api/researcher/dashboard', headers: { cookie: user.cookie } })).json());
    expect(summary.orderFormInProgress).toEqual({ stepName: 'details' });
    const hiddenSummary = dashboardSummarySchema.parse((await t.app.inject({ method: 'GET', url: '/api/researcher/dashboard', headers: { cookie: hidden.cookie } })).json());
    expect(hiddenSummary.unpaidInvoices).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/researcher/dashboard' })).statusCode).toBe(401);
  });
});
