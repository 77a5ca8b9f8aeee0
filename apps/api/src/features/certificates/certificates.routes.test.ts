import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { orderDeliverables } from '../../platform/db/schema/all-tables';
import { pdfText } from '../../platform/pdf/pdf-test-tools';
import { browserHeaders, createSignedInUser, type TestUser } from '../../test/test-app';
import { useTestApp, useBeforeAll } from '../../test/use-test-app';
import { seedCertifiedOrder } from './certificate-test-support';
import { VERIFICATION_MISS_LIMIT } from './certificates.service';

/** Certificates: public verification and PDF, the owner's files and edit. */
const t = useTestApp({ PUBLIC_URL: 'https://portal.example.test', ALLOW_SANDBOX: 'true' });
const owner = useBeforeAll(() => createSignedInUser(t.database, { currency: 'USD', timeZone: 'Asia/Tokyo' }));
const other = useBeforeAll(() => createSignedInUser(t.database, { currency: 'USD' }));
const staff = useBeforeAll(() => createSignedInUser(t.database, { role: 'staff' }));
const certified = useBeforeAll(() => seedCertifiedOrder(t.app, owner.id, staff.id, { authors: 'Ada Tester, Grace Hopper' }));
const unpaid = useBeforeAll(() => seedCertifiedOrder(t.app, owner.id, staff.id, { paid: false }));
const cancelled = useBeforeAll(() => seedCertifiedOrder(t.app, owner.id, staff.id, { status: 'cancelled' }));

/** Each caller gets its own address, so the miss limit of one test does not spill into another. */
let address = 0;
const nextAddress = () => `198.51.100.${(address += 1)}`;
const get = (url: string, user?: TestUser, ip = nextAddress()) =>
  t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': ip, ...(user ? { cookie: user.cookie } : {}) } });
const save = (code: string, payload: unknown, user?: TestUser) =>
  t.app.inject({ method: 'PUT', url: `/api/certificate/save/${code}`, headers: user ? user.headers : browserHeaders(), payload: payload as Record<string, unknown> });

describe('GET /api/certificate/{code} (public)', () => {
  it('verifies a code for a visitor with what the certificate states, and nothing of the account', async () => {
    const response = await get(`/api/certificate/${certified.code}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      certificate: {
        code: certified.code,
        externalId: certified.externalId,
        title: 'Urban heat islands and tree cover',
        authors: 'Ada Tester, Grace Hopper',
        issuedOn: expect.any(String),
        services: ['Standard Editing'],
        wordCount: 6120,
        completedAt: expect.any(String),
        files: [{ kind: 'tracked', size: 17, sha256: createHash('sha256').update('edited manuscript').digest('hex') }],
      },
    });
    expect(response.body).not.toContain(owner.email);
    // The fingerprint, never the researcher's file name.
    expect(response.body).not.toContain('edited.docx');
    expect(response.body).not.toContain('Tester ');
  });

  it('answers certificate-verification-error for an unknown code, an unpaid or a cancelled order', async () => {
    for (const code of ['MGNOTACODE', unpaid.code, cancelled.code]) {
      const response = await get(`/api/certificate/${code}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.error).toBe('certificate-verification-error');
    }
    expect((await get(`/api/certificate/${'A'.repeat(65)}`)).statusCode).toBe(400);
  });

  it('answers the fingerprints of the edited files only: not figures or other files, not withdrawn ones', async () => {
    const staff = await createSignedInUser(t.database, { role: 'staff' });
    const several = await seedCertifiedOrder(t.app, owner.id, staff.id, { authors: 'Ada Tester' });
    const sha = (text: string) => createHash('sha256').update(text).digest('hex');
    const file = (publicId: string, kind: 'clean' | 'formatted' | 'figures' | 'other', body: string, removedAt: Date | null = null) => ({
      publicId,
      orderId: several.orderId,
      kind,
      name: `${publicId}.docx`,
      contentType: 'application/octet-stream',
      size: body.length,
      storageKey: `deliverables/${several.orderId}/${publicId}`,
      // Stored in upper case by some older upload: answered in lower case.
      sha256: kind === 'formatted' ? sha(body).toUpperCase() : sha(body),
      uploadedById: staff.id,
      removedAt,
    });
    await t.database.db.insert(orderDeliverables).values([
      file(`${several.deliverableKey}c`, 'clean', 'clean manuscript'),
      file(`${several.deliverableKey}f`, 'formatted', 'formatted manuscript'),
      file(`${several.deliverableKey}g`, 'figures', 'figures'),
      file(`${several.deliverableKey}o`, 'other', 'letter'),
      file(`${several.deliverableKey}r`, 'clean', 'withdrawn manuscript', new Date()),
    ]);
    const response = await get(`/api/certificate/${several.code}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().certificate.files).toEqual([
      { kind: 'tracked', size: 17, sha256: sha('edited manuscript') },
      { kind: 'clean', size: 16, sha256: sha('clean manuscript') },
      { kind: 'formatted', size: 20, sha256: sha('formatted manuscript') },
    ]);
    expect(response.body).not.toContain('.docx');
  });

  it('forgives case, spaces and dashes in a typed code', async () => {
    const typed = certified.code.toLowerCase().replace(/-/g, ' ');
    const response = await get(`/api/certificate/${encodeURIComponent(typed)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().certificate.code).toBe(certified.code);
  });

  it('stops an address that keeps guessing, even for a right code', async () => {
    const ip = '203.0.113.77';
    for (let miss = 0; miss < VERIFICATION_MISS_LIMIT.limit; miss += 1) expect((await get(`/api/certificate/MGGUESS${miss}`, undefined, ip)).statusCode).toBe(404);
    const refused = await get(`/api/certificate/${certified.code}`, undefined, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.error).toBe('too-many-attempts');
    expect((await get(`/api/certificate/${certified.code}`)).statusCode).toBe(200);
  });
});

