import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { digitalOrderLoadResponseSchema, digitalOrderSearchResponseSchema } from '@marginalia/contracts/digital/digital-translation.contract';
import { purchaseStatusResponseSchema } from '@marginalia/contracts/digital/digital-purchases.contract';
import { auditEvents, digitalPurchases, digitalTranslations, invoices, payments } from '../../platform/db/schema/all-tables';
import { readDocxText } from '../../platform/docx/docx-package';
import { buildEncryptedOoxml } from '../../platform/documents/fixtures/doc-builder';
import { writeZip } from '../../platform/documents/fixtures/zip-writer';
import { deflatedZeros, DOCX_PREFIX_ENTRIES } from '../../platform/documents/fixtures/zip-bomb';
import { buildDocx } from '../../platform/documents/fixtures/docx-builder';
import { browserHeaders, createSignedInUser, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { startLibreTranslateTestServer, type LibreTranslateTestServer } from '../../test/libretranslate-test-server';
import { buyPackage, chineseDocx, portugueseDocx, runJobs, spanishDocx, upload, US } from './digital-translation-test-support';

let server: LibreTranslateTestServer;
let t: TestApp;
beforeAll(async () => {
  server = await startLibreTranslateTestServer({ apiKey: 'test-key' });
  t = await createTestApp({ TRANSLATION_ENGINE_URL: server.url, TRANSLATION_ENGINE_KEY: 'test-key', TRANSLATION_ENGINE_PAIRS: 'zh' });
});
afterAll(async () => {
  await t.close();
  await server.close();
});

const researcher = () => createSignedInUser(t.database, { countryId: US, currency: 'USD', siteLanguage: 'en' });
const get = (user: TestUser | null, url: string) => t.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });
const load = async (user: TestUser) => digitalOrderLoadResponseSchema.parse((await get(user, '/api/digital-order/load')).json());

