import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { assessmentSearchResponseSchema, type LanguageAssessment } from '@marginalia/contracts/grammar-check/grammar-check.contract';
import { buildDoc, buildEncryptedOoxml } from '../../platform/documents/fixtures/doc-builder';
import { buildDocx, docxOfText } from '../../platform/documents/fixtures/docx-builder';
import { deflatedZeros, DOCX_PREFIX_ENTRIES } from '../../platform/documents/fixtures/zip-bomb';
import { writeZip } from '../../platform/documents/fixtures/zip-writer';
import { languageAssessments, jobs } from '../../platform/db/schema/all-tables';
import { createSignedInUser } from '../../test/test-app';
import { useBeforeAll, useTestApp } from '../../test/use-test-app';
import { BROKEN_BODIES } from '../../test/broken-multipart';
import { changeSetting } from '../app-config/app-config.public';
import { call, signedIn, type Browser } from '../../test/test-browser';
import { createdOf, uploadManuscript } from './grammar-check-test-support';
import { ASSESS_JOB, runAssessment } from './assessment-job.service';

const t = useTestApp();
const owner = useBeforeAll(() => createSignedInUser(t.database));

const ENGLISH = 'Seed germination declined at higher temperatures in all three populations that we sampled along the gradient.';
const SPANISH = 'La germinación de las semillas disminuyó a temperaturas más altas en las tres poblaciones que muestreamos a lo largo del gradiente.';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

async function assessed(browser: Browser, identity: string, language = 'en'): Promise<LanguageAssessment> {
  await t.app.platform.jobs.runDueJobs();
  const answer = assessmentSearchResponseSchema.parse((await call(t.app, browser, 'GET', `/api/grammar-check/search?identities=${identity}&language=${language}`)).json());
  const [assessment] = answer.results;
  if (!assessment) throw new Error('assessment not found');
  return assessment;
}

const storedFiles = () => {
  const root = join(t.app.platform.config.dataDir, 'files', 'assessments');
  try {
    return readdirSync(root, { recursive: true }).length;
  } catch {
    return 0;
  }
};
const rowsOf = async (userId: number) => (await t.database.db.select().from(languageAssessments).where(eq(languageAssessments.userId, userId))).length;

