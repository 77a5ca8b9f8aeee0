import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderSearchResponseSchema, type OrderCard } from '@marginalia/contracts/orders/order-search.contract';
import type { Db } from '../../platform/db/client';
import { orderForms, orderServices, orders, users } from '../../platform/db/schema/all-tables';
import { createSignedInUser, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { seedDeliveredOrder, setServiceActive } from './delivered-order-test-support';
import { searchOrders, type SearchReeditContext } from './order-search.service';
import { findActiveServiceIdentities } from './orders.repository';

/** GET /api/order/search: the cards' re-edit facts, the total past the last page, and the queries a search costs. */
let t: TestApp;
let researcher: TestUser;
let staff: TestUser;

const DAY_MS = 86_400_000;

/** A completed order of the researcher whose editing line is `service` (instead of standard editing). */
async function completedOrder(service: string, options: { paid?: boolean; title: string }): Promise<{ orderId: number; externalId: string; formId: number }> {
  const order = await seedDeliveredOrder(t.app, researcher.id, { staffId: staff.id, paid: options.paid ?? true, title: options.title });
  const { db } = t.database;
  await db
    .update(orderServices)
    .set({ serviceIdentity: service })
    .where(and(eq(orderServices.orderId, order.orderId), eq(orderServices.serviceIdentity, 'standard-editing')));
  const [row] = await db.select({ formId: orders.orderFormId }).from(orders).where(eq(orders.id, order.orderId));
  if (!row?.formId) throw new Error('order without a form');
  return { orderId: order.orderId, externalId: order.externalId, formId: row.formId };
}

async function card(externalId: string): Promise<OrderCard> {
  const response = await t.app.inject({ method: 'GET', url: `/api/order/search?xid=${externalId}`, headers: { cookie: researcher.cookie } });
  expect(response.statusCode).toBe(200);
  const found = orderSearchResponseSchema.parse(response.json()).orders[0];
  if (!found) throw new Error(`no card for ${externalId}`);
  return found;
}

/** A converted rework form of `orderId` (what the rework request leaves once it became an order). */
const requestRework = (orderId: number) =>
  t.database.db.insert(orderForms).values({ publicId: `f_rework_${orderId}`, userId: researcher.id, status: 'converted', localization: 'us', reworkOfOrderId: orderId });

beforeAll(async () => {
  t = await createTestApp();
  researcher = await createSignedInUser(t.database, { currency: 'USD' });
  staff = await createSignedInUser(t.database, { role: 'staff' });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/order/search: re-edit facts on the cards', () => {
  it('offers the free touch-up on a completed, paid advanced-editing order', async () => {
    const order = await completedOrder('advanced-editing', { title: 'Touch-up candidate' });
    expect(await card(order.externalId)).toMatchObject({ completed: true, paid: true, downloadAvailable: true, touchUpAvailable: true, reeditAvailable: false, containsActiveService: true });
  });

  it('follows the catalogue: a touch-up the staff switch off is no longer offered, at once', async () => {
    const order = await completedOrder('advanced-editing', { title: 'Catalogue follower' });
    expect(await card(order.externalId)).toMatchObject({ touchUpAvailable: true });
    const setTouchUp = (active: boolean) => setServiceActive(t.app, staff.headers, 'touch-up', active);
    await setTouchUp(false);
    try {
      expect(await card(order.externalId)).toMatchObject({ touchUpAvailable: false, reeditAvailable: true });
    } finally {
      await setTouchUp(true);
    }
    expect(await card(order.externalId)).toMatchObject({ touchUpAvailable: true });
  });

  it('closes the free window inherited from the form (free_reedit_since), leaving the paid re-edit', async () => {
    const order = await completedOrder('advanced-editing', { title: 'Touch-up of a touch-up' });
    await t.database.db.update(orderForms).set({ freeReeditSince: new Date(Date.now() - 400 * DAY_MS) }).where(eq(orderForms.id, order.formId));
    expect(await card(order.externalId)).toMatchObject({ touchUpAvailable: false, reeditAvailable: true, containsActiveService: true });
  });

  it('makes an unpaid scientific-editing order eligible for a rework until one is requested', async () => {
    const order = await completedOrder('scientific-editing', { paid: false, title: 'Scientific rework candidate' });
    expect(await card(order.externalId)).toMatchObject({ completed: true, paid: false, downloadAvailable: false, scientificReworkEligible: true });
    await requestRework(order.orderId);
    expect(await card(order.externalId)).toMatchObject({ scientificReworkEligible: false });
  });

  it('never offers a rework of an order that is itself a rework', async () => {
    const original = await completedOrder('scientific-editing', { title: 'The original of a rework' });
    const rework = await completedOrder('scientific-editing', { title: 'A rework' });
    expect(await card(original.externalId)).toMatchObject({ scientificReworkEligible: true });
    await t.database.db.update(orderForms).set({ reworkOfOrderId: original.orderId }).where(eq(orderForms.id, rework.formId));
    expect(await card(rework.externalId)).toMatchObject({ scientificReworkEligible: false });
    // The rework's form is converted, so the original's rework has been requested: no second one.
    expect(await card(original.externalId)).toMatchObject({ scientificReworkEligible: false });
  });
});

/** Counts the statements the driver runs (drizzle's session calls its client's `query` for each one). */
function countQueries(db: Db): { count(): number; restore(): void } {
  const client = (db as unknown as { session: { client: { query: (...args: unknown[]) => unknown } } }).session.client;
  const spy = vi.spyOn(client, 'query');
  return { count: () => spy.mock.calls.length, restore: () => spy.mockRestore() };
}

describe('GET /api/order/search: totals and cost', () => {
  it('still gives the total on a page past the end, also with filters', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/order/search?orderTitle=touch-up&page=5', headers: { cookie: researcher.cookie } });
    const body = orderSearchResponseSchema.parse(response.json());
    expect(body.orders).toEqual([]);
    expect(body.pagination).toMatchObject({ current: 5, previous: 1, next: null, total: 2, pages: 1 });
  });

  it('reads a page in one statement, whatever it holds, and a page past the end too', async () => {
    const { db } = t.database;
    for (let index = 0; index < 10; index += 1) await seedDeliveredOrder(t.app, researcher.id, { staffId: staff.id, title: `Filler ${index}`, certificate: {} });
    const [user] = await db.select().from(users).where(eq(users.id, researcher.id));
    if (!user) throw new Error('no user');
    const reedit: SearchReeditContext = { reeditServiceMap: { 'standard-editing': 'standard-editing' }, activeServices: await findActiveServiceIdentities(db), now: new Date() };
    const counter = countQueries(db);
    try {
      const full = await searchOrders(db, user, { page: 1 }, reedit);
      expect(full.orders).toHaveLength(10);
      expect(counter.count()).toBe(1);
      const beyond = await searchOrders(db, user, { page: 50 }, reedit);
      expect(beyond.orders).toEqual([]);
      expect(beyond.pagination.total).toBe(full.pagination.total);
      expect(counter.count()).toBe(2);
    } finally {
      counter.restore();
    }
  });
});