describe('GET /api/certificate/{code}/pdf (public)', () => {
  it('prints the certificate with its verification address, in the language asked for', async () => {
    const response = await get(`/api/certificate/${certified.code}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="certificate-${certified.code}.pdf"`);
    const text = pdfText(response.rawPayload);
    for (const expected of ['Editing Certificate', 'Urban heat islands and tree cover', 'Ada Tester, Grace Hopper', certified.externalId, 'Standard Editing', '6,120', certified.code, `https://portal.example.test/en/certificate?code=${certified.code}`]) {
      expect(text).toContain(expected);
    }
    const japanese = pdfText((await get(`/api/certificate/${certified.code}/pdf?language=jp`)).rawPayload);
    expect(japanese).toContain('英文校正証明書');
    expect(japanese).toContain(`https://portal.example.test/jp/certificate?code=${certified.code}`);
  });

  it('is 404 for unknown and unpaid certificates', async () => {
    expect((await get('/api/certificate/MGNOTACODE/pdf')).statusCode).toBe(404);
    expect((await get(`/api/certificate/${unpaid.code}/pdf`)).statusCode).toBe(404);
  });
});

describe('GET /api/certificate/{code}/deliverables (owner only)', () => {
  it("lists and streams the certified order's files for the owner", async () => {
    const list = await get(`/api/certificate/${certified.code}/deliverables`, owner);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ externalId: certified.externalId, error: null, files: [{ key: certified.deliverableKey, path: 'edited.docx', size: 17 }] });
    const file = await get(`/api/certificate/${certified.code}/deliverables/${certified.deliverableKey}`, owner);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('edited manuscript');
  });

  it('keeps the files from anyone else holding the code: 404 for another user, 401 for a visitor', async () => {
    expect((await get(`/api/certificate/${certified.code}/deliverables`, other)).statusCode).toBe(404);
    expect((await get(`/api/certificate/${certified.code}/deliverables`)).statusCode).toBe(401);
    expect((await get(`/api/certificate/${certified.code}/deliverables/${certified.deliverableKey}`, other)).statusCode).toBe(404);
    expect((await get(`/api/certificate/${certified.code}/deliverables/${certified.deliverableKey}`)).statusCode).toBe(401);
    expect((await get(`/api/certificate/${certified.code}/deliverables/nope`, owner)).statusCode).toBe(404);
  });

  it('locks the files of an unpaid order', async () => {
    expect((await get(`/api/certificate/${unpaid.code}/deliverables`, owner)).json()).toMatchObject({ files: [], error: 'order-files-awaiting-payment' });
    expect((await get(`/api/certificate/${unpaid.code}/deliverables/${unpaid.deliverableKey}`, owner)).statusCode).toBe(403);
  });
});

describe('PUT /api/certificate/save/{code}', () => {
  it('lets the owner set the title and authors, tidied', async () => {
    const response = await save(certified.code, { title: '  Urban heat   islands ', authors: ' Ada Tester ,, Grace  Hopper, ', externalId: certified.externalId, code: certified.code }, owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      certificateDetails: { code: certified.code, externalId: certified.externalId, title: 'Urban heat islands', authors: 'Ada Tester, Grace Hopper', issuedOn: expect.any(String) },
      error: null,
    });
    expect((await get(`/api/certificate/${certified.code}`)).json().certificate).toMatchObject({ title: 'Urban heat islands', authors: 'Ada Tester, Grace Hopper' });
  });

  it('refuses an empty title or authors with their messages', async () => {
    const response = await save(certified.code, { title: ' ', authors: '' }, owner);
    expect(response.statusCode).toBe(400);
    const { fields } = response.json().error;
    expect(fields.title).toEqual({ error: 'project-title-required', message: 'Please enter your project title.' });
    expect(fields.authors).toEqual({ error: 'project-authors-required', message: 'Please enter your project authors.' });
    const commas = await save(certified.code, { title: 'A title', authors: ' , ,' }, owner);
    expect(commas.statusCode).toBe(400);
    expect(commas.json().error.fields.authors.error).toBe('project-authors-required');
    expect((await save(certified.code, { title: 'T'.repeat(513), authors: 'A' }, owner)).json().error.fields.title.error).toBe('project-title-too-long');
  });

  it('is 404 for another user, a mismatched order or an unknown code; 401 for a visitor', async () => {
    const body = { title: 'Taken over', authors: 'Mallory' };
    expect((await save(certified.code, body, other)).statusCode).toBe(404);
    expect((await save(certified.code, { ...body, externalId: unpaid.externalId }, owner)).statusCode).toBe(404);
    expect((await save('MGNOTACODE', body, owner)).statusCode).toBe(404);
    expect((await save(certified.code, body)).statusCode).toBe(401);
    expect((await get(`/api/certificate/${certified.code}`)).json().certificate.title).toBe('Urban heat islands');
  });
});
