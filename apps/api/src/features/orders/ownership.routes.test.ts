import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { certificates, orders, users } from '../../platform/db/schema/all-tables';
import { browserHeaders, createSignedInUser } from '../../test/test-app';
import { useTestApp, useBeforeAll } from '../../test/use-test-app';
import { seedDeliveredOrder, type DeliveredOrder } from './delivered-order-test-support';

/**
 * The ownership sweep: every call about a researcher's order, original file, deliverable, certificate or
 * account answers 404 to another signed-in user (and changes nothing), 401 to a visitor; only the public
 * certificate verification and its PDF answer anyone. Then the dashboard search's bad filters (translated 400s).
 */
const t = useTestApp();
const owner = useBeforeAll(() => createSignedInUser(t.database, { currency: 'USD' }));
const other = useBeforeAll(() => createSignedInUser(t.database, { currency: 'USD' }));
const staff = useBeforeAll(() => createSignedInUser(t.database, { role: 'staff' }));
const open = useBeforeAll(() => seedDeliveredOrder(t.app, owner.id, { staffId: staff.id, status: 'in_progress', title: 'Open order' }));
let order: DeliveredOrder;
let theirs: DeliveredOrder;
beforeAll(async () => {
  order = await seedDeliveredOrder(t.app, owner.id, {
    staffId: staff.id,
    title: 'Kelp forest recovery',
    deliverables: [{ name: 'edited.docx', content: 'edited words' }],
    originals: [{ name: 'draft.docx', content: 'draft words' }],
    certificate: { title: 'Kelp forest recovery', authors: 'Ada Tester' },
  });
  theirs = await seedDeliveredOrder(t.app, other.id, {
    staffId: staff.id,
    title: 'Someone else',
    deliverables: [{ name: 'other.docx', content: 'other words' }],
    certificate: { authors: 'Mallory' },
  });
});

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
interface Call {
  name: string;
  method: Method;
  url: () => string;
  payload?: () => Record<string, unknown>;
}

const send = (call: Call, headers: Record<string, string>) =>
  t.app.inject({
    method: call.method,
    url: call.url(),
    headers: { ...headers, 'accept-language': 'en' },
    ...(call.payload ? { payload: call.payload() } : {}),
  });

const code = () => order.certificateCode ?? '';
const saveDetails = () => ({
  orderDetails: {
    title: 'Taken over',
    styleOfEnglish: 'american',
    journalName: 'Nature',
    serviceIdentities: ['standard-editing', 'formatting'],
  },
});

/** Every owner-only call (the owner is `owner`; `other` must not reach any of it). */
const ownerOnly: Call[] = [
  { name: 'the order', method: 'GET', url: () => `/api/order/${order.externalId}` },
  { name: 'the order’s deliverables', method: 'GET', url: () => `/api/order/${order.externalId}/deliverables` },
  { name: 'one deliverable', method: 'GET', url: () => `/api/order/${order.externalId}/deliverables/${order.deliverableKeys[0]}` },
  { name: 'an original file', method: 'GET', url: () => `/api/file/${order.originalIds[0]}/download` },
  { name: 'the services of edit mode', method: 'GET', url: () => `/api/order/${open.externalId}/services` },
  { name: 'the edit-mode save', method: 'PUT', url: () => `/api/order/${open.externalId}/save`, payload: saveDetails },
  {
    name: 'the notification e-mails',
    method: 'POST',
    url: () => `/api/order/${order.externalId}/email-notifications`,
    payload: () => ({ notificationEmails: 'mallory@example.test' }),
  },
  { name: 'the certificate details (read)', method: 'GET', url: () => `/api/order/${open.externalId}/certificate-details` },
  {
    name: 'the certificate details (save)',
    method: 'PUT',
    url: () => `/api/order/${open.externalId}/certificate-details`,
    payload: () => ({ title: 'Taken over', authors: 'Mallory' }),
  },
  { name: 'the certificate’s deliverables', method: 'GET', url: () => `/api/certificate/${code()}/deliverables` },
  {
    name: 'one of the certificate’s deliverables',
    method: 'GET',
    url: () => `/api/certificate/${code()}/deliverables/${order.deliverableKeys[0]}`,
  },
  {
    name: 'the certificate save',
    method: 'PUT',
    url: () => `/api/certificate/save/${code()}`,
    payload: () => ({ title: 'Taken over', authors: 'Mallory' }),
  },
  { name: 'the order count', method: 'GET', url: () => `/api/users/${owner.identity}/order-count` },
  { name: 'the reward points', method: 'GET', url: () => `/api/users/${owner.identity}/reward-points?externalId=${order.externalId}` },
  {
    name: 'joining a group',
    method: 'POST',
    url: () => `/api/users/${owner.identity}/preferred-group`,
    payload: () => ({ groupCode: 'nope' }),
  },
  { name: 'leaving a group', method: 'DELETE', url: () => `/api/users/${owner.identity}/preferred-group` },
  { name: 'hiding the spam banner', method: 'PUT', url: () => `/api/users/${owner.identity}/hide-check-spam-message` },
];

