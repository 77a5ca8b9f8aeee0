import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderFormFiles, orderForms, orderFormServices, orders } from '../../platform/db/schema/all-tables';
import { browserHeaders, createSignedInUser, type TestUser } from '../../test/test-app';
import { useTestApp, useBeforeAll } from '../../test/use-test-app';
import { seedDeliveredOrder, setServiceActive } from './delivered-order-test-support';

/** Re-edit and rework: the two navigations and the rework request. */
const t = useTestApp();
const owner = useBeforeAll(() => createSignedInUser(t.database, { currency: 'USD' }));
const other = useBeforeAll(() => createSignedInUser(t.database, { currency: 'USD' }));
const staff = useBeforeAll(() => createSignedInUser(t.database, { role: 'staff' }));
let staffId: number;
beforeAll(async () => {
  staffId = staff.id;
});

const get = (url: string, user?: TestUser) => t.app.inject({ method: 'GET', url, headers: { ...(user ? user.headers : browserHeaders()), 'accept-language': 'en' } });
const post = (url: string, user: TestUser | undefined, payload: object, language = 'en') =>
  t.app.inject({ method: 'POST', url, payload, headers: { ...(user ? user.headers : browserHeaders()), 'accept-language': language } });
const view = async (externalId: string, user = owner) => (await get(`/api/order/${externalId}`, user)).json<{ order: Record<string, unknown> }>().order;
const openForms = (userId: number) => t.database.db.select().from(orderForms).where(and(eq(orderForms.userId, userId), eq(orderForms.status, 'open')));
const formServices = async (formId: number) => (await t.database.db.select().from(orderFormServices).where(eq(orderFormServices.orderFormId, formId))).map((row) => row.serviceIdentity);
const DAY = 86_400_000;

describe('the re-edit facts of an order', () => {
  it('offers the free touch-up for advanced editing within a year, the paid re-edit after it, support for figures only', async () => {
    const fresh = await seedDeliveredOrder(t.app, owner.id, { staffId, services: ['advanced-editing'] });
    expect(await view(fresh.externalId)).toMatchObject({ touchUpAvailable: true, reeditAvailable: false, containsActiveService: true });
    const old = await seedDeliveredOrder(t.app, owner.id, { staffId, services: ['advanced-editing'], completedAt: new Date(Date.now() - 400 * DAY) });
    expect(await view(old.externalId)).toMatchObject({ touchUpAvailable: false, reeditAvailable: true });
    const figures = await seedDeliveredOrder(t.app, owner.id, { staffId, services: ['illustration'] });
    expect(await view(figures.externalId)).toMatchObject({ touchUpAvailable: false, reeditAvailable: false, containsActiveService: false });
    const unpaid = await seedDeliveredOrder(t.app, owner.id, { staffId, services: ['standard-editing'], paid: false });
    expect(await view(unpaid.externalId)).toMatchObject({ downloadAvailable: false, touchUpAvailable: false, reeditAvailable: false, containsActiveService: true });
  });
});

describe('GET /api/order-form/reedit/{externalId}', () => {
  it('starts a free touch-up form linked to the order, opens rework-get-started, and reuses it on a second Continue', async () => {
    const user = await createSignedInUser(t.database, { currency: 'USD' });
    const order = await seedDeliveredOrder(t.app, user.id, { staffId, services: ['premium-editing'], title: 'Kelp forest decline' });
    const response = await get(`/api/order-form/reedit/${order.externalId}`, user);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/en/researcher/submit/rework-get-started');
    const [form] = await openForms(user.id);
    expect(form).toMatchObject({ reeditOfOrderId: order.orderId, customerGoal: 'rework', stepName: 'rework-get-started', projectTitle: 'Kelp forest decline', wordCount: 5230 });
    expect(form?.freeReeditSince).not.toBeNull();
    expect(await formServices(form!.id)).toEqual(['touch-up']);

    const loaded = (await get('/api/order-form/load', user)).json<{ orderForm: { id: string; reeditOf: string | null; services: { identity: string; selected: boolean; price: number | null }[]; duplicateOrder: unknown } }>().orderForm;
    expect(loaded.id).toBe(form!.publicId);
    expect(loaded.reeditOf).toBe(order.externalId);
    expect(loaded.duplicateOrder).toBeNull();

    expect((await get(`/api/order-form/reedit/${order.externalId}`, user)).statusCode).toBe(302);
    expect(await openForms(user.id)).toHaveLength(1);
  });

  it('starts a paid re-edit with the mapped service and the re-edit discount, without the free touch-up', async () => {
    const user = await createSignedInUser(t.database, { currency: 'USD' });
    const order = await seedDeliveredOrder(t.app, user.id, { staffId, services: ['scientific-editing'] });
    expect((await get(`/api/order-form/reedit/${order.externalId}`, user)).statusCode).toBe(302);
    const [form] = await openForms(user.id);
    expect(form?.freeReeditSince).toBeNull();
    expect(await formServices(form!.id)).toEqual(['scientific-editing']);
  });

  it('refuses an order that cannot be re-edited (409, translated), another user (404) and sends a visitor to login', async () => {
    const unpaid = await seedDeliveredOrder(t.app, owner.id, { staffId, services: ['standard-editing'], paid: false });
    const refused = await t.app.inject({ method: 'GET', url: `/api/order-form/reedit/${unpaid.externalId}?language=es`, headers: owner.headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: { message: string } }>().error.message).toContain('no se puede volver a editar');

    const mine = await seedDeliveredOrder(t.app, owner.id, { staffId, services: ['standard-editing'] });
    expect((await get(`/api/order-form/reedit/${mine.externalId}`, other)).statusCode).toBe(404);
    expect((await get(`/api/order-form/reedit/NOPE123`, owner)).statusCode).toBe(404);
    const visitor = await get(`/api/order-form/reedit/${mine.externalId}`);
    expect(visitor.statusCode).toBe(302);
    expect(visitor.headers.location).toBe(`/en/login?redirect=${encodeURIComponent(`/en/researcher/re-edit/${mine.externalId}`)}`);
  });
});

