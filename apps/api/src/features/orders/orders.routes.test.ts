import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/db/schema/all-tables';
import { createSignedInUser, type TestUser } from '../../test/test-app';
import { useTestApp, useBeforeAll } from '../../test/use-test-app';
import { seedDeliveredOrder, type DeliveredOrder } from './delivered-order-test-support';

/** The details page's order, its delivered files and the researcher's own uploads. */
const t = useTestApp();
const owner = useBeforeAll(() => createSignedInUser(t.database, { currency: 'USD' }));
const other = useBeforeAll(() => createSignedInUser(t.database, { currency: 'USD' }));
const staff = useBeforeAll(() => createSignedInUser(t.database, { role: 'staff' }));
const unpaid = useBeforeAll(() => seedDeliveredOrder(t.app, owner.id, { staffId: staff.id, paid: false, deliverables: [{ name: 'edited.docx', content: 'edited' }], certificate: {} }));
const inProgress = useBeforeAll(() => seedDeliveredOrder(t.app, owner.id, { staffId: staff.id, status: 'in_progress', deliverables: [{ name: 'draft.docx', content: 'early' }] }));
let delivered: DeliveredOrder;
beforeAll(async () => {
  delivered = await seedDeliveredOrder(t.app, owner.id, {
    staffId: staff.id,
    deliverables: [
      { name: 'manuscript-tracked.docx', content: 'tracked changes' },
      { name: 'manuscript-clean.docx', content: 'clean copy', kind: 'clean' },
      { name: 'mistake.docx', content: 'withdrawn', removed: true },
    ],
    originals: [
      { name: 'Manuscript draft é.docx', content: 'the original words' },
      { name: 'figure-1.png', content: 'png bytes', kind: 'figures' },
    ],
    certificate: { authors: 'Ada Tester' },
  });
});

const get = (url: string, user?: TestUser) => t.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });

/** Written straight to the database, as another process would; the app reads the change log before its next answer. */
async function setOverride(enabled: boolean) {
  await t.database.db.update(users).set({ overrideDownloadAvailable: enabled }).where(eq(users.id, owner.id));
  t.app.identityCache.checkSoon();
}

describe('GET /api/order/{externalId}', () => {
  it('gives the owner the whole order: services, files, lines, certificate once the files are theirs', async () => {
    const response = await get(`/api/order/${delivered.externalId}`, owner);
    expect(response.statusCode).toBe(200);
    const { order } = response.json();
    expect(order).toMatchObject({
      externalId: delivered.externalId,
      status: 'completed',
      completed: true,
      paid: true,
      downloadAvailable: true,
      certificateReady: true,
      certificate: { code: delivered.certificateCode, externalId: delivered.externalId, authors: 'Ada Tester' },
      styleOfEnglish: 'british',
      journal: { name: 'Marine Ecology Progress Series' },
      hasManuscriptFormatting: true,
      hasFigures: false,
      totalAmount: 30_000,
      currency: { isoCode: 'USD' },
      discounts: [{ description: 'service', code: null, appliedAmount: 1_000 }],
      customerGoal: { name: 'editing' },
    });
    expect(order.services.map((service: { id: string }) => service.id)).toEqual(['standard-editing', 'formatting']);
    expect(order.lineItems[0]).toMatchObject({ serviceIdentity: 'standard-editing', listPrice: 26_000, discountAmount: 1_000, totalPrice: 25_000 });
    expect(order.primaryManuscripts).toEqual([{ identity: delivered.originalIds[0], name: 'Manuscript draft é.docx', kind: 'main', size: 18, expired: false }]);
    expect(order.supportingFiles).toHaveLength(1);
    expect(JSON.stringify(order)).not.toContain(owner.email);
  });

  it('keeps the certificate back while a completed order awaits payment, and gives it with the override', async () => {
    const before = (await get(`/api/order/${unpaid.externalId}`, owner)).json().order;
    expect(before).toMatchObject({ downloadAvailable: false, certificateReady: false, certificate: null });
    await setOverride(true);
    try {
      const after = (await get(`/api/order/${unpaid.externalId}`, owner)).json().order;
      expect(after).toMatchObject({ downloadAvailable: true, certificateReady: true, certificate: { code: unpaid.certificateCode } });
    } finally {
      await setOverride(false);
    }
  });

  it('is 404 for another user and an unknown order, 401 for a visitor, 400 for a malformed id', async () => {
    expect((await get(`/api/order/${delivered.externalId}`, other)).statusCode).toBe(404);
    expect((await get(`/api/order/${delivered.externalId}`, other)).json().error.error).toBe('order-not-found');
    expect((await get('/api/order/NOPE1234', owner)).statusCode).toBe(404);
    expect((await get(`/api/order/${delivered.externalId}`)).statusCode).toBe(401);
    expect((await get(`/api/order/${'X'.repeat(41)}`, owner)).statusCode).toBe(400);
  });
});