describe("another user's order, file, deliverable, certificate and account", () => {
  it.each(ownerOnly.map((call) => [call.name, call] as const))('%s: 404 to another user, 401 to a visitor', async (_name, call) => {
    const foreign = await send(call, other.headers);
    expect(foreign.statusCode, `${call.method} ${call.url()} as another user`).toBe(404);
    expect(foreign.json().error.message.length).toBeGreaterThan(0);
    const visitor = await send(call, browserHeaders());
    expect(visitor.statusCode, `${call.method} ${call.url()} as a visitor`).toBe(401);
    expect(visitor.json().error.error).toBe('login-required');
  });

  it('leaves everything as it was after the refused writes', async () => {
    for (const call of ownerOnly.filter((each) => each.method !== 'GET')) await send(call, other.headers);
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.id, open.orderId));
    expect(stored?.title).toBe('Open order');
    const [certificate] = await t.database.db.select().from(certificates).where(eq(certificates.orderId, order.orderId));
    expect(certificate).toMatchObject({ title: 'Kelp forest recovery', authors: 'Ada Tester' });
    const [account] = await t.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(account?.showCheckSpamMessage).toBe(true);
    const notifications = await send(
      { name: 'read', method: 'GET', url: () => `/api/order/${open.externalId}/certificate-details` },
      owner.headers,
    );
    expect(notifications.json().notificationEmails).toEqual([]);
  });

  it('answers the owner on the same calls (so the 404s are about ownership, not the calls)', async () => {
    for (const call of ownerOnly.filter((each) => each.method === 'GET')) {
      expect((await send(call, owner.headers)).statusCode, call.name).toBe(200);
    }
  });

  it('never serves another order’s file through one’s own order or certificate', async () => {
    const viaOrder = await send(
      { name: '', method: 'GET', url: () => `/api/order/${order.externalId}/deliverables/${theirs.deliverableKeys[0]}` },
      owner.headers,
    );
    expect(viaOrder.statusCode).toBe(404);
    const viaCertificate = await send(
      { name: '', method: 'GET', url: () => `/api/certificate/${code()}/deliverables/${theirs.deliverableKeys[0]}` },
      owner.headers,
    );
    expect(viaCertificate.statusCode).toBe(404);
    const theirOrder = await send({ name: '', method: 'GET', url: () => `/api/order/${theirs.externalId}` }, owner.headers);
    expect(theirOrder.statusCode).toBe(404);
    expect(theirOrder.json().error.error).toBe('order-not-found');
  });

  it('keeps the dashboard, the search and the loyalty data to signed-in users', async () => {
    for (const url of ['/api/order/search', '/api/researcher/dashboard', '/api/loyalty/levels/load']) {
      const visitor = await t.app.inject({ method: 'GET', url });
      expect(visitor.statusCode, url).toBe(401);
      expect(visitor.json().error.error).toBe('login-required');
    }
    const search = await t.app.inject({
      method: 'GET',
      url: `/api/order/search?xid=${order.externalId}`,
      headers: { cookie: other.cookie },
    });
    expect(search.json().orders).toEqual([]);
  });
});

describe('the public certificate verification', () => {
  it('answers a visitor and any signed-in user, with nothing of the account', async () => {
    for (const headers of [{}, { cookie: other.cookie }, { cookie: owner.cookie }]) {
      const verified = await t.app.inject({
        method: 'GET',
        url: `/api/certificate/${code()}`,
        headers: { ...headers, 'x-forwarded-for': '203.0.113.7' },
      });
      expect(verified.statusCode).toBe(200);
      expect(verified.json().certificate).toMatchObject({ title: 'Kelp forest recovery', authors: 'Ada Tester' });
      expect(JSON.stringify(verified.json())).not.toContain(owner.email);
      const pdf = await t.app.inject({
        method: 'GET',
        url: `/api/certificate/${code()}/pdf`,
        headers: { ...headers, 'x-forwarded-for': '203.0.113.8' },
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});

describe('bad filters on GET /api/order/search', () => {
  /** The browser sends its site language in the mg_lang cookie. */
  const search = (query: string, language = 'en') =>
    t.app.inject({ method: 'GET', url: `/api/order/search${query}`, headers: { cookie: `${owner.cookie}; mg_lang=${language}` } });

  it.each([
    ['page 0', '?page=0', 'page'],
    ['page -1', '?page=-1', 'page'],
    ["page 'x'", '?page=x', 'page'],
    ['page 1.5', '?page=1.5', 'page'],
    ['a page past the limit', '?page=100001', 'page'],
    ['an order number over 40 characters', `?xid=${'X'.repeat(41)}`, 'xid'],
    ['a title over 200 characters', `?orderTitle=${'t'.repeat(201)}`, 'orderTitle'],
    ['a From over 20 characters', `?from=${'2'.repeat(21)}`, 'from'],
  ])('refuses %s with a translated 400 on the field', async (_case, query, field) => {
    const response = await search(query);
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(typeof error.error).toBe('string');
    expect(error.message.length).toBeGreaterThan(0);
    expect(error.message).not.toMatch(/querystring|must be|Expected|invalid_type/i);
    expect(Object.keys(error.fields ?? {})).toContain(field);
    const portuguese = (await search(query, 'br')).json().error;
    expect(portuguese.message).not.toBe(error.message);
  });

  it.each([
    ['a malformed date', '?from=03/02/2026', 'from'],
    ['an impossible date', '?to=2026-02-30', 'to'],
    ['From after To', '?from=2026-03-05&to=2026-03-01', 'to'],
  ])('refuses %s with order-search-date-invalid, translated', async (_case, query, field) => {
    const response = await search(query);
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.error).toBe('order-search-date-invalid');
    expect(error.fields[field].error).toBe('order-search-date-invalid');
    expect(error.message).toMatch(/valid date/);
    const portuguese = await search(query, 'br');
    expect(portuguese.statusCode).toBe(400);
    expect(portuguese.json().error.message).not.toBe(error.message);
    expect(portuguese.json().error.message.length).toBeGreaterThan(0);
  });

  it('answers an empty page past the last one rather than an error', async () => {
    const response = await search('?page=50');
    expect(response.statusCode).toBe(200);
    expect(response.json().orders).toEqual([]);
  });
});
