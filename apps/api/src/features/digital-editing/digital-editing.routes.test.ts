import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { digitalEditLoadResponseSchema, digitalEditSearchResponseSchema } from '@marginalia/contracts/digital/digital-editing.contract';
import { purchaseStatusResponseSchema } from '@marginalia/contracts/digital/digital-purchases.contract';
import type { users } from '../../platform/db/schema/all-tables';
import { digitalEdits, digitalPurchases, invoices, orderFormFiles, orderForms, payments } from '../../platform/db/schema/all-tables';
import { buildDoc, buildEncryptedOoxml } from '../../platform/documents/fixtures/doc-builder';
import { writeZip } from '../../platform/documents/fixtures/zip-writer';
import { deflatedZeros, DOCX_PREFIX_ENTRIES } from '../../platform/documents/fixtures/zip-bomb';
import { buildDocx } from '../../platform/documents/fixtures/docx-builder';
import { acceptRevisions, rejectRevisions, reviewedTexts } from '../../platform/docx/revisions/test-support/revision-review';
import { browserHeaders, createSignedInUser, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { englishDocx, runJobs, spanishDocx, subscribeByCard, uploadEdit, US } from './digital-editing-test-support';
import { REVISION_AUTHOR } from './edit-job.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const researcher = (overrides: Partial<typeof users.$inferInsert> = {}) => createSignedInUser(t.database, { countryId: US, currency: 'USD', siteLanguage: 'en', ...overrides });
const get = (user: TestUser | null, url: string) => t.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });
const post = (user: TestUser | null, url: string, payload?: Record<string, unknown>) => t.app.inject({ method: 'POST', url, headers: user ? user.headers : browserHeaders(), ...(payload ? { payload } : {}) });
const load = async (user: TestUser) => digitalEditLoadResponseSchema.parse((await get(user, '/api/digital-edit/load')).json());
const rowsOf = (user: TestUser) => t.database.db.select().from(digitalEdits).where(eq(digitalEdits.userId, user.id));
const withTrial = () => researcher({ digitalEditingTrial: true });