describe('files the grammar check refuses at upload, leaving nothing behind', () => {
  it.each([
    ['a PDF', 'paper.pdf', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj<<>>endobj\n'), 'file-type-not-allowed'],
    ['a text file', 'paper.txt', Buffer.from(ENGLISH), 'file-type-not-allowed'],
    ['an image renamed .docx', 'paper.docx', PNG, 'file-content-mismatch'],
    ['a password-protected .docx', 'secret.docx', buildEncryptedOoxml(), 'file-encrypted'],
  ])('refuses %s with 415 and a translated message', async (_what, name, content, key) => {
    const browser = signedIn(owner.headers);
    const [files, rows] = [storedFiles(), await rowsOf(owner.id)];
    const response = await uploadManuscript(t.app, { headers: { ...browser.headers, 'accept-language': 'es' } }, name, content);
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toMatchObject({ error: key });
    expect(response.json().error.message).toContain(name);
    expect(storedFiles()).toBe(files);
    expect(await rowsOf(owner.id)).toBe(rows);
  });

  it('refuses a request without a file and one that is not multipart', async () => {
    const browser = signedIn(owner.headers);
    const boundary = '----mggcnofile';
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/grammar-check/create',
      headers: { ...browser.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="captcha"\r\n\r\nx\r\n--${boundary}--\r\n`,
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.error).toBe('file-required');
    expect((await call(t.app, browser, 'POST', '/api/grammar-check/create', { file: 'x' })).statusCode).toBe(415);
    expect(await rowsOf(owner.id)).toBe(0);
  });

  it.each(Object.entries(BROKEN_BODIES))('answers a body %s with 400 and keeps nothing', async (_how, build) => {
    const browser = signedIn(owner.headers);
    const [files, rows] = [storedFiles(), await rowsOf(owner.id)];
    const body = build({ fields: {}, fileName: 'paper.docx', content: docxOfText(ENGLISH.repeat(200)) });
    const response = await t.app.inject({ method: 'POST', url: '/api/grammar-check/create', headers: { ...browser.headers, 'content-type': body.contentType }, payload: body.payload });
    expect(response.statusCode).toBe(400);
    expect(storedFiles()).toBe(files);
    expect(await rowsOf(owner.id)).toBe(rows);
  });
});

describe('manuscripts the check refuses after reading them', () => {
  it('skips an empty document', async () => {
    const browser = signedIn(owner.headers);
    const created = createdOf(await uploadManuscript(t.app, browser, 'empty.docx', buildDocx([])));
    const done = await assessed(browser, created.identity);
    expect(done).toMatchObject({ scoreStatus: 'skipped', errorCountStatus: 'skipped', errorCountSkipped: true, completed: false, score: null, percentile: null });
    expect(done.reason).toMatchObject({ key: 'language-assessment-empty', message: 'This document has no text to check.' });
  });

  it('skips a manuscript over the word limit, saying the limit in the reader’s language', async () => {
    await changeSetting(t.database.db, 'languageAssessmentMaxWords', 1000);
    try {
      const browser = signedIn(owner.headers);
      const long = docxOfText(Array.from({ length: 70 }, () => ENGLISH).join('\n'));
      const created = createdOf(await uploadManuscript(t.app, browser, 'thesis.docx', long));
      const done = await assessed(browser, created.identity, 'br');
      expect(done).toMatchObject({ scoreStatus: 'skipped', wordCount: 1120, reason: { key: 'language-assessment-too-long', params: { wordCount: 1120, maxWords: 1000 } } });
      expect(done.reason?.message).toContain('1.120 palavras');
      expect(done.reason?.message).toContain('1.000 palavras');
    } finally {
      await changeSetting(t.database.db, 'languageAssessmentMaxWords', 25_000);
    }
  });

  it('skips a manuscript that is not in English, naming the language it looks like', async () => {
    const browser = signedIn(owner.headers);
    const created = createdOf(await uploadManuscript(t.app, browser, 'articulo.docx', docxOfText(`${SPANISH}\n${SPANISH}`)));
    const english = await assessed(browser, created.identity);
    expect(english).toMatchObject({ scoreStatus: 'skipped', reason: { key: 'language-assessment-not-english', params: { language: 'es' } } });
    expect(english.reason?.message).toBe('This document looks like it is written in Spanish. The grammar check reads English only.');
    expect((await assessed(browser, created.identity, 'cn')).reason?.message).toContain('西班牙语');
  });

  it('fails a zip bomb quickly with a translated reason, the server answering meanwhile', async () => {
    const browser = signedIn(owner.headers);
    const bomb = writeZip([...DOCX_PREFIX_ENTRIES, { name: 'word/document.xml', raw: deflatedZeros(300) }]);
    const created = createdOf(await uploadManuscript(t.app, browser, 'bomb.docx', bomb));
    const started = Date.now();
    const done = await assessed(browser, created.identity);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(done).toMatchObject({ scoreStatus: 'failed', scoreFailed: true, errorCountFailed: true, reason: { key: 'document-too-large-uncompressed' } });
  });

  it('fails a password-protected .doc and a corrupt .docx', async () => {
    const browser = signedIn(owner.headers);
    const locked = createdOf(await uploadManuscript(t.app, browser, 'locked.doc', buildDoc({ paragraphs: [ENGLISH], encrypted: true })));
    const corrupt = createdOf(await uploadManuscript(t.app, browser, 'corrupt.docx', Buffer.concat([buildDocx([{ paragraph: ENGLISH }]).subarray(0, 200), Buffer.alloc(500, 0x41)])));
    expect((await assessed(browser, locked.identity)).reason).toMatchObject({ key: 'document-encrypted' });
    const failed = await assessed(browser, corrupt.identity, 'jp');
    expect(failed).toMatchObject({ scoreStatus: 'failed', reason: { key: 'document-unreadable' } });
    expect(failed.reason?.message).toMatch(/[ぁ-んァ-ン]/);
  });

  it('does nothing when the job runs again for an assessment already ended', async () => {
    const browser = signedIn(owner.headers);
    const created = createdOf(await uploadManuscript(t.app, browser, 'twice.docx', buildDocx([])));
    const first = await assessed(browser, created.identity);
    const [row] = await t.database.db.select().from(languageAssessments).where(eq(languageAssessments.identity, created.identity));
    const job = (await t.database.db.select().from(jobs).where(eq(jobs.type, ASSESS_JOB))).find((each) => (each.payload as { assessmentId: number }).assessmentId === row?.id);
    expect(job?.status).toBe('done');
    await runAssessment(t.app.platform, row?.id ?? 0, { signal: new AbortController().signal, log: t.app.log, attempt: 1 });
    expect(await assessed(browser, created.identity)).toEqual(first);
  });
});