describe('rework: GET /api/order-form/rework/{externalId} and POST /api/order-form/{id}/rework-request', () => {
  it('makes one free rework order from the request, lists the received files, and closes the rework', async () => {
    const user = await createSignedInUser(t.database, { currency: 'USD' });
    const order = await seedDeliveredOrder(t.app, user.id, { staffId, services: ['scientific-editing'], paid: false, title: 'Soil microbiome' });
    expect(await view(order.externalId, user)).toMatchObject({ scientificReworkEligible: true, downloadAvailable: false });
    expect((await get(`/api/order-form/rework/${order.externalId}`, user)).statusCode).toBe(302);
    const [form] = await openForms(user.id);
    expect(form).toMatchObject({ reworkOfOrderId: order.orderId, customerGoal: 'rework' });

    const url = `/api/order-form/${form!.publicId}/rework-request`;
    const noFile = await post(url, user, { reworkDetails: 'Reviewer 2 asks for the methods again', uploadLater: false });
    expect(noFile.statusCode).toBe(400);
    expect(JSON.stringify(noFile.json())).toContain('manuscript-file-required');
    expect((await post(url, user, { reworkDetails: '   ', uploadLater: true })).statusCode).toBe(400);
    expect((await post(url, other, { reworkDetails: 'x', uploadLater: true })).statusCode).toBe(404);
    expect((await post(url, undefined, { reworkDetails: 'x', uploadLater: true })).statusCode).toBe(401);

    await t.database.db.insert(orderFormFiles).values({ publicId: 'of_rework1', orderFormId: form!.id, kind: 'main', name: 'soil-revised.docx', contentType: 'application/octet-stream', size: 10, storageKey: 'x/of_rework1', sha256: 'a'.repeat(64) });
    const sent = await post(url, user, { reworkDetails: 'Reviewer 2 asks for the methods again', uploadLater: false });
    expect(sent.statusCode).toBe(200);
    const body = sent.json<{ order: { externalId: string }; original: { externalId: string }; files: { identity: string; name: string }[] }>();
    expect(body.original.externalId).toBe(order.externalId);
    expect(body.files).toEqual([{ identity: 'of_rework1', name: 'soil-revised.docx' }]);
    const [rework] = await t.database.db.select().from(orders).where(eq(orders.externalId, body.order.externalId));
    expect(rework).toMatchObject({ customerGoal: 'rework', totalAmount: 0, paid: true, status: 'received', title: 'Soil microbiome', orderFormId: form!.id });
    expect(rework!.deadline.getTime()).toBeGreaterThan(Date.now());

    // Sent twice (a double click) → one order; the original offers no second rework.
    expect((await post(url, user, { reworkDetails: 'again', uploadLater: true })).statusCode).toBe(404);
    expect(await view(order.externalId, user)).toMatchObject({ scientificReworkEligible: false });
    expect((await get(`/api/order-form/rework/${order.externalId}`, user)).statusCode).toBe(409);
    expect(await view(body.order.externalId, user)).toMatchObject({ scientificReworkEligible: false, freeOrder: true });
  });

  it('refuses a rework of an order without scientific editing or after 90 days, and a request on an ordinary form', async () => {
    const plain = await seedDeliveredOrder(t.app, owner.id, { staffId, services: ['standard-editing'] });
    expect((await get(`/api/order-form/rework/${plain.externalId}`, owner)).statusCode).toBe(409);
    const late = await seedDeliveredOrder(t.app, owner.id, { staffId, services: ['scientific-editing'], completedAt: new Date(Date.now() - 100 * DAY) });
    expect((await get(`/api/order-form/rework/${late.externalId}`, owner)).statusCode).toBe(409);
    const ordinary = (await get('/api/order-form/new', owner)).json<{ orderForm: { id: string } }>().orderForm.id;
    expect((await post(`/api/order-form/${ordinary}/rework-request`, owner, { reworkDetails: 'x', uploadLater: true })).statusCode).toBe(404);
  });

  it('sends no one to a rework when the scientific service is switched off', async () => {
    const user = await createSignedInUser(t.database, { currency: 'USD' });
    const order = await seedDeliveredOrder(t.app, user.id, { staffId, services: ['scientific-editing'], paid: false });
    await setServiceActive(t.app, staff.headers, 'scientific-editing', false);
    try {
      expect(await view(order.externalId, user)).toMatchObject({ scientificReworkEligible: false });
    } finally {
      await setServiceActive(t.app, staff.headers, 'scientific-editing', true);
    }
  });
});