describe('GET /api/order/{externalId}/deliverables', () => {
  it('lists the files staff delivered (not the withdrawn one) with the company and order', async () => {
    const response = await get(`/api/order/${delivered.externalId}/deliverables`, owner);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ externalId: delivered.externalId, companyName: expect.any(String), error: null });
    expect(body.companyName.length).toBeGreaterThan(0);
    const certificate = `certificate-${delivered.certificateCode ?? ''}.pdf`;
    expect(body.files).toEqual([
      { key: delivered.deliverableKeys[0], path: 'manuscript-tracked.docx', size: 15, name: 'manuscript-tracked.docx', kind: 'tracked', contentType: expect.any(String) },
      { key: delivered.deliverableKeys[1], path: 'manuscript-clean.docx', size: 10, name: 'manuscript-clean.docx', kind: 'clean', contentType: expect.any(String) },
      { key: 'certificate', path: certificate, size: expect.any(Number), name: certificate, kind: 'certificate', contentType: 'application/pdf' },
    ]);
  });

  it('hands over the certificate with the files: the archive has its PDF as an entry', async () => {
    const { files } = (await get(`/api/order/${delivered.externalId}/deliverables`, owner)).json() as { files: { key: string; path: string; size: number }[] };
    // Download All Files fetches every entry by its key and stores it under its path.
    const entries = new Map<string, Buffer>();
    for (const file of files) {
      const response = await get(`/api/order/${delivered.externalId}/deliverables/${file.key}`, owner);
      expect(response.statusCode, file.path).toBe(200);
      entries.set(file.path, response.rawPayload);
    }
    expect([...entries.keys()]).toEqual(['manuscript-tracked.docx', 'manuscript-clean.docx', `certificate-${delivered.certificateCode ?? ''}.pdf`]);
    const pdf = entries.get(`certificate-${delivered.certificateCode ?? ''}.pdf`);
    expect(pdf?.subarray(0, 5).toString()).toBe('%PDF-');
    // The listed size is the served one: the PDF is the same bytes each time it is rendered.
    expect(files.at(-1)?.size).toBe(pdf?.length);
    const again = await get(`/api/order/${delivered.externalId}/deliverables/certificate`, owner);
    expect(again.rawPayload.equals(pdf ?? Buffer.alloc(0))).toBe(true);
  });

  it('has no certificate entry for an order without one', async () => {
    const plain = await seedDeliveredOrder(t.app, owner.id, { staffId: staff.id, deliverables: [{ name: 'only.docx', content: 'only' }] });
    const { files } = (await get(`/api/order/${plain.externalId}/deliverables`, owner)).json() as { files: { path: string }[] };
    expect(files.map((file) => file.path)).toEqual(['only.docx']);
    expect((await get(`/api/order/${plain.externalId}/deliverables/certificate`, owner)).statusCode).toBe(404);
  });

  it('says why and lists nothing until the order is completed and paid', async () => {
    expect((await get(`/api/order/${inProgress.externalId}/deliverables`, owner)).json()).toMatchObject({ files: [], error: 'order-files-not-ready' });
    expect((await get(`/api/order/${unpaid.externalId}/deliverables`, owner)).json()).toMatchObject({ files: [], error: 'order-files-awaiting-payment' });
  });

  it('unlocks an unpaid completed order for an account with overrideDownloadAvailable', async () => {
    await setOverride(true);
    try {
      const body = (await get(`/api/order/${unpaid.externalId}/deliverables`, owner)).json();
      expect(body.error).toBeNull();
      // The certificate counts once the files are the customer's, so it comes with them.
      expect(body.files.map((file: { kind: string }) => file.kind)).toEqual(['tracked', 'certificate']);
      const file = await get(`/api/order/${unpaid.externalId}/deliverables/${unpaid.deliverableKeys[0]}`, owner);
      expect(file.statusCode).toBe(200);
      expect(file.body).toBe('edited');
    } finally {
      await setOverride(false);
    }
    // Still nothing for an order that is not completed.
    await setOverride(true);
    try {
      expect((await get(`/api/order/${inProgress.externalId}/deliverables`, owner)).json().error).toBe('order-files-not-ready');
    } finally {
      await setOverride(false);
    }
  });

  it('is 404 for another user, 401 for a visitor', async () => {
    expect((await get(`/api/order/${delivered.externalId}/deliverables`, other)).statusCode).toBe(404);
    expect((await get(`/api/order/${delivered.externalId}/deliverables`)).statusCode).toBe(401);
  });
});

