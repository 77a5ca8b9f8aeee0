import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { assessmentReportSchema, assessmentSearchResponseSchema, type LanguageAssessment } from '@marginalia/contracts/grammar-check/grammar-check.contract';
import { buildDocx } from '../../platform/documents/fixtures/docx-builder';
import { pdfText } from '../../platform/pdf/pdf-test-tools';
import { languageAssessments } from '../../platform/db/schema/all-tables';
import { closeLanguageEngine } from '../../platform/language/language-engine';
import { createSignedInUser } from '../../test/test-app';
import { useBeforeAll, useTestApp } from '../../test/use-test-app';
import { changeFeatureFlag, changeSetting } from '../app-config/app-config.public';
import { solvedPayload } from '../../platform/captcha/captcha-test-support';
import { captchaChallengeSchema } from '@marginalia/contracts/captcha/captcha.contract';
import { CAPTCHA_PATHS } from '@marginalia/contracts/captcha/captcha.paths';
import { call, signedIn, visitor, type Browser } from '../../test/test-browser';
import { createdOf, uploadManuscript } from './grammar-check-test-support';
import { insertAssessment } from './grammar-check.repository';
import { userTopic, type RealtimeEvent } from '../../platform/realtime/realtime';
import { ASSESSMENT_EVENT } from '@marginalia/contracts/grammar-check/grammar-check.paths';

const t = useTestApp();
const owner = useBeforeAll(() => createSignedInUser(t.database, { currency: 'USD' }));
const other = useBeforeAll(() => createSignedInUser(t.database));
afterAll(() => closeLanguageEngine());

/** A methods paragraph with the errors second-language authors make, and the same paragraph corrected. */
const WRITTEN = [
  'The informations about the samples were collected in 2018 from three hospitals.',
  'We make an experiment to measure the the binding affinity of TP53 at 37 °C.',
  'These researches shows that the effect of temperature were small, and the results was consistent with previous study.',
];
const CORRECTED = [
  'The information about the samples was collected in 2018 from three hospitals.',
  'We performed an experiment to measure the binding affinity of TP53 at 37 °C.',
  'These studies show that the effect of temperature was small, and the results were consistent with a previous study.',
];
const docx = (paragraphs: string[]) => buildDocx(paragraphs.map((paragraph) => ({ paragraph })));

async function assessed(browser: Browser, identity: string): Promise<LanguageAssessment> {
  await t.app.platform.jobs.runDueJobs();
  const answer = assessmentSearchResponseSchema.parse((await call(t.app, browser, 'GET', `/api/grammar-check/search?identities=${identity}`)).json());
  const [assessment] = answer.results;
  if (!assessment) throw new Error('assessment not found');
  return assessment;
}

const report = async (browser: Browser, identity: string, language = 'en') => call(t.app, browser, 'GET', `/api/grammar-check/${identity}/report?language=${language}`);

