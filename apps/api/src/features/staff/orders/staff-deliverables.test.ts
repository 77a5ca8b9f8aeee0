import { eq } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffOrderPaths as paths } from '@marginalia/contracts/staff/staff.paths';
import { orderDeliverables, orderFormFiles, orders } from '../../../platform/db/schema/all-tables';
import { translateMessage } from '../../../platform/i18n/catalogues';
import { BROKEN_BODIES, storedFiles } from '../../../test/broken-multipart';
import { call, errorKey, seedOrder, SMALL_PDF, staffWorld, uploadDeliverable, workbenchOf, type StaffWorld } from './staff-orders-test-support';

let world: StaffWorld;
beforeAll(async () => {
  world = await staffWorld();
});
afterAll(() => world.t.close());

describe('delivered files', () => {
  it('uploads, lists, downloads and removes a file, recording each step', async () => {
    const { externalId, id } = await seedOrder(world.t.database, world.researcher.id, { status: 'in_progress' });
    const uploaded = workbenchOf(await uploadDeliverable(world.t.app, world.staff, externalId, 'tracked', 'Résumé edited.pdf'));
    expect(uploaded.deliverables).toMatchObject([{ kind: 'tracked', name: 'Résumé edited.pdf', size: SMALL_PDF.length, uploadedBy: { identity: world.staff.identity } }]);
    const key = uploaded.deliverables[0]?.key ?? '';

    const download = await call(world.t.app, world.staff.headers, 'GET', paths.deliverableDownload(externalId, key));
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''R%C3%A9sum%C3%A9%20edited.pdf");
    expect(download.rawPayload.equals(SMALL_PDF)).toBe(true);

    const removed = workbenchOf(await call(world.t.app, world.staff.headers, 'DELETE', paths.deliverable(externalId, key)));
    expect(removed.deliverables).toEqual([]);
    expect(removed.history.slice(0, 2).map((event) => event.action)).toEqual(['order.deliverable.remove', 'order.deliverable.add']);
    const [row] = await world.t.database.db.select().from(orderDeliverables).where(eq(orderDeliverables.orderId, id));
    expect(row?.removedAt).not.toBeNull();
    expect((await call(world.t.app, world.staff.headers, 'GET', paths.deliverableDownload(externalId, key))).statusCode).toBe(404);
    expect(errorKey(await call(world.t.app, world.staff.headers, 'DELETE', paths.deliverable(externalId, key)))).toBe('file-not-found');
  });

  it('refuses a type we do not deliver, content that does not match its name, and an unknown kind', async () => {
    const { externalId } = await seedOrder(world.t.database, world.researcher.id);
    const exe = await uploadDeliverable(world.t.app, world.staff, externalId, 'other', 'tool.exe', Buffer.from('MZ\x90\x00binary'));
    expect(exe.statusCode).toBe(415);
    expect(errorKey(exe)).toBe('file-type-not-allowed');
    const fake = await uploadDeliverable(world.t.app, world.staff, externalId, 'figures', 'figure.png', SMALL_PDF);
    expect(fake.statusCode).toBe(415);
    expect(errorKey(fake)).toBe('file-content-mismatch');
    const kind = await uploadDeliverable(world.t.app, world.staff, externalId, 'manuscript');
    expect(kind.statusCode).toBe(400);
    expect(workbenchOf(await call(world.t.app, world.staff.headers, 'GET', paths.workbench(externalId))).deliverables).toEqual([]);
  });

  it('refuses uploads and removals once the order is completed', async () => {
    const { externalId, id } = await seedOrder(world.t.database, world.researcher.id, { status: 'in_progress' });
    const key = workbenchOf(await uploadDeliverable(world.t.app, world.staff, externalId, 'clean')).deliverables[0]?.key ?? '';
    await world.t.database.db.update(orders).set({ status: 'completed' }).where(eq(orders.id, id));
    expect(errorKey(await call(world.t.app, world.staff.headers, 'DELETE', paths.deliverable(externalId, key)))).toBe('order-closed');
    const late = await uploadDeliverable(world.t.app, world.staff, externalId, 'clean');
    expect(late.statusCode).toBe(409);
    expect(errorKey(late)).toBe('order-closed');
    // Staff can still download what was delivered.
    expect((await call(world.t.app, world.staff.headers, 'GET', paths.deliverableDownload(externalId, key))).statusCode).toBe(200);
  });

  it("downloads a customer's uploaded file", async () => {
    const order = await seedOrder(world.t.database, world.researcher.id);
    const [row] = await world.t.database.db.select({ formId: orders.orderFormId }).from(orders).where(eq(orders.id, order.id));
    const stored = await world.t.app.platform.storage.write(`order-forms/test/${order.id}.pdf`, Readable.from([SMALL_PDF]));
    await world.t.database.db.insert(orderFormFiles).values({ publicId: `cf${order.id}`, orderFormId: row?.formId ?? 0, kind: 'main', name: 'manuscript.pdf', contentType: 'application/pdf', size: stored.size, storageKey: stored.key, sha256: stored.sha256 });
    const response = await call(world.t.app, world.staff.headers, 'GET', paths.customerFile(`cf${order.id}`));
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(SMALL_PDF)).toBe(true);
    expect((await call(world.t.app, world.staff.headers, 'GET', paths.customerFile('missing'))).statusCode).toBe(404);
  });

  // Small: refused while its first bytes are read. Large: refused while it streams into storage.
  const contents = { small: Buffer.concat([SMALL_PDF, Buffer.alloc(1000)]), large: Buffer.concat([SMALL_PDF, Buffer.alloc(300_000)]) };
  const broken = Object.keys(BROKEN_BODIES).flatMap((way) => (['small', 'large'] as const).map((size) => [way, size] as const));
  it.each(broken)('refuses a multipart body %s (%s file) with a translated 400, storing nothing', async (way, size) => {
    const { externalId, id } = await seedOrder(world.t.database, world.researcher.id, { status: 'in_progress' });
    const before = await storedFiles(world.t.app);
    const body = BROKEN_BODIES[way]!({ fields: {}, fileName: 'edited.pdf', content: contents[size] });
    const response = await world.t.app.inject({
      method: 'POST',
      url: `/api/staff/orders/${externalId}/deliverables?kind=tracked&language=es`,
      headers: { ...world.staff.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({ error: 'upload-incomplete', message: translateMessage('es', 'upload-incomplete') });
    expect(await storedFiles(world.t.app)).toEqual(before);
    expect(await world.t.database.db.select().from(orderDeliverables).where(eq(orderDeliverables.orderId, id))).toEqual([]);
    // A whole upload right after goes through.
    expect(workbenchOf(await uploadDeliverable(world.t.app, world.staff, externalId, 'tracked', 'edited.pdf', contents[size])).deliverables).toHaveLength(1);
  });
});