describe('GET /api/order/{externalId}/deliverables/{fileKey}', () => {
  it('streams the file as an attachment', async () => {
    const response = await get(`/api/order/${delivered.externalId}/deliverables/${delivered.deliverableKeys[0]}`, owner);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('tracked changes');
    expect(response.headers['content-length']).toBe('15');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="manuscript-tracked.docx"; filename*=UTF-8''manuscript-tracked.docx`);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses while locked, and for withdrawn, unknown or foreign files', async () => {
    const locked = await get(`/api/order/${unpaid.externalId}/deliverables/${unpaid.deliverableKeys[0]}`, owner);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error.error).toBe('order-files-awaiting-payment');
    expect((await get(`/api/order/${inProgress.externalId}/deliverables/${inProgress.deliverableKeys[0]}`, owner)).json().error.error).toBe('order-files-not-ready');
    expect((await get(`/api/order/${delivered.externalId}/deliverables/${delivered.deliverableKeys[2]}`, owner)).statusCode).toBe(404);
    expect((await get(`/api/order/${delivered.externalId}/deliverables/nope`, owner)).statusCode).toBe(404);
    // A key of another order cannot be read through this one.
    expect((await get(`/api/order/${delivered.externalId}/deliverables/${unpaid.deliverableKeys[0]}`, owner)).statusCode).toBe(404);
    expect((await get(`/api/order/${delivered.externalId}/deliverables/${delivered.deliverableKeys[0]}`, other)).statusCode).toBe(404);
    expect((await get(`/api/order/${delivered.externalId}/deliverables/${delivered.deliverableKeys[0]}`)).statusCode).toBe(401);
    expect((await get(`/api/order/${delivered.externalId}/deliverables/${'k'.repeat(65)}`, owner)).statusCode).toBe(400);
  });
});

describe('GET /api/file/{identity}/download', () => {
  it("gives the owner their own upload, with its UTF-8 name", async () => {
    const response = await get(`/api/file/${delivered.originalIds[0]}/download`, owner);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('the original words');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="Manuscript_draft__.docx"; filename*=UTF-8''Manuscript%20draft%20%C3%A9.docx`);
  });

  it('is 404 for another user and unknown files, 401 for a visitor', async () => {
    expect((await get(`/api/file/${delivered.originalIds[0]}/download`, other)).statusCode).toBe(404);
    expect((await get('/api/file/of_unknown/download', owner)).statusCode).toBe(404);
    expect((await get(`/api/file/${delivered.originalIds[0]}/download`)).statusCode).toBe(401);
  });
});