describe('a researcher checking a manuscript', () => {
  it('uploads a .docx, and the report gives a score, its category and percentile, the counts and every finding in its sentence', async () => {
    const browser = signedIn(owner.headers);
    const heard: RealtimeEvent[] = [];
    const unsubscribe = await t.app.platform.realtime.subscribe([userTopic(owner.id)], (event) => heard.push(event));
    const created = createdOf(await uploadManuscript(t.app, browser, 'Methods draft.docx', docx(WRITTEN)));
    expect(created).toMatchObject({ name: 'Methods draft.docx', scoreStatus: 'processing', scoreProcessing: true, completed: false, score: null });

    const done = await assessed(browser, created.identity);
    // The owner's pages hear that it ended (the event carries the identity only; the page reloads it).
    await expect.poll(() => heard).toContainEqual({ type: ASSESSMENT_EVENT, identity: created.identity });
    unsubscribe();
    expect(done).toMatchObject({ scoreStatus: 'completed', errorCountStatus: 'completed', completed: true, scoreCompleted: true, style: 'american' });
    expect(done.wordCount).toBe(45);
    expect(done.score).toBeGreaterThanOrEqual(0);
    expect(done.score).toBeLessThan(10);
    expect(done.category).not.toBeNull();
    expect(done.percentile).toBeGreaterThanOrEqual(0);
    expect(done.totalErrorCount).toBeGreaterThan(2);
    expect(done.totalErrorCount).toBe(Object.values(done.errorCount).reduce((sum, n) => sum + n, 0));

    const answer = assessmentReportSchema.parse((await report(browser, created.identity)).json());
    expect(answer.findings).toHaveLength(done.totalErrorCount);
    expect(answer.welcomeDiscount).toBeNull();
    expect(answer.percentiles).toHaveLength(99);
    for (const finding of answer.findings) {
      const sentence = answer.sentences[finding.sentence] ?? '';
      expect(WRITTEN.some((paragraph) => paragraph.includes(sentence))).toBe(true);
      expect(finding.end).toBeLessThanOrEqual(sentence.length);
      expect(finding.message.length).toBeGreaterThan(0);
    }
    // "informations" is flagged with "information" as the suggestion, in its own sentence.
    const uncountable = answer.findings.find((finding) => answer.sentences[finding.sentence]?.slice(finding.start, finding.end) === 'informations');
    expect(uncountable?.suggestions[0]).toBe('information');
  });

  it('scores the corrected manuscript higher than the one with errors', async () => {
    const browser = signedIn(owner.headers);
    const written = createdOf(await uploadManuscript(t.app, browser, 'written.docx', docx(WRITTEN)));
    const corrected = createdOf(await uploadManuscript(t.app, browser, 'corrected.docx', docx(CORRECTED)));
    const [before, after] = [await assessed(browser, written.identity), await assessed(browser, corrected.identity)];
    expect(after.score).toBeGreaterThan(before.score ?? 10);
    expect(after.totalErrorCount).toBeLessThan(before.totalErrorCount);
  });

  it('renders the findings and the reasons in the reader’s language', async () => {
    const browser = signedIn(owner.headers);
    const created = createdOf(await uploadManuscript(t.app, browser, 'cn.docx', docx(WRITTEN)));
    await assessed(browser, created.identity);
    const english = assessmentReportSchema.parse((await report(browser, created.identity, 'en')).json());
    const chinese = assessmentReportSchema.parse((await report(browser, created.identity, 'cn')).json());
    expect(chinese.findings.map((finding) => finding.rule)).toEqual(english.findings.map((finding) => finding.rule));
    expect(chinese.findings.some((finding, index) => finding.message !== english.findings[index]?.message)).toBe(true);
  });

  it('lists the assessments newest first, ten a page, with the percentiles', async () => {
    const lister = await createSignedInUser(t.database);
    const browser = signedIn(lister.headers);
    const names = Array.from({ length: 11 }, (_, index) => `paper-${index}.docx`);
    // Rows as uploads leave them (the checks themselves are not what this is about).
    for (const [index, name] of names.entries()) {
      await insertAssessment(t.database.db, { userId: lister.id }, { identity: `list-${index}-${lister.id}`, name, fileIdentity: `f${index}`, contentType: 'application/msword', size: 1, sha256: '0', storageKey: null, createdAt: new Date(Date.UTC(2026, 0, index + 1)) });
    }
    const first = assessmentSearchResponseSchema.parse((await call(t.app, browser, 'GET', '/api/grammar-check/search?page=1')).json());
    expect(first.pagination).toMatchObject({ current: 1, previous: null, next: 2, total: 11, pages: 2, pageSize: 10 });
    expect(first.results.map((row) => row.name)).toEqual(names.slice(1).reverse());
    expect(first.percentiles.find((row) => row.percentile === 95)?.minimumScore).toBeGreaterThan(6);
    const second = assessmentSearchResponseSchema.parse((await call(t.app, browser, 'GET', '/api/grammar-check/search?page=2')).json());
    expect(second.results.map((row) => row.name)).toEqual(['paper-0.docx']);
  });

  it('archives an assessment after which it is gone from the list, its file and its findings deleted', async () => {
    const browser = signedIn(owner.headers);
    const created = createdOf(await uploadManuscript(t.app, browser, 'to-archive.docx', docx(WRITTEN)));
    await assessed(browser, created.identity);
    const [stored] = await t.database.db.select().from(languageAssessments).where(eq(languageAssessments.identity, created.identity));
    const file = join(t.app.platform.config.dataDir, 'files', stored?.storageKey ?? 'missing');
    expect(existsSync(file)).toBe(true);

    const archived = await call(t.app, browser, 'POST', `/api/grammar-check/${created.identity}/archive`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toEqual({ identity: created.identity, name: 'to-archive.docx' });
    expect(existsSync(file)).toBe(false);
    expect((await report(browser, created.identity)).statusCode).toBe(404);
    const [after] = await t.database.db.select().from(languageAssessments).where(eq(languageAssessments.identity, created.identity));
    expect(after).toMatchObject({ findings: null, storageKey: null });
    expect(after?.scoreTenths).toBe(stored?.scoreTenths);
    expect((await call(t.app, browser, 'POST', `/api/grammar-check/${created.identity}/archive`)).statusCode).toBe(404);
  });

  it('gives the report as a PDF', async () => {
    const browser = signedIn(owner.headers);
    const created = createdOf(await uploadManuscript(t.app, browser, 'pdf.docx', docx(WRITTEN)));
    await assessed(browser, created.identity);
    const pdf = await call(t.app, browser, 'GET', `/api/grammar-check/${created.identity}/pdf?language=jp`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('language-quality-report-pdf.pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Searchable text, Japanese included: the title, the file, the score's section and each finding's sentence.
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('英文品質レポート');
    expect(text).toContain('pdf.docx');
    expect(text).toContain('スコアの算出方法');
    expect(text).toContain('informations about the samples');
  });
});

describe('nobody else sees a researcher’s assessments', () => {
  it('answers another researcher 404 for the report, the PDF, the archive and the order, and leaves them out of a search', async () => {
    const browser = signedIn(owner.headers);
    const created = createdOf(await uploadManuscript(t.app, browser, 'private.docx', docx(WRITTEN)));
    await assessed(browser, created.identity);
    const intruder = signedIn(other.headers);
    expect((await report(intruder, created.identity)).statusCode).toBe(404);
    expect((await call(t.app, intruder, 'GET', `/api/grammar-check/${created.identity}/pdf`)).statusCode).toBe(404);
    expect((await call(t.app, intruder, 'POST', `/api/grammar-check/${created.identity}/archive`)).statusCode).toBe(404);
    expect((await call(t.app, intruder, 'GET', `/api/order-form/from-language-assessment/${created.identity}`)).statusCode).toBe(404);
    const search = assessmentSearchResponseSchema.parse((await call(t.app, intruder, 'GET', `/api/grammar-check/search?identities=${created.identity}`)).json());
    expect(search.results).toEqual([]);
    expect((await report(visitor(), created.identity)).statusCode).toBe(404);
    expect((await call(t.app, visitor(), 'POST', `/api/grammar-check/${created.identity}/archive`)).statusCode).toBe(401);
    // Still the owner's.
    expect((await report(browser, created.identity)).statusCode).toBe(200);
  });

  it('refuses a researcher whose grammar check staff switched off', async () => {
    const disabled = signedIn((await createSignedInUser(t.database, { languageAssessmentEnabled: false })).headers);
    const upload = await uploadManuscript(t.app, disabled, 'paper.docx', docx(WRITTEN));
    expect(upload.statusCode).toBe(403);
    expect(upload.json().error.error).toBe('language-assessment-disabled');
    expect((await call(t.app, disabled, 'GET', '/api/grammar-check/search')).statusCode).toBe(403);
  });
});

describe('visitors', () => {
  it('check a manuscript when anonymous assessment is allowed, and see only their own', async () => {
    const browser = visitor();
    const created = createdOf(await uploadManuscript(t.app, browser, 'visitor.docx', docx(WRITTEN)));
    expect(browser.headers.cookie).toContain('mg_visitor=');
    expect((await assessed(browser, created.identity)).completed).toBe(true);
    // The professional-services panel tells visitors of the first-order discount.
    expect(assessmentReportSchema.parse((await report(browser, created.identity)).json()).welcomeDiscount).toEqual({ code: 'WELCOME10', percent: 10 });
    const list = assessmentSearchResponseSchema.parse((await call(t.app, browser, 'GET', '/api/grammar-check/search')).json());
    expect(list.results.map((row) => row.identity)).toEqual([created.identity]);
    expect((await report(visitor(), created.identity)).statusCode).toBe(404);
    expect((await report(signedIn(other.headers), created.identity)).statusCode).toBe(404);
    // Visitors cannot archive: they upload another assessment instead.
    expect((await call(t.app, browser, 'POST', `/api/grammar-check/${created.identity}/archive`)).statusCode).toBe(401);
  });

  it('solve the captcha first while the captcha flag is on; a signed-in researcher is never asked', async () => {
    await changeFeatureFlag(t.database.db, 'captcha', true);
    await changeSetting(t.database.db, 'captchaDifficulty', 10);
    t.app.applicationLoader.invalidate();
    try {
      const browser = visitor();
      const before = await t.database.db.select().from(languageAssessments);
      const without = await uploadManuscript(t.app, browser, 'paper.docx', docx(WRITTEN));
      expect(without.statusCode).toBe(400);
      expect(without.json().error).toMatchObject({ error: 'captcha-required', fields: { captcha: { error: 'captcha-required' } } });
      const forged = await uploadManuscript(t.app, browser, 'paper.docx', docx(WRITTEN), { captcha: Buffer.from('{"challenge":{},"solution":{}}').toString('base64') });
      expect(forged.json().error.error).toBe('captcha-invalid');
      expect(await t.database.db.select().from(languageAssessments)).toHaveLength(before.length);

      const payload = await solvedPayload(captchaChallengeSchema.parse((await call(t.app, browser, 'GET', CAPTCHA_PATHS.challenge)).json()));
      createdOf(await uploadManuscript(t.app, browser, 'paper.docx', docx(WRITTEN), { captcha: payload }));
      // Used once: the same solution does not let a second upload through.
      expect((await uploadManuscript(t.app, browser, 'again.docx', docx(WRITTEN), { captcha: payload })).json().error.error).toBe('captcha-invalid');
      expect((await uploadManuscript(t.app, signedIn(owner.headers), 'paper.docx', docx(WRITTEN))).statusCode).toBe(200);
      await t.app.platform.jobs.runDueJobs();
    } finally {
      await changeFeatureFlag(t.database.db, 'captcha', false);
      t.app.applicationLoader.invalidate();
    }
  });

  it('must sign in when anonymous assessment is off', async () => {
    await changeSetting(t.database.db, 'allowsAnonymousLanguageAssessment', false);
    t.app.applicationLoader.invalidate();
    try {
      const upload = await uploadManuscript(t.app, visitor(), 'paper.docx', docx(WRITTEN));
      expect(upload.statusCode).toBe(401);
      expect(upload.json().error.error).toBe('login-required');
      expect((await call(t.app, visitor(), 'GET', '/api/grammar-check/search')).statusCode).toBe(401);
      expect((await uploadManuscript(t.app, signedIn(owner.headers), 'paper.docx', docx(WRITTEN))).statusCode).toBe(200);
    } finally {
      await changeSetting(t.database.db, 'allowsAnonymousLanguageAssessment', true);
      t.app.applicationLoader.invalidate();
    }
  });
});
