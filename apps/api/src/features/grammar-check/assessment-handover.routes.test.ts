import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { assessmentSearchResponseSchema } from '@marginalia/contracts/grammar-check/grammar-check.contract';
import { docxOfText } from '../../platform/documents/fixtures/docx-builder';
import { languageAssessments, orderFormFiles } from '../../platform/db/schema/all-tables';
import { createSignedInUser } from '../../test/test-app';
import { useBeforeAll, useTestApp } from '../../test/use-test-app';
import { orderFormResponseSchema } from '@marginalia/contracts/order-form/order-form-view.contract';
import { accountDataExportPath, accountUpdateDetailsPath } from '@marginalia/contracts/account/account.paths';
import { call, signedIn, visitor, type Browser } from '../../test/test-browser';
import { createdOf, uploadManuscript } from './grammar-check-test-support';
import { completeAssessment, endAssessment } from './grammar-check.repository';

/**
 * Where an assessment goes besides its report: into an order form (a copy of the manuscript), to the account
 * of a visitor who registers, into its owner's data download, and away with the account's erasure.
 */
const t = useTestApp();
const owner = useBeforeAll(() => createSignedInUser(t.database, { currency: 'USD' }));

const TEXT = 'The samples were incubated for two hours at room temperature and then washed three times with buffer.';

/**
 * An uploaded manuscript whose check has ended as the job ends it (the check itself is the routes test's
 * subject): its 34 words counted, a score stored.
 */
async function completed(browser: Browser, fileName: string): Promise<string> {
  const created = createdOf(await uploadManuscript(t.app, browser, fileName, docxOfText(`${TEXT}\n${TEXT}`)));
  const [row] = await t.database.db.select({ id: languageAssessments.id }).from(languageAssessments).where(eq(languageAssessments.identity, created.identity));
  const errorCounts = { consistencySpellingTypos: 0, grammarMechanics: 0, phrasing: 0, punctuation: 0, wordChoice: 0 };
  await completeAssessment(t.database.db, row?.id ?? 0, { scoreTenths: 100, errorCounts, findings: { sentences: [], findings: [] }, wordCount: 34, style: 'american', checkMillis: 1 });
  return created.identity;
}

async function loadForm(browser: Browser) {
  const response = await call(t.app, browser, 'GET', '/api/order-form/load');
  expect(response.statusCode).toBe(200);
  return orderFormResponseSchema.parse(response.json()).orderForm;
}

const storageKeyOf = async (identity: string) => (await t.database.db.select().from(languageAssessments).where(eq(languageAssessments.identity, identity)))[0]?.storageKey ?? null;