async function grant(user: TestUser, uses: number, languages: string[]) {
  const staff = await createSignedInUser(t.database, { role: 'staff' });
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/staff/customers/${user.identity}/digital-purchases`,
    headers: staff.headers,
    payload: { kind: 'translation-package', numberOfUses: uses, allowedLanguages: languages, validDays: 30, note: 'Courtesy after a support request' },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('buying a package', () => {
  it('by card: one charge, a paid invoice with its receipt, and a purchase of three uses the page finds by its receipt code', async () => {
    const user = await researcher();
    const offers = (await get(user, '/api/digital-purchases/offers?kind=translation-package')).json();
    const three = offers.products.find((product: { identity: string }) => product.identity === 'translation-3');
    expect(three).toMatchObject({ numberOfUsesAvailable: 3, price: 7900, fullPrice: 8700, currency: 'USD' });
    expect(offers.paymentMethods).not.toContain(9);

    const paid = await buyPackage(t, user, 'translation-3');
    expect(paid.statusCode, paid.body).toBe(200);
    const answer = paid.json();
    expect(answer.status).toBe('succeeded');
    const receiptCode = /purchase\/([^/]+)\/success$/.exec(answer.redirectUrl)?.[1] ?? '';
    expect(answer.redirectUrl).toBe(`/en/researcher/digital-translations/purchase/${receiptCode}/success`);

    const again = await buyPackage(t, user, 'translation-3');
    expect(again.json().paymentId).toBe(answer.paymentId);
    expect(await t.database.db.select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(1);

    const status = purchaseStatusResponseSchema.parse((await get(user, `/api/digital-purchases/receipt/${receiptCode}`)).json());
    expect(status).toMatchObject({ status: 'completed', purchase: { numberOfUses: 3, numberOfUsesRemaining: 3, valid: true } });
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.receiptCode, receiptCode));
    expect(invoice).toMatchObject({ totalAmount: 7900, balance: 0, description: '3 translations', currency: 'USD' });
    expect((await load(user)).numberOfUsesAvailable).toBe(3);

    const other = await researcher();
    expect((await get(other, `/api/digital-purchases/receipt/${receiptCode}`)).statusCode).toBe(404);
    expect((await get(null, `/api/digital-purchases/receipt/${receiptCode}`)).statusCode).toBe(401);
  });

  it('refuses bank transfer and a missing terms acceptance', async () => {
    const user = await researcher();
    const response = await buyPackage(t, user, 'translation-1', { paymentMethodId: 9, acceptedTermsAndConditions: false });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().error.fields)).toEqual(expect.arrayContaining(['acceptedTermsAndConditions', 'paymentMethodId']));
    expect(await t.database.db.select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(0);
  });
});

describe('translating a manuscript', () => {
  it('takes a use, translates the Spanish .docx into English, and only its owner can list, download or archive it', async () => {
    const user = await researcher();
    await grant(user, 2, ['spanish-to-english', 'portuguese-to-english']);
    const created = await upload(t, user, 'spanish-to-english', 'resultados.docx', spanishDocx());
    expect(created.statusCode, created.body).toBe(200);
    const [order] = created.json().digitalOrders;
    expect(order).toMatchObject({ file: 'resultados.docx', processing: true, color: 'blue' });
    expect((await load(user)).numberOfUsesAvailable).toBe(1);

    await runJobs(t);
    const search = digitalOrderSearchResponseSchema.parse((await get(user, '/api/digital-order/search?page=1')).json());
    expect(search.results[0]).toMatchObject({ identity: order.identity, completed: true, color: 'green' });

    const download = await get(user, `/api/digital-order/${order.identity}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('resultados%20(English).docx');
    const text = (await readDocxText(download.rawPayload)).flatMap((part) => part.paragraphs.map((p) => p.pieces.map((piece) => piece.text).join('')));
    expect(text.join('\n')).toMatch(/patients/);
    expect(text.join('\n')).toContain('148.2');
    expect(text.join('\n')).toContain('p < 0.001');
    expect(text.join('\n')).toContain('CRP');
    expect(text).toContain('54.3 years');

    const other = await researcher();
    expect((await get(other, `/api/digital-order/${order.identity}/download`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/digital-order/${order.identity}/archive`, headers: other.headers })).statusCode).toBe(404);
    expect(digitalOrderSearchResponseSchema.parse((await get(other, '/api/digital-order/search')).json()).results).toHaveLength(0);
    expect((await get(null, '/api/digital-order/search')).statusCode).toBe(401);
    expect((await get(null, `/api/digital-order/${order.identity}/download`)).statusCode).toBe(401);

    const archived = await t.app.inject({ method: 'POST', url: `/api/digital-order/${order.identity}/archive`, headers: user.headers });
    expect(archived.json()).toEqual({ archived: true, fileName: 'resultados.docx' });
    expect((await get(user, `/api/digital-order/${order.identity}/download`)).statusCode).toBe(404);

    const home = (await get(user, '/api/researcher/recent-documents')).json();
    expect(home.documents).toEqual([]);
  });

  it('without a use, or for a language the purchase does not allow: a translated refusal, nothing stored', async () => {
    const user = await researcher();
    const none = await upload(t, user, 'spanish-to-english', 'a.docx', spanishDocx());
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toMatchObject({ error: 'digital-translations-no-uses' });
    await grant(user, 1, ['portuguese-to-english']);
    const wrong = await upload(t, user, 'spanish-to-english', 'a.docx', spanishDocx());
    expect(wrong.json().error.error).toBe('digital-translations-no-uses');
    const missing = await upload(t, user, '', 'a.docx', spanishDocx());
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.fields.language.message).toBe('Please make a selection');
    expect(await t.database.db.select().from(digitalTranslations).where(eq(digitalTranslations.userId, user.id))).toHaveLength(0);
  });

  it('warns before taking the use when the document is in another language, and translates when confirmed', async () => {
    const user = await researcher();
    await grant(user, 1, ['spanish-to-english']);
    const warned = await upload(t, user, 'spanish-to-english', 'estudo.docx', portugueseDocx());
    expect(warned.statusCode).toBe(409);
    expect(warned.json().error).toMatchObject({ error: 'digital-translation-language-mismatch', params: { detected: 'pt' } });
    expect((await load(user)).numberOfUsesAvailable).toBe(1);
    const confirmed = await upload(t, user, 'spanish-to-english', 'estudo.docx', portugueseDocx(), { confirmLanguage: 'true' });
    expect(confirmed.statusCode).toBe(200);
    expect((await load(user)).numberOfUsesAvailable).toBe(0);
  });

  it('refuses what is not a readable Word file, and a manuscript over the word limit with its identity, taking no use', async () => {
    const user = await researcher();
    await grant(user, 1, ['spanish-to-english']);
    expect((await upload(t, user, 'spanish-to-english', 'notes.txt', Buffer.from('Hola mundo'))).statusCode).toBe(415);
    expect((await upload(t, user, 'spanish-to-english', 'fake.docx', Buffer.from('%PDF-1.7 not a docx'))).statusCode).toBe(415);
    expect((await upload(t, user, 'spanish-to-english', 'locked.docx', buildEncryptedOoxml())).json().error.error).toBe('file-encrypted');
    const empty = await upload(t, user, 'spanish-to-english', 'vacio.docx', buildDocx([{ paragraph: '' }]));
    expect(empty.statusCode, empty.body).toBe(422);
    expect(empty.json().error).toMatchObject({ error: 'digital-translation-document-empty', params: { fileName: 'vacio.docx' } });
    const bomb = writeZip([...DOCX_PREFIX_ENTRIES, { name: 'word/document.xml', raw: deflatedZeros(20) }]);
    expect((await upload(t, user, 'spanish-to-english', 'bomb.docx', bomb)).json().error.error).toBe('document-too-large-uncompressed');
    const long = buildDocx(Array.from({ length: 400 }, () => ({ paragraph: 'Los pacientes del grupo de intervención mostraron una mejoría clínica notable durante el seguimiento prolongado de la cohorte, con menos ingresos hospitalarios y mejor calidad de vida percibida por ellos y por sus familias en todas las visitas programadas del estudio.' })));
    const tooLong = await upload(t, user, 'spanish-to-english', 'tesis.docx', long);
    expect(tooLong.statusCode, tooLong.body).toBe(422);
    expect(tooLong.json().error).toMatchObject({ error: 'digital-translations-word-count-exceeded', params: { fileName: 'tesis.docx', limit: 15000 } });
    expect(tooLong.json().error.params.fileIdentity).toEqual(expect.any(String));
    expect((await load(user)).numberOfUsesAvailable).toBe(1);
  });

  it('gives the last use to one of two uploads racing for it', async () => {
    const user = await researcher();
    await grant(user, 1, ['spanish-to-english']);
    const [a, b] = await Promise.all([upload(t, user, 'spanish-to-english', 'a.docx', spanishDocx()), upload(t, user, 'spanish-to-english', 'b.docx', spanishDocx())]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await t.database.db.select().from(digitalTranslations).where(eq(digitalTranslations.userId, user.id))).toHaveLength(1);
    const [purchase] = await t.database.db.select().from(digitalPurchases).where(eq(digitalPurchases.userId, user.id));
    expect(purchase?.usesRemaining).toBe(0);
  });
});

describe('the Chinese trial and the HTTP engine', () => {
  it('gives one free Chinese use per account; an engine that is down fails the translation and gives the use back; a retry translates it', async () => {
    const user = await researcher();
    const trial = () => t.app.inject({ method: 'POST', url: '/api/digital-order/chinese-digital-trial', headers: user.headers });
    expect((await trial()).json()).toEqual({ eligible: true });
    expect((await trial()).json()).toEqual({ eligible: false });
    expect((await t.app.inject({ method: 'POST', url: '/api/digital-order/chinese-digital-trial', headers: browserHeaders() })).statusCode).toBe(401);

    const accepted = await upload(t, user, 'chinese-to-english', '研究.docx', chineseDocx());
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [order] = accepted.json().digitalOrders;
    server.mode = 'down';
    await runJobs(t);
    const [failed] = await t.database.db.select().from(digitalTranslations).where(eq(digitalTranslations.identity, order.identity));
    expect(failed).toMatchObject({ status: 'failed', failureReason: 'engine-unavailable' });
    expect((await load(user)).numberOfUsesAvailable).toBe(1);

    server.mode = 'ok';
    const retried = await t.app.inject({ method: 'POST', url: `/api/digital-order/${order.identity}/retry`, headers: user.headers });
    expect(retried.statusCode, retried.body).toBe(200);
    await runJobs(t);
    const download = await get(user, `/api/digital-order/${order.identity}/download`);
    const text = (await readDocxText(download.rawPayload))[0]?.paragraphs.map((p) => p.pieces.map((piece) => piece.text).join('')).join(' ');
    expect(text).toContain('patients');
    expect(text).toContain('p < 0.05');
    expect(server.requests.at(-1)).toMatchObject({ source: 'zh', target: 'en', apiKey: 'test-key' });
    expect((await get(user, '/api/researcher/recent-documents')).json().documents[0]).toMatchObject({ kind: 'translation', name: '研究.docx', status: 'completed' });
  });
});

describe('staff', () => {
  it('grant uses (audited) and see a customer’s purchases; researchers get 404', async () => {
    const user = await researcher();
    await grant(user, 2, ['spanish-to-english']);
    const [event] = await t.database.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'digital-uses.grant'), eq(auditEvents.reason, 'Courtesy after a support request')));
    expect(event).toBeDefined();
    const staff = await createSignedInUser(t.database, { role: 'staff' });
    const list = (await get(staff, `/api/staff/customers/${user.identity}/digital-purchases`)).json();
    expect(list.purchases[0]).toMatchObject({ source: 'grant', numberOfUsesRemaining: 2 });
    expect((await get(user, `/api/staff/customers/${user.identity}/digital-purchases`)).statusCode).toBe(404);
    expect((await get(user, '/api/staff/digital-products')).statusCode).toBe(404);
    const products = (await get(staff, '/api/staff/digital-products')).json().products;
    expect(products.map((p: { identity: string }) => p.identity)).toContain('translation-3');
  });

  it('edit a product of the catalogue (audited): the new price and full price reach the purchase page; a bad identity is refused', async () => {
    const staff = await createSignedInUser(t.database, { role: 'staff' });
    const product = { identity: 'translation-20', kind: 'translation-package', label: '20 translations', allowedLanguages: ['spanish-to-english'], numberOfUses: 20, validDays: 365, prices: { USD: 39_900 }, active: true, sortOrder: 9 };
    const saved = await t.app.inject({ method: 'PUT', url: '/api/staff/digital-products/translation-20', headers: staff.headers, payload: product });
    expect(saved.statusCode, saved.body).toBe(200);
    const [event] = await t.database.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'digital-product.create'), eq(auditEvents.subjectId, 'translation-20')));
    expect(event?.actorId).toBe(staff.id);
    const buyer = await createSignedInUser(t.database, { countryId: US, currency: 'EUR' });
    const offers = (await get(buyer, '/api/digital-purchases/offers')).json();
    // No euro price: the dollar price converted at the seeded rate and rounded to whole euros; full price 20 × €25.
    expect(offers.products.find((each: { identity: string }) => each.identity === 'translation-20')).toMatchObject({ currency: 'EUR', price: 34_300, fullPrice: 50_000 });
    const bad = await t.app.inject({ method: 'PUT', url: '/api/staff/digital-products/Bad%20Id', headers: staff.headers, payload: { ...product, identity: 'Bad Id' } });
    expect(bad.statusCode).toBe(422);
    expect((await t.app.inject({ method: 'PUT', url: '/api/staff/digital-products/translation-20', headers: buyer.headers, payload: product })).statusCode).toBe(404);
  });
});
