import type { FastifyBaseLogger } from 'fastify';
import { checkText, LANGUAGE_ENGINE } from '../../platform/language/language-engine';
import { readStoredDocumentText } from '../../platform/documents/document-analysis';
import { AppError } from '../../platform/errors/app-error';
import type { Db } from '../../platform/db/client';
import { userTopic } from '../../platform/realtime/realtime';
import { ASSESSMENT_EVENT } from '@marginalia/contracts/grammar-check/grammar-check.paths';
import type { Platform } from '../../platform/platform';
import { readSettings } from '../app-config/app-config.public';
import { assessText } from './assessment-findings';
import { OneAtATime } from './one-at-a-time';
import { completeAssessment, endAssessment, findAssessmentById } from './grammar-check.repository';

/**
 * The check of an uploaded manuscript, as a job: the document is read in an analysis worker (time, memory
 * and zip-bomb limits), refused when there is nothing to check, too much of it or it is not English
 * (skipped, with the reason), checked by the language engine in its own worker pool, and the score, counts
 * and findings are stored in one statement. A file that cannot be read, or a check that fails, ends the
 * assessment as failed with a translated reason; nothing is half-written.
 */
export const ASSESS_JOB = 'grammar-check.assess';
/** A worker killed mid-check gives the job back when its lock expires; the next attempt runs it again. */
export const ASSESS_ATTEMPTS = 3;
export const ASSESS_TIMEOUT_SECONDS = 120;
/** Reading the document (the analysis worker's own limit is 20 s) and checking it. */
const READ_TIMEOUT_MS = 30_000;
const CHECK_TIMEOUT_MS = 60_000;

/** Documents are read one at a time in a process (one-at-a-time.ts). */
const reading = new OneAtATime();

/** Why an analysis refused a file, as the assessment's reason (the analysis keys are translated messages). */
const UNREADABLE_KEYS = new Set(['document-unreadable', 'document-encrypted', 'document-too-large-uncompressed']);

/**
 * Writes how an assessment ended and, in the same transaction, tells its signed-in owner's pages (real-time
 * events; a visitor's pages keep asking).
 */
async function ended(platform: Platform, row: { id: number; identity: string; userId: number | null }, write: (tx: Db) => Promise<boolean>): Promise<void> {
  await platform.db.transaction(async (tx) => {
    const changed = await write(tx);
    if (changed && row.userId !== null) await platform.realtime.publish(userTopic(row.userId), { type: ASSESSMENT_EVENT, identity: row.identity }, { db: tx });
  });
}

export async function runAssessment(platform: Platform, assessmentId: number, context: { signal: AbortSignal; log: FastifyBaseLogger; attempt: number }): Promise<void> {
  const row = await findAssessmentById(platform.db, assessmentId);
  if (!row || row.scoreStatus !== 'processing' || !row.storageKey) return;
  const { db } = platform;
  try {
    const settings = await readSettings(db, platform.config.authProviders);
    const maxWords = settings.languageAssessmentMaxWords;
    const storageKey = row.storageKey;
    const text = await reading.run(() =>
      readStoredDocumentText({ storage: platform.storage, key: storageKey, fileName: row.name, contentType: row.contentType }, { maxWords }, { signal: context.signal, timeoutMs: READ_TIMEOUT_MS, metrics: platform.metrics }),
    );
    if (!text) {
      await ended(platform, row, (tx) => endAssessment(tx, row.id, { status: 'skipped', reasonKey: 'language-assessment-empty' }));
      return;
    }
    if (text.paragraphs === null) {
      await ended(platform, row, (tx) => endAssessment(tx, row.id, { status: 'skipped', reasonKey: 'language-assessment-too-long', reasonParams: { wordCount: text.wordCount, maxWords }, wordCount: text.wordCount }));
      return;
    }
    // Only a language told apart from English refuses the text; an undecided one is checked.
    if (text.languageIsoCode !== null && text.languageIsoCode !== 'en') {
      const language = text.languageIsoCode;
      await ended(platform, row, (tx) => endAssessment(tx, row.id, { status: 'skipped', reasonKey: 'language-assessment-not-english', reasonParams: { language }, wordCount: text.wordCount }));
      return;
    }
    const started = performance.now();
    const paragraphs = text.paragraphs;
    const result = await platform.metrics.timeEngine(LANGUAGE_ENGINE, 'assess', () => checkText({ paragraphs, style: 'auto' }, { signal: context.signal, timeoutMs: CHECK_TIMEOUT_MS }), () => 'error');
    const assessed = assessText(text.paragraphs, result.findings, text.wordCount);
    const checkMillis = Math.round(performance.now() - started);
    await ended(platform, row, (tx) => completeAssessment(tx, row.id, { ...assessed, wordCount: text.wordCount, style: result.style, checkMillis }));
    context.log.info({ assessmentId, words: text.wordCount, findings: result.findings.length, checkMillis }, 'manuscript assessed');
  } catch (error) {
    if (error instanceof AppError) {
      context.log.info({ assessmentId, key: error.key, reason: error.cause }, 'manuscript could not be assessed');
      const reasonKey = UNREADABLE_KEYS.has(error.key) ? error.key : 'language-assessment-failure';
      await ended(platform, row, (tx) => endAssessment(tx, row.id, { status: 'failed', reasonKey }));
      return;
    }
    // An outage (the database, the storage) is retried; on the last attempt the assessment says it failed.
    if (context.attempt >= ASSESS_ATTEMPTS) await ended(platform, row, (tx) => endAssessment(tx, row.id, { status: 'failed', reasonKey: 'language-assessment-failure' })).catch(() => undefined);
    throw error;
  }
}
