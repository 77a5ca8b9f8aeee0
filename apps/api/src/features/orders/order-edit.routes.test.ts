import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, invoices, orders } from '../../platform/db/schema/all-tables';
import { browserHeaders, createSignedInUser, type TestUser } from '../../test/test-app';
import { useTestApp, useBeforeAll } from '../../test/use-test-app';
import { seedDeliveredOrder } from './delivered-order-test-support';

/** Edit mode of the details page: GET /api/order/{id}/services and PUT /api/order/{id}/save. */
const t = useTestApp();
const owner = useBeforeAll(() => createSignedInUser(t.database, { currency: 'USD' }));
const other = useBeforeAll(() => createSignedInUser(t.database, { currency: 'USD' }));
const staff = useBeforeAll(() => createSignedInUser(t.database, { role: 'staff' }));
const open = useBeforeAll(() => seedDeliveredOrder(t.app, owner.id, { staffId: staff.id, status: 'in_progress', title: 'Coral reef resilience' }));
const unpaid = useBeforeAll(() => seedDeliveredOrder(t.app, owner.id, { staffId: staff.id, status: 'received', paid: false }));
const completed = useBeforeAll(() => seedDeliveredOrder(t.app, owner.id, { staffId: staff.id }));

const send = (method: 'GET' | 'PUT', url: string, user?: TestUser, payload?: object, language = 'en') =>
  t.app.inject({ method, url, payload, headers: { ...(user ? user.headers : browserHeaders()), 'accept-language': language } });
const servicesUrl = (id: string) => `/api/order/${id}/services`;
const saveUrl = (id: string) => `/api/order/${id}/save`;
const details = (overrides: object = {}) => ({ orderDetails: { title: 'Edited title', styleOfEnglish: 'american', journalName: 'Nature', serviceIdentities: ['standard-editing', 'formatting'], ...overrides } });

describe('GET /api/order/{externalId}/services', () => {
  it("answers the owner the order's services and the extras priced for the order", async () => {
    const response = await send('GET', servicesUrl(open.externalId), owner);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ services: { identity: string; selected: boolean; price: number | null; deadline: string | null }[]; paid: boolean }>();
    expect(body.paid).toBe(true);
    expect(body.services.filter((s) => s.selected).map((s) => s.identity).sort()).toEqual(['formatting', 'standard-editing']);
    const journal = body.services.find((s) => s.identity === 'journal-recommendation');
    expect(journal).toMatchObject({ selected: false, price: 9500 });
    expect(Date.parse(journal?.deadline ?? '')).toBeGreaterThan(Date.now());
  });
  it("is 404 for another user's order and 401 for a visitor", async () => {
    expect((await send('GET', servicesUrl(open.externalId), other)).statusCode).toBe(404);
    expect((await send('GET', servicesUrl(open.externalId))).statusCode).toBe(401);
  });
});

