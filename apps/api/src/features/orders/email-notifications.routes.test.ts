import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderForms, orders } from '../../platform/db/schema/all-tables';
import { browserHeaders, createSignedInUser, type TestUser } from '../../test/test-app';
import { useTestApp, useBeforeAll } from '../../test/use-test-app';
import { seedDeliveredOrder } from './delivered-order-test-support';

/** The thank-you view's forms: notification e-mails and the certificate's title and authors. */
const t = useTestApp();
const owner = useBeforeAll(() => createSignedInUser(t.database, { currency: 'USD' }));
const other = useBeforeAll(() => createSignedInUser(t.database, { currency: 'USD' }));
const staff = useBeforeAll(() => createSignedInUser(t.database, { role: 'staff' }));
const fresh = useBeforeAll(() => seedDeliveredOrder(t.app, owner.id, { staffId: staff.id, status: 'received', title: 'Coral reef resilience' }));
const certified = useBeforeAll(() => seedDeliveredOrder(t.app, owner.id, { staffId: staff.id, certificate: { title: 'Certified title', authors: 'Ada Tester' } }));

const send = (method: 'GET' | 'POST' | 'PUT', url: string, user?: TestUser, payload?: object, language = 'en') =>
  t.app.inject({ method, url: `${url}?language=${language}`, payload, headers: user ? user.headers : browserHeaders() });
const emailsUrl = (externalId: string) => `/api/order/${externalId}/email-notifications`;
const detailsUrl = (externalId: string) => `/api/order/${externalId}/certificate-details`;

async function storedEmails(externalId: string): Promise<string[]> {
  const [row] = await t.database.db.select({ emails: orders.notificationEmails }).from(orders).where(eq(orders.externalId, externalId));
  return row?.emails ?? [];
}

describe('POST /api/order/{externalId}/email-notifications', () => {
  it('keeps the comma-separated addresses, trimmed and without repeats, and answers the success message', async () => {
    const response = await send('POST', emailsUrl(fresh.externalId), owner, { notificationEmails: ' co.author@uni.edu, lab@uni.edu ,CO.AUTHOR@uni.edu,' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'notification-emails-saved', notificationEmails: ['co.author@uni.edu', 'lab@uni.edu'] });
    expect(await storedEmails(fresh.externalId)).toEqual(['co.author@uni.edu', 'lab@uni.edu']);
    expect((await send('GET', detailsUrl(fresh.externalId), owner)).json().notificationEmails).toEqual(['co.author@uni.edu', 'lab@uni.edu']);
  });

  it('clears them with empty text', async () => {
    const response = await send('POST', emailsUrl(fresh.externalId), owner, { notificationEmails: '  ' });
    expect(response.json().notificationEmails).toEqual([]);
    expect(await storedEmails(fresh.externalId)).toEqual([]);
  });

  it('refuses a bad address with a translated message naming it, and keeps what was stored', async () => {
    await send('POST', emailsUrl(fresh.externalId), owner, { notificationEmails: 'kept@uni.edu' });
    const response = await send('POST', emailsUrl(fresh.externalId), owner, { notificationEmails: 'ok@uni.edu, not-an-address' }, 'es');
    expect(response.statusCode).toBe(400);
    const body = JSON.stringify(response.json());
    expect(body).toContain('notification-email-invalid');
    expect(body).toContain("'not-an-address' no es una dirección de correo electrónico válida");
    expect(await storedEmails(fresh.externalId)).toEqual(['kept@uni.edu']);
  });

  it('refuses more than ten addresses and a missing field', async () => {
    const many = Array.from({ length: 11 }, (_, index) => `person${index}@uni.edu`).join(',');
    const tooMany = await send('POST', emailsUrl(fresh.externalId), owner, { notificationEmails: many });
    expect(tooMany.statusCode).toBe(400);
    expect(JSON.stringify(tooMany.json())).toContain('Please enter up to 10 email addresses.');
    expect((await send('POST', emailsUrl(fresh.externalId), owner, {})).statusCode).toBe(400);
  });

  it("answers 404 for another user's order and 401 to a visitor", async () => {
    const foreign = await send('POST', emailsUrl(fresh.externalId), other, { notificationEmails: 'spy@example.com' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.error).toBe('order-not-found');
    expect((await send('POST', emailsUrl('nope'), owner, { notificationEmails: 'a@b.co' })).statusCode).toBe(404);
    expect((await send('POST', emailsUrl(fresh.externalId), undefined, { notificationEmails: 'a@b.co' })).statusCode).toBe(401);
    expect(await storedEmails(fresh.externalId)).toEqual(['kept@uni.edu']);
  });
});

describe('GET/PUT /api/order/{externalId}/certificate-details', () => {
  it('starts from the order title and keeps the details on the order form until the certificate is issued', async () => {
    expect((await send('GET', detailsUrl(fresh.externalId), owner)).json()).toMatchObject({ title: 'Coral reef resilience', authors: '', certificateCode: null });
    const saved = await send('PUT', detailsUrl(fresh.externalId), owner, { title: ' Reef resilience under warming ', authors: 'A. Tester, B. Writer' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ title: 'Reef resilience under warming', authors: 'A. Tester, B. Writer', certificateCode: null });
    const [order] = await t.database.db.select({ formId: orders.orderFormId }).from(orders).where(eq(orders.externalId, fresh.externalId));
    const [form] = await t.database.db.select().from(orderForms).where(eq(orderForms.id, order?.formId ?? 0));
    expect(form).toMatchObject({ projectTitle: 'Reef resilience under warming', projectAuthors: 'A. Tester, B. Writer' });
  });

  it('refuses empty authors with their message, and an issued certificate (edited on the certificate itself)', async () => {
    const empty = await send('PUT', detailsUrl(fresh.externalId), owner, { title: 'Title', authors: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain('Please enter your project authors.');
    expect((await send('GET', detailsUrl(certified.externalId), owner)).json()).toMatchObject({ title: 'Certified title', authors: 'Ada Tester', certificateCode: certified.certificateCode });
    const issued = await send('PUT', detailsUrl(certified.externalId), owner, { title: 'New', authors: 'New' });
    expect(issued.statusCode).toBe(409);
    expect(issued.json().error.error).toBe('certificate-details-unavailable');
  });

  it("answers 404 for another user's order and 401 to a visitor", async () => {
    expect((await send('GET', detailsUrl(fresh.externalId), other)).statusCode).toBe(404);
    expect((await send('PUT', detailsUrl(fresh.externalId), other, { title: 'T', authors: 'A' })).statusCode).toBe(404);
    expect((await send('PUT', detailsUrl(fresh.externalId), undefined, { title: 'T', authors: 'A' })).statusCode).toBe(401);
  });
});