describe('the subscription', () => {
  it('is bought by card: one charge, a paid invoice, a year of access; a second purchase adds its year after the first', async () => {
    const user = await researcher();
    const before = await load(user);
    expect(before).toMatchObject({ accessType: 'NONE', hasDigitalEditingPurchase: false, hasUploadedDigitalEdit: false, expiredAt: null });
    // Shown as 30 % off the full price.
    expect(before.digitalEditingPurchase).toMatchObject({ identity: 'editing-annual', price: 11_900, fullPrice: 17_000, currency: 'USD' });
    const offers = (await get(user, '/api/digital-purchases/offers?kind=editing-subscription')).json();
    expect(offers.paymentMethods).not.toContain(9);

    const paid = await subscribeByCard(t, user);
    expect(paid.statusCode, paid.body).toBe(200);
    const receiptCode = /subscribe\/([^/]+)\/success$/.exec(paid.json().redirectUrl)?.[1] ?? '';
    expect(paid.json().redirectUrl).toBe(`/en/researcher/digital-editing/subscribe/${receiptCode}/success`);
    expect((await subscribeByCard(t, user)).json().paymentId).toBe(paid.json().paymentId);
    expect(await t.database.db.select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(1);
    const status = purchaseStatusResponseSchema.parse((await get(user, `/api/digital-purchases/receipt/${receiptCode}`)).json());
    expect(status).toMatchObject({ status: 'completed', purchase: { kind: 'editing-subscription', valid: true, numberOfUses: null } });
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.receiptCode, receiptCode));
    expect(invoice).toMatchObject({ totalAmount: 11_900, balance: 0, description: 'Digital editing, annual subscription' });

    const after = await load(user);
    expect(after).toMatchObject({ accessType: 'SUBSCRIPTION', hasDigitalEditingPurchase: true });
    const firstEnd = new Date(after.accessEndsAt!).getTime();
    expect(Math.abs(firstEnd - (Date.now() + 365 * DAY_MS))).toBeLessThan(60_000);
    // A purchase made now would run a year from the end of this one.
    expect(new Date(after.digitalEditingPurchase!.endsAt).getTime()).toBe(firstEnd + 365 * DAY_MS);

    // The next day (a new attempt), a second purchase: its year starts when the first ends.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + DAY_MS });
    try {
      expect((await subscribeByCard(t, user)).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
    const periods = await t.database.db.select().from(digitalPurchases).where(eq(digitalPurchases.userId, user.id)).orderBy(digitalPurchases.id);
    expect(periods).toHaveLength(2);
    expect(periods[1]!.startsAt.getTime()).toBe(periods[0]!.endsAt!.getTime());
    expect((await load(user)).accessEndsAt).toBe(periods[1]!.endsAt!.toISOString());

    const other = await researcher();
    expect((await get(other, `/api/digital-purchases/receipt/${receiptCode}`)).statusCode).toBe(404);
    expect((await get(null, '/api/digital-edit/load')).statusCode).toBe(401);
  });

  it('refuses bank transfer and a missing terms acceptance, and charges nothing', async () => {
    const user = await researcher();
    const response = await subscribeByCard(t, user, { paymentMethodId: 9, acceptedTermsAndConditions: false });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().error.fields)).toEqual(expect.arrayContaining(['acceptedTermsAndConditions', 'paymentMethodId']));
    expect(response.json().error.fields.acceptedTermsAndConditions.message).toBe('Please accept the terms and conditions to continue.');
    expect(await t.database.db.select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(0);
    expect((await post(null, '/api/digital-edit/payment', { availableDigitalPurchaseIdentity: 'editing-annual', paymentMethodId: 3, acceptedTermsAndConditions: true })).statusCode).toBe(401);
  });
});

