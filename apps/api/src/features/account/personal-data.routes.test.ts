import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountDataExportPath, accountUpdateDetailsPath } from '@marginalia/contracts/account/account.paths';
import { accountErasures, addresses, certificates, digitalEditingFeedback, digitalEdits, digitalPurchases, digitalTranslations, invoices, orders, referralVisits, supportRequests, testimonials, users } from '../../platform/db/schema/all-tables';
import { createSignedInUser } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { seedDeliveredOrder } from '../orders/delivered-order-test-support';
import { billingDesk } from '../staff/billing/staff-billing-test-support';
import { supportCalls } from '../support/support-test-support';
import { erasedEmail } from './account-personal-data';

/** The privacy policy's promises: a person downloads everything kept about them, and can have it erased. */
describe('personal data', () => {
  const t = useTestApp();
  const desk = billingDesk(t);
  const support = supportCalls(t);
  const address = { name: 'Marie Curie', organization: 'Institut du Radium', address1: '1 rue Pierre et Marie Curie', city: 'Paris', zip: '75005', countryId: 76 };

  async function researcherWithEverything() {
    const staff = await createSignedInUser(t.database, { role: 'staff' });
    const user = await desk.researcher({ firstName: 'Marie', lastName: 'Curie', phone: '+33 1 42 34 67 00' });
    await t.app.inject({ method: 'POST', url: '/api/account/addresses', headers: user.headers, payload: { address } });
    const delivered = await seedDeliveredOrder(t.app, user.id, { staffId: staff.id, title: 'Radioactive decay of polonium', deliverables: [{ name: 'polonium-edited.docx', content: 'edited text' }], originals: [{ name: 'polonium.docx', content: 'the manuscript' }], certificate: { authors: 'M. Curie' } });
    const paid = await desk.invoice(user, { orderStatus: 'completed' });
    await t.database.db.update(invoices).set({ balance: 0, paidAt: new Date() }).where(eq(invoices.id, paid.invoice.id));
    const file = (await support.upload(user, 'lab-notes.pdf')).json().attachment;
    const request = (await support.create(user, { type: 'question', message: 'Can you edit my thesis in French?', attachmentIds: [file.id] })).json();
    // A published testimonial with its photo, and a colleague's visit still waiting on the referral link.
    const photoKey = `testimonials/erasure-${user.id}.jpg`;
    await t.app.platform.storage.write(photoKey, Readable.from([Buffer.from('jpeg bytes')]), { contentType: 'image/jpeg' });
    await t.database.db.insert(testimonials).values({ publicId: `tm-erasure-${user.id}`, userId: user.id, text: 'Clear, careful editing.', displayName: 'Marie Curie', language: 'en', publishConsent: true, photoKey, photoBytes: 10, status: 'approved' });
    await t.database.db.insert(referralVisits).values({ visitorTokenHash: `visit-of-${user.id}`, referrerId: user.id, channel: 'link' });
    // A digital translation with its upload and its result, paid with a package staff granted with a note.
    const translationKeys = [`digital-translations/erasure-${user.id}/original.docx`, `digital-translations/erasure-${user.id}/english.docx`];
    for (const key of translationKeys) await t.app.platform.storage.write(key, Readable.from([Buffer.from('docx bytes')]), { contentType: 'application/octet-stream' });
    await t.database.db.insert(digitalPurchases).values({ identity: `dp-erasure-${user.id}`, userId: user.id, kind: 'translation-package', label: 'Spanish to English, 3 uses', source: 'grant', numberOfUses: 3, usesRemaining: 2, startsAt: new Date(), grantedByStaffId: staff.id, note: 'Apology for the late delivery to Dr Curie' });
    await t.database.db.insert(digitalTranslations).values({ identity: `dt-erasure-${user.id}`, userId: user.id, language: 'spanish-to-english', fileName: 'polonio.docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: 10, storageKey: translationKeys[0] ?? '', resultKey: translationKeys[1] ?? null, resultSize: 10, wordCount: 2400, status: 'completed' });
    // A digitally edited manuscript with its edited file, and what the researcher told us about the service.
    const editKeys = [`digital-edits/erasure-${user.id}/original.docx`, `digital-edits/erasure-${user.id}/edited.docx`];
    for (const key of editKeys) await t.app.platform.storage.write(key, Readable.from([Buffer.from('docx bytes')]), { contentType: 'application/octet-stream' });
    const [edit] = await t.database.db.insert(digitalEdits).values({ identity: `de-erasure-${user.id}`, userId: user.id, access: 'trial', fileName: 'radium.docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: 10, storageKey: editKeys[0] ?? '', resultKey: editKeys[1] ?? null, resultSize: 12, wordCount: 3100, styleOfEnglish: 'british', language: 'en', status: 'completed', changes: { changes: { punctuation: 4 }, suggestions: {}, protectedSkipped: 0 } }).returning();
    await t.database.db.insert(digitalEditingFeedback).values({ userId: user.id, rating: 4, comment: 'Useful for my thesis chapter.', editId: edit?.id ?? null });
    return { user, staff, delivered, paid, request, photoKey, translationKeys, editKeys };
  }

  it('downloads everything kept about the signed-in researcher as one JSON file; nobody else can', async () => {
    const { user, delivered, request } = await researcherWithEverything();
    const answer = await t.app.inject({ method: 'GET', url: accountDataExportPath(user.identity), headers: { cookie: user.cookie } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="marginalia-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = answer.json();
    expect(data.account.profile).toMatchObject({ email: user.email, firstName: 'Marie', lastName: 'Curie', phone: '+33 1 42 34 67 00' });
    expect(data.account.addresses[0]).toMatchObject({ organization: 'Institut du Radium' });
    expect(data.orders.find((order: { number: string }) => order.number === delivered.externalId)).toMatchObject({ title: 'Radioactive decay of polonium', deliveredFiles: [expect.objectContaining({ name: 'polonium-edited.docx' })] });
    expect(data.certificates[0]).toMatchObject({ authors: 'M. Curie' });
    expect(data.support[0]).toMatchObject({ number: request.number, messages: [expect.objectContaining({ body: 'Can you edit my thesis in French?', files: [expect.objectContaining({ name: 'lab-notes.pdf' })] })] });
    expect(data.billing.invoices.length).toBeGreaterThan(0);
    expect(data.testimonials).toEqual([expect.objectContaining({ text: 'Clear, careful editing.', publishConsent: true, status: 'approved', photo: { size: 10 } })]);
    expect(data.referrals).toEqual({ referred: [], referredBy: null });
    expect(data.digitalTranslations).toEqual([expect.objectContaining({ fileName: 'polonio.docx', wordCount: 2400, status: 'completed' })]);
    expect(data.digitalEditing).toEqual({
      edits: [expect.objectContaining({ fileName: 'radium.docx', wordCount: 3100, styleOfEnglish: 'british', status: 'completed', changes: expect.objectContaining({ changes: { punctuation: 4 } }) })],
      feedback: [expect.objectContaining({ rating: 4, comment: 'Useful for my thesis chapter.', edit: `de-erasure-${user.id}` })],
    });
    expect(data.digitalPurchases).toEqual([expect.objectContaining({ label: 'Spanish to English, 3 uses', source: 'grant', usesRemaining: 2 })]);

    const other = await createSignedInUser(t.database);
    expect((await t.app.inject({ method: 'GET', url: accountDataExportPath(user.identity), headers: { cookie: other.cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: accountDataExportPath(user.identity) })).statusCode).toBe(401);
  });

  it('refuses to delete an account while an order is in progress or an invoice is owed, and changes nothing', async () => {
    const user = await desk.researcher();
    await desk.invoice(user, { orderStatus: 'in_progress' });
    const refused = await t.app.inject({ method: 'PUT', url: accountUpdateDetailsPath(user.identity), headers: user.headers, payload: { closeAccount: true, deleteData: true } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.error).toBe('account-erasure-orders-in-progress');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.active).toBe(true);
    expect(await t.database.db.select().from(accountErasures).where(eq(accountErasures.userId, user.id))).toEqual([]);
  });

  it('closes the account at once and erases the personal data, keeping the books anonymised and deleting the files', async () => {
    const { user, delivered, paid, request, photoKey, translationKeys, editKeys } = await researcherWithEverything();
    const closed = await t.app.inject({ method: 'PUT', url: accountUpdateDetailsPath(user.identity), headers: user.headers, payload: { closeAccount: true, deleteData: true } });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ active: false, message: 'account-deletion-requested' });
    expect((await t.app.inject({ method: 'GET', url: '/api/support/requests', headers: { cookie: user.cookie } })).statusCode).toBe(401);

    const storageKeys = [`deliverables/${delivered.orderId}/${delivered.deliverableKeys[0]}`];
    expect(await t.app.platform.storage.stat(storageKeys[0] ?? '')).not.toBeNull();
    await support.mailsTo('nobody@example.org'); // runs the queued jobs, the erasure among them

    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ firstName: 'Deleted', lastName: 'account', email: erasedEmail(user.identity), phone: null, passwordHash: null, active: false });
    expect(await t.database.db.select().from(addresses).where(eq(addresses.userId, user.id))).toEqual([]);
    expect(await t.database.db.select().from(supportRequests).where(eq(supportRequests.number, request.number))).toEqual([]);
    expect(await t.database.db.select().from(certificates).where(eq(certificates.userId, user.id))).toEqual([]);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, delivered.orderId));
    expect(order).toMatchObject({ title: '(erased)', journalName: null });
    // The books keep the invoice, still the anonymised account's.
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.id, paid.invoice.id));
    expect(invoice?.userId).toBe(user.id);
    expect(await t.app.platform.storage.stat(storageKeys[0] ?? '')).toBeNull();
    expect(await t.database.db.select().from(testimonials).where(eq(testimonials.userId, user.id))).toEqual([]);
    expect(await t.app.platform.storage.stat(photoKey)).toBeNull();
    expect(await t.database.db.select().from(referralVisits).where(eq(referralVisits.referrerId, user.id))).toEqual([]);
    expect(await t.database.db.select().from(digitalTranslations).where(eq(digitalTranslations.userId, user.id))).toEqual([]);
    for (const key of translationKeys) expect(await t.app.platform.storage.stat(key)).toBeNull();
    expect(await t.database.db.select().from(digitalEdits).where(eq(digitalEdits.userId, user.id))).toEqual([]);
    expect(await t.database.db.select().from(digitalEditingFeedback).where(eq(digitalEditingFeedback.userId, user.id))).toEqual([]);
    for (const key of editKeys) expect(await t.app.platform.storage.stat(key)).toBeNull();
    // A package is part of the books: kept, without the staff's note about the person.
    const [purchase] = await t.database.db.select().from(digitalPurchases).where(eq(digitalPurchases.userId, user.id));
    expect(purchase).toMatchObject({ label: 'Spanish to English, 3 uses', note: null });
    const [erasure] = await t.database.db.select().from(accountErasures).where(eq(accountErasures.userId, user.id));
    expect(erasure?.erasedAt).toBeInstanceOf(Date);
    // Nothing of the person is left to sign in with.
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: user.headers, payload: { email: user.email, password: 'whatever-1234' } });
    expect(login.json().loggedIn).not.toBe(true);
  });
});