describe('PUT /api/order/{externalId}/save', () => {
  it('refuses bad input with translated messages', async () => {
    const empty = await send('PUT', saveUrl(open.externalId), owner, details({ title: '  ', styleOfEnglish: 'klingon' }));
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain('You must specify a title ');
    expect(JSON.stringify(empty.json())).toContain('Please select your preferred type of English.');
    const none = await send('PUT', saveUrl(open.externalId), owner, details({ serviceIdentities: [] }));
    expect(none.statusCode).toBe(400);
    expect(JSON.stringify(none.json())).toContain('An order needs at least one service.');
    const bogus = await send('PUT', saveUrl(open.externalId), owner, details({ serviceIdentities: ['standard-editing', 'formatting', 'premium-editing'] }));
    expect(bogus.statusCode).toBe(400);
    expect(JSON.stringify(bogus.json())).toContain('This service cannot be added to the order.');
  });
  it("is 404 for another user's order, 401 for a visitor, 409 on a completed order", async () => {
    expect((await send('PUT', saveUrl(open.externalId), other, details())).statusCode).toBe(404);
    expect((await send('PUT', saveUrl(open.externalId), undefined, details())).statusCode).toBe(401);
    const closed = await send('PUT', saveUrl(completed.externalId), owner, details());
    expect(closed.statusCode).toBe(409);
    expect(closed.json<{ error: { message: string } }>().error.message).toContain('can no longer be changed');
  });
  it('refuses removing a service of a paid order (a refund is staff work)', async () => {
    const response = await send('PUT', saveUrl(open.externalId), owner, details({ serviceIdentities: ['standard-editing'] }));
    expect(response.statusCode).toBe(409);
    expect(response.json<{ error: { message: string } }>().error.message).toContain('contact support');
  });
  it('saves the title and an added service: its invoice, the new total and the later deadline', async () => {
    const [before] = await t.database.db.select().from(orders).where(eq(orders.id, open.orderId));
    const response = await send('PUT', saveUrl(open.externalId), owner, details({ serviceIdentities: ['standard-editing', 'formatting', 'journal-recommendation'], styleOfEnglish: 'british' }));
    expect(response.statusCode).toBe(200);
    const body = response.json<{ orderDetails: { title: string; styleOfEnglish: string; paid: boolean; deadline: string; services: { id: string }[] }; invoice: { receiptCode: string; totalAmount: number } }>();
    expect(body.orderDetails).toMatchObject({ title: 'Edited title', styleOfEnglish: 'british', paid: false });
    expect(body.orderDetails.services.map((s) => s.id)).toContain('journal-recommendation');
    expect(body.invoice.totalAmount).toBe(9500);
    expect(Date.parse(body.orderDetails.deadline)).toBeGreaterThanOrEqual(before?.deadline.getTime() ?? 0);
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.receiptCode, body.invoice.receiptCode));
    expect(invoice).toMatchObject({ orderId: open.orderId, balance: 9500, kind: 'order' });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, open.orderId));
    expect(row?.totalAmount).toBe((before?.totalAmount ?? 0) + 9500);
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.orderId, open.orderId));
    expect(audit.some((event) => event.action === 'order.edit')).toBe(true);
  });
  it('removes a removable service from an unpaid order and lowers its untouched invoice', async () => {
    await t.database.db.insert(invoices).values({ invoiceNumber: `US9${Date.now() % 100000}`, receiptCode: `Rtest${Date.now()}`, kind: 'order', userId: owner.id, localization: 'us', orderId: unpaid.orderId, currency: 'USD', totalAmount: 30_000, balance: 30_000, exchangeRate: '1', description: 'x' });
    const response = await send('PUT', saveUrl(unpaid.externalId), owner, details({ serviceIdentities: ['standard-editing'] }));
    expect(response.statusCode).toBe(200);
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, unpaid.orderId));
    expect(invoice?.balance).toBe(25_000);
    expect(response.json<{ orderDetails: { totalAmount: number } }>().orderDetails.totalAmount).toBe(25_000);
  });
});

describe('PUT /api/order/{externalId}/save: the journal website', () => {
  const journal = (overrides: object) => details({ serviceIdentities: ['standard-editing', 'formatting', 'journal-recommendation'], ...overrides });
  it('refuses a website without http(s) or over 255 characters, with the translated message', async () => {
    const bad = await send('PUT', saveUrl(open.externalId), owner, journal({ journalUrl: 'www.nature.com' }));
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Your journal website must start with http:// or https://');
    const long = await send('PUT', saveUrl(open.externalId), owner, journal({ journalUrl: `https://example.org/${'a'.repeat(250)}` }));
    expect(long.statusCode).toBe(400);
    expect(long.json<{ error: { error: string } }>().error.error).toBe('validation-error');
  });
  it('stores the website on the order and the details answer it; a journal change must adjust it', async () => {
    const saved = await send('PUT', saveUrl(open.externalId), owner, journal({ journalName: 'Nature', journalUrl: 'https://www.nature.com' }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ orderDetails: { journal: unknown } }>().orderDetails.journal).toEqual({ name: 'Nature', url: 'https://www.nature.com' });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, open.orderId));
    expect(row?.journalUrl).toBe('https://www.nature.com');
    const stale = await send('PUT', saveUrl(open.externalId), owner, journal({ journalName: 'Science', journalUrl: 'https://www.nature.com' }));
    expect(stale.statusCode).toBe(400);
    expect(stale.json<{ error: { error: string } }>().error.error).toBe('journal-url-change-error');
    const kept = await send('PUT', saveUrl(open.externalId), owner, journal({ journalName: 'Science' }));
    expect(kept.statusCode).toBe(400);
    const cleared = await send('PUT', saveUrl(open.externalId), owner, journal({ journalName: 'Science', journalUrl: '' }));
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json<{ orderDetails: { journal: unknown } }>().orderDetails.journal).toEqual({ name: 'Science', url: null });
    const view = await send('GET', `/api/order/${open.externalId}`, owner);
    expect(view.json<{ order: { journal: unknown } }>().order.journal).toEqual({ name: 'Science', url: null });
  });
});
