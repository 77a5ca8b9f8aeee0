import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettings, auditEvents, orderFormFiles, orders } from '../../platform/db/schema/all-tables';
import { browserHeaders, createSignedInUser, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { seedDeliveredOrder, type DeliveredOrder } from './delivered-order-test-support';

/** Edit mode's uploaders: GET/POST /api/order/{id}/files and DELETE /api/order/{id}/files/{identity}. */
let t: TestApp;
let owner: TestUser;
let other: TestUser;
let received: DeliveredOrder;
let started: DeliveredOrder;
let completed: DeliveredOrder;

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

beforeAll(async () => {
  t = await createTestApp();
  owner = await createSignedInUser(t.database, { currency: 'USD' });
  other = await createSignedInUser(t.database, { currency: 'USD' });
  const staff = await createSignedInUser(t.database, { role: 'staff' });
  received = await seedDeliveredOrder(t.app, owner.id, { staffId: staff.id, status: 'received', originals: [{ name: 'paper.txt', content: 'the manuscript' }] });
  started = await seedDeliveredOrder(t.app, owner.id, { staffId: staff.id, status: 'in_progress' });
  completed = await seedDeliveredOrder(t.app, owner.id, { staffId: staff.id });
  // The seeded manuscript was on the form before the order was placed.
  await t.database.db.update(orderFormFiles).set({ createdAt: new Date(Date.now() - 86_400_000) }).where(eq(orderFormFiles.publicId, received.originalIds[0] ?? ''));
});
afterAll(async () => {
  await t.close();
});

const filesUrl = (id: string) => `/api/order/${id}/files`;
/** A multipart body with the `kind` field first, then the file (as the browser's uploader sends it). */
function multipart(kind: string, fileName: string, content: Buffer) {
  const boundary = `----mgorder${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  return { body: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}
function post(id: string, user: TestUser | undefined, kind: string, name: string, content: Buffer) {
  const part = multipart(kind, name, content);
  return t.app.inject({ method: 'POST', url: filesUrl(id), headers: { ...(user ? user.headers : browserHeaders()), 'content-type': part.contentType, 'accept-language': 'en' }, payload: part.body });
}
const del = (id: string, identity: string, user?: TestUser) => t.app.inject({ method: 'DELETE', url: `${filesUrl(id)}/${identity}`, headers: { ...(user ? user.headers : browserHeaders()), 'accept-language': 'en' } });
type FilesBody = { files: { identity: string; name: string; kind: string; removable: boolean }[]; canAdd: boolean };

describe('POST /api/order/{externalId}/files', () => {
  it("adds a figure to the owner's open order; the order's details list it and its download serves it", async () => {
    const response = await post(started.externalId, owner, 'figures', 'figure 1.png', PNG);
    expect(response.statusCode).toBe(200);
    const body = response.json<FilesBody>();
    expect(body.canAdd).toBe(true);
    expect(body.files).toEqual([expect.objectContaining({ name: 'figure 1.png', kind: 'figures', removable: false })]);
    const details = await t.app.inject({ method: 'GET', url: `/api/order/${started.externalId}`, headers: owner.headers });
    const order = details.json<{ order: { supportingFiles: { identity: string; name: string }[] } }>().order;
    expect(order.supportingFiles.map((file) => file.name)).toEqual(['figure 1.png']);
    const download = await t.app.inject({ method: 'GET', url: `/api/file/${order.supportingFiles[0]?.identity}/download`, headers: owner.headers });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG)).toBe(true);
    const [row] = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.externalId, started.externalId));
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.orderId, row?.id ?? 0));
    expect(audit.map((event) => event.action)).toContain('order.file.add');
  });

  it("is 404 for another user's order and 401 for a visitor; nothing is stored", async () => {
    expect((await post(started.externalId, other, 'figures', 'x.png', PNG)).statusCode).toBe(404);
    expect((await post(started.externalId, undefined, 'figures', 'x.png', PNG)).statusCode).toBe(401);
    expect((await post('TNOPE', owner, 'figures', 'x.png', PNG)).statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: filesUrl(started.externalId), headers: owner.headers });
    expect(list.json<FilesBody>().files).toHaveLength(1);
  });

  it('refuses a completed order with a translated 409', async () => {
    const response = await post(completed.externalId, owner, 'figures', 'late.png', PNG);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ error: { message: string } }>().error.message).toContain('can no longer be changed');
  });

  it('refuses a wrong type, a renamed file, a missing kind and a file over the size limit, with translated 4xx', async () => {
    const exe = await post(started.externalId, owner, 'figures', 'run.exe', Buffer.from('MZ'));
    expect(exe.statusCode).toBe(415);
    const renamed = await post(started.externalId, owner, 'main', 'paper.docx', PNG);
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json<{ error: { error: string } }>().error.error).toBe('file-content-mismatch');
    const noKind = await post(started.externalId, owner, 'poster', 'x.png', PNG);
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json<{ error: { message: string } }>().error.message).toBe('Please say what kind of file you are uploading.');
    const notMultipart = await t.app.inject({ method: 'POST', url: filesUrl(started.externalId), headers: owner.headers, payload: { kind: 'figures' } });
    expect(notMultipart.statusCode).toBe(415);
    await t.database.db.update(appSettings).set({ value: 16 }).where(eq(appSettings.key, 'maxUploadBytes'));
    t.app.applicationLoader.invalidate();
    try {
      const big = await post(started.externalId, owner, 'figures', 'big.png', Buffer.concat([PNG, Buffer.alloc(64)]));
      expect(big.statusCode).toBe(413);
      expect(big.json<{ error: { error: string } }>().error.error).toBe('file-too-large');
    } finally {
      await t.database.db.update(appSettings).set({ value: 200 * 1024 * 1024 }).where(eq(appSettings.key, 'maxUploadBytes'));
      t.app.applicationLoader.invalidate();
    }
    const list = await t.app.inject({ method: 'GET', url: filesUrl(started.externalId), headers: owner.headers });
    expect(list.json<FilesBody>().files).toHaveLength(1);
  });
});

describe('DELETE /api/order/{externalId}/files/{identity}', () => {
  it("removes a file added after ordering while the order is 'received', never the files it was ordered with", async () => {
    const added = (await post(received.externalId, owner, 'tables', 'table 1.csv', Buffer.from('a,b\n1,2\n'))).json<FilesBody>();
    const table = added.files.find((file) => file.name === 'table 1.csv');
    expect(table?.removable).toBe(true);
    const original = added.files.find((file) => file.name === 'paper.txt');
    expect(original?.removable).toBe(false);
    const refused = await del(received.externalId, original?.identity ?? '', owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: { message: string } }>().error.message).toContain('Only files you added after placing the order');
    expect((await del(received.externalId, table?.identity ?? '', other)).statusCode).toBe(404);
    expect((await del(received.externalId, table?.identity ?? '')).statusCode).toBe(401);
    expect((await del(received.externalId, 'nope', owner)).statusCode).toBe(404);
    const removed = await del(received.externalId, table?.identity ?? '', owner);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<FilesBody>().files.map((file) => file.name)).toEqual(['paper.txt']);
  });

  it('refuses removing once the editors started', async () => {
    const list = (await t.app.inject({ method: 'GET', url: filesUrl(started.externalId), headers: owner.headers })).json<FilesBody>();
    const figure = list.files[0];
    expect(figure?.removable).toBe(false);
    expect((await del(started.externalId, figure?.identity ?? '', owner)).statusCode).toBe(409);
  });
});

describe('GET /api/order/{externalId}/files', () => {
  it("is 404 for another user's order and 401 for a visitor; a closed order cannot take files", async () => {
    expect((await t.app.inject({ method: 'GET', url: filesUrl(started.externalId), headers: other.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: filesUrl(started.externalId), headers: browserHeaders() })).statusCode).toBe(401);
    const closed = await t.app.inject({ method: 'GET', url: filesUrl(completed.externalId), headers: owner.headers });
    expect(closed.json<FilesBody>().canAdd).toBe(false);
  });
});