describe('starting an order from a report', () => {
  it('opens an editing form at the services step with a copy of the manuscript attached, counted and detected as English', async () => {
    const browser = signedIn(owner.headers);
    const identity = await completed(browser, 'Ready to edit.docx');
    const started = await call(t.app, browser, 'GET', `/api/order-form/from-language-assessment/${identity}?language=cn`);
    expect(started.statusCode).toBe(302);
    expect(started.headers.location).toBe('/cn/researcher/submit/manuscript-services');

    const form = (await loadForm(browser));
    expect(form).toMatchObject({ wordCount: 34, calculatedWordCount: 34, manuscriptLanguageId: 1, detectedLanguageId: 1 });
    expect(form.customerGoal?.name).toBe('editing');
    expect(form.steps.current.name).toBe('manuscript-services');
    expect(form.manuscripts.main).toMatchObject([{ name: 'Ready to edit.docx', analysis: 'done', wordCount: 34 }]);

    // A copy, not the same stored file: archiving the assessment leaves the order's file readable.
    const [file] = await t.database.db.select().from(orderFormFiles).where(eq(orderFormFiles.publicId, form.manuscripts.main[0]?.id ?? ''));
    expect(file?.storageKey).not.toBe(await storageKeyOf(identity));
    expect((await call(t.app, browser, 'POST', `/api/grammar-check/${identity}/archive`)).statusCode).toBe(200);
    await expect(t.app.platform.storage.stat(file?.storageKey ?? '')).resolves.toMatchObject({ size: file?.size });
  });

  it('refuses an assessment that is not finished', async () => {
    const browser = signedIn(owner.headers);
    const created = createdOf(await uploadManuscript(t.app, browser, 'pending.docx', docxOfText(TEXT)));
    const response = await call(t.app, browser, 'GET', `/api/order-form/from-language-assessment/${created.identity}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.error).toBe('language-assessment-not-completed');
    // Ended here, so no check is left for the engine in this file.
    const [row] = await t.database.db.select({ id: languageAssessments.id }).from(languageAssessments).where(eq(languageAssessments.identity, created.identity));
    await endAssessment(t.database.db, row?.id ?? 0, { status: 'failed', reasonKey: 'language-assessment-failure' });
  });

  it('lets a visitor start a form of their own from their report', async () => {
    const browser = visitor();
    const identity = await completed(browser, 'visitor.docx');
    expect((await call(t.app, browser, 'GET', `/api/order-form/from-language-assessment/${identity}`)).statusCode).toBe(302);
    const form = (await loadForm(browser));
    expect(form.manuscripts.main.map((file) => file.name)).toEqual(['visitor.docx']);
    expect(form.loggedIn).toBe(false);
  });
});

describe('a visitor who registers', () => {
  it('keeps the assessments made before, which no longer belong to the browser alone', async () => {
    const browser = visitor();
    const identity = await completed(browser, 'before-registering.docx');
    const email = `gc-claim-${Date.now()}@example.test`;
    const registered = await call(t.app, browser, 'POST', '/api/auth/register', {
      firstName: 'Lin', lastName: 'Wei', email, password: 'a long enough password', countryId: 46, foundUs: 'colleague', dataProtectionConsent: true,
    });
    expect(registered.statusCode).toBe(200);
    const session = registered.cookies.find((cookie) => cookie.name === 'mg_session');
    const account = signedIn({ ...browser.headers, cookie: `${browser.headers.cookie}; mg_session=${session?.value}` });
    const list = assessmentSearchResponseSchema.parse((await call(t.app, account, 'GET', '/api/grammar-check/search')).json());
    expect(list.results.map((row) => [row.identity, row.completed])).toEqual([[identity, true]]);
    const [row] = await t.database.db.select().from(languageAssessments).where(eq(languageAssessments.identity, identity));
    expect(row?.visitorTokenHash).toBeNull();
    expect(row?.userId).not.toBeNull();
    // Now the account's: the browser's visitor token alone no longer reads it, and the account may archive it.
    const visitorOnly = { headers: { ...browser.headers } };
    expect((await call(t.app, visitorOnly, 'GET', `/api/grammar-check/${identity}/report`)).statusCode).toBe(404);
    expect((await call(t.app, account, 'POST', `/api/grammar-check/${identity}/archive`)).statusCode).toBe(200);
  });
});

describe("a researcher's personal data", () => {
  it('lists the assessments in the data download, and the erasure deletes them with their files', async () => {
    const researcher = await createSignedInUser(t.database);
    const browser = signedIn(researcher.headers);
    const identity = await completed(browser, 'Private thesis chapter.docx');
    const storageKey = await storageKeyOf(identity);
    const download = await call(t.app, browser, 'GET', accountDataExportPath(researcher.identity));
    expect(download.statusCode).toBe(200);
    expect(download.json().languageAssessments).toEqual([expect.objectContaining({ fileName: 'Private thesis chapter.docx', scoreStatus: 'completed', score: 10, wordCount: 34 })]);

    const closed = await call(t.app, browser, 'PUT', accountUpdateDetailsPath(researcher.identity), { closeAccount: true, deleteData: true });
    expect(closed.statusCode).toBe(200);
    await t.app.platform.jobs.runDueJobs(); // the erasure (the checks queued in this file find their assessments ended)
    expect(await t.database.db.select().from(languageAssessments).where(eq(languageAssessments.userId, researcher.id))).toEqual([]);
    expect(await t.app.platform.storage.stat(storageKey ?? '')).toBeNull();
  });
});
