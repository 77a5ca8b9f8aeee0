import { describe, expect, it } from 'vitest';
import { buildDocx } from '../../platform/documents/fixtures/docx-builder';
import { buildEncryptedOoxml } from '../../platform/documents/fixtures/doc-builder';
import { deflatedZeros, DOCX_PREFIX_ENTRIES } from '../../platform/documents/fixtures/zip-bomb';
import { writeZip } from '../../platform/documents/fixtures/zip-writer';
import { createSignedInUser } from '../../test/test-app';
import { useTestApp, useBeforeAll } from '../../test/use-test-app';
import { eq } from 'drizzle-orm';
import { orderForms, orderFormFiles } from '../../platform/db/schema/all-tables';
import { translateMessage } from '../../platform/i18n/catalogues';
import { BROKEN_BODIES, storedFiles } from '../../test/broken-multipart';
import { claimJobs } from '../../platform/jobs/job-store';
import { call, formOf, signedIn, upload, visitor, type Browser } from './test-support';

const t = useTestApp();
const owner = useBeforeAll(() => createSignedInUser(t.database, { currency: 'USD' }));

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

async function details(browser: Browser, id: string) {
  await t.app.platform.jobs.runDueJobs();
  return (await call(t.app, browser, 'GET', `/api/order-form/${id}/document-details`)).json();
}

describe('uploads and document details', () => {
  it('counts the words and detects the language of an uploaded .docx', async () => {
    const browser = visitor();
    const id = formOf(await call(t.app, browser, 'GET', '/api/order-form/load')).orderForm.id;
    const text = 'La estabilidad térmica de las proteínas depende de la temperatura y del disolvente que las rodea en el laboratorio. ';
    formOf(await upload(t.app, browser, id, 'main', 'articulo.docx', buildDocx([{ paragraph: text.repeat(20) }])));
    const answer = await details(browser, id);
    expect(answer).toMatchObject({ documentDetailsReceived: true, documentDetailsFailed: false, wordCount: 19 * 20, manuscriptLanguageId: 4 });
  });

  it('analyses the document again when the worker running the analysis died', async () => {
    const browser = visitor();
    const id = formOf(await call(t.app, browser, 'GET', '/api/order-form/load')).orderForm.id;
    const text = 'Thermal stability of proteins depends on the temperature and on the solvent around them in the laboratory. ';
    formOf(await upload(t.app, browser, id, 'main', 'paper.docx', buildDocx([{ paragraph: text.repeat(20) }])));
    // A worker claims the analysis and dies with it: its lock is never renewed.
    const claimed = await claimJobs(t.database, 'worker-that-died', 50);
    expect(claimed.map((job) => job.type)).toContain('order-form.analyse-document');
    await t.database.query(`update jobs set locked_at = now() - interval '1 hour' where locked_by = 'worker-that-died'`);
    expect(await details(browser, id)).toMatchObject({ documentDetailsReceived: true, wordCount: 17 * 20 });
  });

  it('refuses a PNG renamed .docx, an encrypted document and a type the kind does not allow', async () => {
    const browser = signedIn(owner.headers);
    const id = formOf(await call(t.app, browser, 'GET', '/api/order-form/new')).orderForm.id;
    const renamed = await upload(t.app, browser, id, 'main', 'paper.docx', PNG);
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().error.error).toBe('file-content-mismatch');
    const encrypted = await upload(t.app, browser, id, 'main', 'secret.docx', buildEncryptedOoxml());
    expect(encrypted.statusCode).toBe(415);
    expect(encrypted.json().error.error).toBe('file-encrypted');
    const script = await upload(t.app, browser, id, 'figures', 'run.exe', Buffer.from('MZ'));
    expect(script.statusCode).toBe(415);
    const form = formOf(await call(t.app, browser, 'GET', `/api/order-form/${id}/load`)).orderForm;
    expect(form.manuscripts.main).toEqual([]);
    expect(form.manuscripts.figures).toEqual([]);
  });

  it('marks a zip bomb as unreadable without stalling, so the manual form opens', async () => {
    const browser = signedIn(owner.headers);
    const id = formOf(await call(t.app, browser, 'GET', '/api/order-form/new')).orderForm.id;
    const bomb = writeZip([...DOCX_PREFIX_ENTRIES, { name: 'word/document.xml', raw: deflatedZeros(300) }]);
    formOf(await upload(t.app, browser, id, 'main', 'bomb.docx', bomb));
    const started = Date.now();
    const answer = await details(browser, id);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(answer).toMatchObject({ documentDetailsReceived: false, documentDetailsFailed: true, error: 'document-too-large-uncompressed' });
  });

  it('keeps the extension of a long file name and never cuts a character in half', async () => {
    const browser = signedIn(owner.headers);
    const id = formOf(await call(t.app, browser, 'GET', '/api/order-form/new')).orderForm.id;
    const long = `Figure ${'😀'.repeat(300)}.png`;
    const figure = formOf(await upload(t.app, browser, id, 'figures', long, PNG)).orderForm.manuscripts.figures[0];
    expect(figure?.name).toBe(`Figure ${'😀'.repeat(255 - 7 - 4)}.png`);
    expect(figure?.name).not.toContain('\ufffd');
  });

  it('lets the owner remove a file; others get 404', async () => {
    const browser = signedIn(owner.headers);
    const id = formOf(await call(t.app, browser, 'GET', '/api/order-form/new')).orderForm.id;
    const file = formOf(await upload(t.app, browser, id, 'figures', 'figure-1.png', PNG)).orderForm.manuscripts.figures[0];
    expect(file?.type).toBe('image/png');
    const stranger = visitor();
    await call(t.app, stranger, 'GET', '/api/order-form/load');
    expect((await call(t.app, stranger, 'DELETE', `/api/order-form/${id}/files/${file?.id}`)).statusCode).toBe(404);
    const removed = formOf(await call(t.app, browser, 'DELETE', `/api/order-form/${id}/files/${file?.id}`));
    expect(removed.orderForm.manuscripts.figures).toEqual([]);
  });
});