describe('editing a manuscript', () => {
  it('returns it with tracked changes and comments; only its owner can list, download, order from or archive it', async () => {
    const user = await withTrial();
    expect((await load(user)).accessType).toBe('TRIAL');
    const created = await uploadEdit(t, user, 'american', 'concrete study.docx', englishDocx());
    expect(created.statusCode, created.body).toBe(200);
    const [edit] = created.json().digitalEdits;
    expect(edit).toMatchObject({ file: 'concrete study.docx', fileType: 'docx', processing: true, finishedProcessing: false, color: 'blue', styleOfEnglish: 'american' });

    // One at a time: a second upload while the first is processing is refused, and nothing of it is kept.
    const second = await uploadEdit(t, user, 'american', 'other.docx', englishDocx());
    expect(second.statusCode).toBe(409);
    expect(second.json().error.error).toBe('digital-edit-processing');
    expect(await rowsOf(user)).toHaveLength(1);

    await runJobs(t);
    const found = digitalEditSearchResponseSchema.parse((await get(user, `/api/digital-edit/search?identities=${edit.identity}`)).json()).results[0]!;
    expect(found).toMatchObject({ completed: true, finishedProcessing: true, color: 'green' });
    expect(found.changes!.grammarMechanics).toBe(4);
    expect(found.changes!.consistencySpellingTypos).toBe(1);
    expect(found.suggestions!.grammarMechanics).toBe(1);

    const download = await get(user, `/api/digital-edit/${edit.identity}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('concrete%20study%20(edited).docx');
    const accepted = reviewedTexts(download.rawPayload, (xml) => acceptRevisions(xml, REVISION_AUTHOR))['word/document.xml']!;
    expect(accepted).toContain('Future work should evaluate the method on larger cohorts, as reported previously (Smith et al., 2020).');
    expect(accepted).toContain('In the second series, we have done the same test, and the results were consistent with the first series (the Table 2).');
    expect(accepted).toContain('The specimens were cured for 28 days before being tested in compression, and the color of each specimen was recorded.');
    // The reference list is never edited.
    expect(accepted).toContain('Smith J, Jones K. Future works on concrete. J Mater Sci. 2020;12:1-10.');
    // What the engine only suggests is a Word comment on its span, in the researcher's language.
    const comments = strFromU8(unzipSync(new Uint8Array(download.rawPayload))['word/comments.xml']!);
    expect(comments).toContain(`w:author="${REVISION_AUTHOR}"`);
    expect(comments).toContain('Suggestion: delete “the”');
    const original = reviewedTexts(englishDocx(), null);
    expect(reviewedTexts(download.rawPayload, (xml) => rejectRevisions(xml, REVISION_AUTHOR))).toEqual(original);

    const other = await researcher();
    expect((await get(other, `/api/digital-edit/${edit.identity}/download`)).statusCode).toBe(404);
    expect((await post(other, `/api/digital-edit/${edit.identity}/archive`)).statusCode).toBe(404);
    expect((await get(other, `/api/order-form/from-digital-edit/${edit.identity}`)).statusCode).toBe(404);
    expect(digitalEditSearchResponseSchema.parse((await get(other, '/api/digital-edit/search')).json()).results).toHaveLength(0);
    for (const url of ['/api/digital-edit/search', `/api/digital-edit/${edit.identity}/download`, `/api/order-form/from-digital-edit/${edit.identity}`]) expect((await get(null, url)).statusCode).toBe(401);
    expect((await post(null, `/api/digital-edit/${edit.identity}/archive`)).statusCode).toBe(401);
    expect((await uploadEdit(t, null, 'american', 'a.docx', englishDocx())).statusCode).toBe(401);

    expect((await get(user, '/api/researcher/recent-documents')).json().documents[0]).toMatchObject({ kind: 'digital-edit', name: 'concrete study.docx', status: 'completed', path: `/researcher/digital-editing/details/${edit.identity}` });

    // On to professional editing: a new order form with the original manuscript, opened at the services.
    const order = await get(user, `/api/order-form/from-digital-edit/${edit.identity}`);
    expect(order.statusCode).toBe(303);
    expect(order.headers.location).toBe('/en/researcher/submit/manuscript-services');
    const [form] = await t.database.db.select().from(orderForms).where(and(eq(orderForms.userId, user.id), eq(orderForms.status, 'open')));
    expect(form).toMatchObject({ customerGoal: 'editing', wordCount: edit.wordCount, manuscriptLanguageId: 1, styleOfEnglish: 'american', stepName: 'manuscript-services' });
    const [file] = await t.database.db.select().from(orderFormFiles).where(eq(orderFormFiles.orderFormId, form!.id));
    expect(file).toMatchObject({ kind: 'main', name: 'concrete study.docx', analysisStatus: 'done' });
    const copied: Buffer[] = [];
    for await (const chunk of await t.app.platform.storage.read(file!.storageKey)) copied.push(Buffer.from(chunk as Uint8Array));
    expect(reviewedTexts(Buffer.concat(copied), null)).toEqual(original);

    const archived = await post(user, `/api/digital-edit/${edit.identity}/archive`);
    expect(archived.json()).toEqual({ archived: true, fileName: 'concrete study.docx' });
    expect((await get(user, `/api/digital-edit/${edit.identity}/download`)).statusCode).toBe(404);
  });

  it('returns a .doc as a .docx whose tracked changes accept to the corrected words and reject to its own', async () => {
    const user = await withTrial();
    const doc = buildDoc({ paragraphs: ['The specimens were cured for 28 days before be tested in compression.', 'In the second series, the results was consistent with the first series.'] });
    const created = await uploadEdit(t, user, 'british', 'old thesis.doc', doc);
    expect(created.statusCode, created.body).toBe(200);
    const [edit] = created.json().digitalEdits;
    expect(edit).toMatchObject({ fileType: 'doc' });
    await runJobs(t);
    const download = await get(user, `/api/digital-edit/${edit.identity}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('old%20thesis%20(edited).docx');
    const accepted = reviewedTexts(download.rawPayload, (xml) => acceptRevisions(xml, REVISION_AUTHOR))['word/document.xml']!;
    expect(accepted).toEqual(['The specimens were cured for 28 days before being tested in compression.', 'In the second series, the results were consistent with the first series.']);
    expect(reviewedTexts(download.rawPayload, (xml) => rejectRevisions(xml, REVISION_AUTHOR))['word/document.xml']).toEqual(['The specimens were cured for 28 days before be tested in compression.', 'In the second series, the results was consistent with the first series.']);
  });

  it('marks an edit failed when its file cannot be revised, and lets it be deleted', async () => {
    const user = await withTrial();
    const created = await uploadEdit(t, user, 'british', 'thesis.docx', englishDocx());
    const [edit] = created.json().digitalEdits;
    const [row] = await rowsOf(user);
    await t.app.platform.storage.delete(row!.storageKey);
    await runJobs(t);
    const found = digitalEditSearchResponseSchema.parse((await get(user, '/api/digital-edit/search?page=1')).json()).results[0]!;
    expect(found).toMatchObject({ identity: edit.identity, failed: true, finishedProcessing: true, color: 'red' });
    expect((await get(user, `/api/digital-edit/${edit.identity}/download`)).statusCode).toBe(404);
    expect((await post(user, `/api/digital-edit/${edit.identity}/archive`)).statusCode).toBe(200);
  });
});

describe('who may upload, and what is refused', () => {
  it('without a subscription, or after it ended: a clear answer and nothing stored', async () => {
    const user = await researcher();
    const refused = await uploadEdit(t, user, 'british', 'a.docx', englishDocx());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ error: 'digital-editing-purchase-required', message: 'Please subscribe to digital editing to upload documents.' });
    const [ended] = await t.database.db
      .insert(digitalPurchases)
      .values({ identity: `D${user.id}expired`, userId: user.id, kind: 'editing-subscription', label: 'Old', source: 'grant', startsAt: new Date(Date.now() - 400 * DAY_MS), endsAt: new Date(Date.now() - 35 * DAY_MS) })
      .returning();
    expect(await load(user)).toMatchObject({ accessType: 'NONE', expiredAt: ended!.endsAt!.toISOString() });
    expect((await uploadEdit(t, user, 'british', 'a.docx', englishDocx())).statusCode).toBe(403);
    expect(await rowsOf(user)).toHaveLength(0);
  });

  it('refuses a missing style, what is not a readable Word file, a manuscript too long or not in English', async () => {
    const user = await withTrial();
    const noStyle = await uploadEdit(t, user, null, 'a.docx', englishDocx());
    expect(noStyle.statusCode).toBe(422);
    expect(noStyle.json().error.fields.styleOfEnglish.message).toBe('Please select your preferred type of English.');
    expect((await uploadEdit(t, user, 'canadian', 'a.docx', englishDocx())).statusCode).toBe(422);
    expect((await uploadEdit(t, user, 'british', 'notes.txt', Buffer.from('Plain text'))).statusCode).toBe(415);
    expect((await uploadEdit(t, user, 'british', 'fake.docx', Buffer.from('%PDF-1.7 not a docx'))).statusCode).toBe(415);
    expect((await uploadEdit(t, user, 'british', 'locked.docx', buildEncryptedOoxml())).json().error.error).toBe('file-encrypted');
    const bomb = writeZip([...DOCX_PREFIX_ENTRIES, { name: 'word/document.xml', raw: deflatedZeros(20) }]);
    expect((await uploadEdit(t, user, 'british', 'bomb.docx', bomb)).json().error.error).toBe('document-too-large-uncompressed');
    const long = buildDocx(Array.from({ length: 400 }, () => ({ paragraph: 'The patients in the intervention group showed a marked clinical improvement during the long follow-up of the cohort, with fewer hospital admissions and a better quality of life reported by them and by their families at every scheduled visit of the study.' })));
    const tooLong = await uploadEdit(t, user, 'british', 'thesis.docx', long);
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().error).toMatchObject({ error: 'digital-edit-word-count-exceeded', params: { fileName: 'thesis.docx', limit: 15000 } });
    const spanish = await uploadEdit(t, user, 'british', 'estudio.docx', spanishDocx());
    expect(spanish.statusCode).toBe(422);
    expect(spanish.json().error.error).toBe('digital-edit-not-english');
    expect(await rowsOf(user)).toHaveLength(0);
  });

  it("refuses bad list queries, an archive or a download while the edit is still processing, and feedback about another's edit", async () => {
    const user = await withTrial();
    for (const page of ['0', 'abc', '-2']) expect((await get(user, `/api/digital-edit/search?page=${page}`)).statusCode).toBe(400);
    const [edit] = (await uploadEdit(t, user, 'british', 'chapter.docx', englishDocx())).json().digitalEdits;
    const archiving = await post(user, `/api/digital-edit/${edit.identity}/archive`);
    expect(archiving.statusCode).toBe(409);
    expect(archiving.json().error.message).toBeTruthy();
    expect((await get(user, `/api/digital-edit/${edit.identity}/download`)).statusCode).toBe(404);
    expect((await post(user, '/api/digital-edit/not-an-edit/archive')).statusCode).toBe(404);
    // Another researcher cannot attach feedback to it.
    const other = await withTrial();
    expect((await post(other, '/api/digital-edit/feedback', { rating: 5, comment: 'Fine.', editIdentity: edit.identity })).statusCode).toBe(404);
    await runJobs(t);
    expect((await get(user, `/api/digital-edit/${edit.identity}/download`)).statusCode).toBe(200);
    expect((await rowsOf(user))[0]).toMatchObject({ status: 'completed', archivedAt: null });
  });

  it('answers 403 everywhere when digital editing is switched off', async () => {
    const staff = await createSignedInUser(t.database, { role: 'staff' });
    const user = await withTrial();
    const off = await t.app.inject({ method: 'PUT', url: '/api/staff/settings/allowsDigitalEditing', headers: staff.headers, payload: { value: false } });
    expect(off.statusCode, off.body).toBe(200);
    try {
      expect((await get(user, '/api/digital-edit/load')).json().error.error).toBe('digital-editing-disabled');
      expect((await uploadEdit(t, user, 'british', 'a.docx', englishDocx())).statusCode).toBe(403);
    } finally {
      await t.app.inject({ method: 'PUT', url: '/api/staff/settings/allowsDigitalEditing', headers: staff.headers, payload: { value: true } });
    }
  });
});

describe('feedback', () => {
  it('is stored and read by staff only', async () => {
    const user = await withTrial();
    expect((await post(user, '/api/digital-edit/feedback', { rating: 4, comment: 'The tracked changes were easy to review.' })).json()).toEqual({ saved: true });
    const bad = await post(user, '/api/digital-edit/feedback', { rating: 9, comment: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.rating.message).toBe('Please choose a rating from 1 to 5.');
    expect((await post(user, '/api/digital-edit/feedback', { rating: 3, editIdentity: 'nope' })).statusCode).toBe(404);
    expect((await post(null, '/api/digital-edit/feedback', { rating: 4 })).statusCode).toBe(401);
    const staff = await createSignedInUser(t.database, { role: 'staff' });
    const list = (await get(staff, '/api/staff/digital-editing/feedback')).json();
    expect(list.feedback[0]).toMatchObject({ rating: 4, comment: 'The tracked changes were easy to review.', customer: { identity: user.identity } });
    expect((await get(user, '/api/staff/digital-editing/feedback')).statusCode).toBe(404);
  });
});