describe('a broken multipart upload', () => {
  // Small: refused while its first bytes are read. Large: refused while it streams into storage.
  const contents = { small: Buffer.concat([PNG, Buffer.alloc(1000)]), large: Buffer.concat([PNG, Buffer.alloc(300_000)]) };
  const cases = Object.keys(BROKEN_BODIES).flatMap((broken) => (['small', 'large'] as const).map((size) => [broken, size] as const));

  it.each(cases)("of a visitor, %s (%s file): a translated 400, no file stored, no row", async (broken, size) => {
    const browser = visitor();
    const id = formOf(await call(t.app, browser, 'GET', '/api/order-form/load')).orderForm.id;
    const before = await storedFiles(t.app);
    const body = BROKEN_BODIES[broken]!({ fields: { kind: 'figures' }, fileName: 'figure-1.png', content: contents[size] });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/order-form/${id}/files?language=cn`,
      headers: { ...browser.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({ error: 'upload-incomplete', message: translateMessage('cn', 'upload-incomplete') });
    expect(await storedFiles(t.app)).toEqual(before);
    const [form] = await t.database.db.select({ id: orderForms.id }).from(orderForms).where(eq(orderForms.publicId, id));
    expect(await t.database.db.select().from(orderFormFiles).where(eq(orderFormFiles.orderFormId, form?.id ?? -1))).toEqual([]);

    // The same browser's next, whole upload goes through.
    expect(formOf(await upload(t.app, browser, id, 'figures', 'figure-1.png', contents[size])).orderForm.manuscripts.figures).toHaveLength(1);
  });
});

describe('a visitor signing in', () => {
  it('takes the form started as a visitor into the account', async () => {
    const browser = visitor();
    const id = formOf(await call(t.app, browser, 'GET', '/api/order-form/load')).orderForm.id;
    const email = `claim-${Date.now()}@example.test`;
    const registered = await call(t.app, browser, 'POST', '/api/auth/register', {
      firstName: 'Clara', lastName: 'Im', email, password: 'a long enough password', countryId: 237, foundUs: 'colleague', dataProtectionConsent: true,
    });
    expect(registered.statusCode).toBe(200);
    const session = registered.cookies.find((cookie) => cookie.name === 'mg_session');
    const signedInBrowser = signedIn({ ...browser.headers, cookie: `${browser.headers.cookie}; mg_session=${session?.value}` });
    const current = formOf(await call(t.app, signedInBrowser, 'GET', '/api/order-form/load')).orderForm;
    expect(current.id).toBe(id);
    expect(current.loggedIn).toBe(true);
  });
});
