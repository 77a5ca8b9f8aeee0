import type { FastifyBaseLogger } from 'fastify';
import { analyseStoredDocument } from '../../platform/documents/document-analysis';
import type { Platform } from '../../platform/platform';
import { AppError } from '../../platform/errors/app-error';
import { findFileById, findFormFiles, updateFile } from './order-form.repository';
import { orderForms } from '../../platform/db/schema/order-forms';
import { manuscriptLanguages } from '../../platform/db/schema/reference';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { OrderFormRow } from '../../platform/db/schema/order-forms';

/**
 * Document details: a job reads an uploaded manuscript in a
 * worker thread, counts its words and detects its language; the browser polls for the answer. A file the
 * job cannot read (corrupt, encrypted, a zip bomb) is marked failed with the reason, and the manual
 * details form opens.
 */
export const ANALYSE_DOCUMENT_JOB = 'order-form.analyse-document';
/** A worker killed mid-analysis gives the job back when its lock expires; the next attempt runs it again. */
export const ANALYSE_DOCUMENT_ATTEMPTS = 3;

export async function runDocumentAnalysis(platform: Platform, fileId: number, signal: AbortSignal, log: FastifyBaseLogger): Promise<void> {
  const file = await findFileById(platform.db, fileId);
  if (!file || file.analysisStatus !== 'pending') return;
  try {
    const details = await analyseStoredDocument({ storage: platform.storage, key: file.storageKey, fileName: file.name, contentType: file.contentType }, { signal, metrics: platform.metrics });
    if (!details || details.wordCount === 0) {
      await updateFile(platform.db, file.id, { analysisStatus: 'failed', analysisError: 'document-no-text' });
      return;
    }
    const languageId = await languageIdOf(platform.db, details.languageIsoCode);
    await platform.db.transaction(async (tx) => {
      await updateFile(tx, file.id, { analysisStatus: 'done', wordCount: details.wordCount, languageIsoCode: details.languageIsoCode, analysisError: null });
      await tx.update(orderForms).set({ calculatedWordCount: details.wordCount, detectedLanguageId: languageId }).where(eq(orderForms.id, file.orderFormId));
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    log.info({ fileId, reason: error.cause }, 'document refused by analysis');
    await updateFile(platform.db, file.id, { analysisStatus: 'failed', analysisError: error.key });
  }
}

async function languageIdOf(db: Db, isoCode: string | null): Promise<number | null> {
  if (!isoCode) return null;
  const rows = await db.select({ id: manuscriptLanguages.id }).from(manuscriptLanguages).where(eq(manuscriptLanguages.isoCode, isoCode)).limit(1);
  return rows[0]?.id ?? null;
}

/** The answer to GET …/document-details for the form's latest main manuscript. */
export async function documentDetails(db: Db, form: OrderFormRow) {
  const files = (await findFormFiles(db, form.id)).filter((file) => file.kind === 'main');
  const latest = files.at(-1);
  const received = latest?.analysisStatus === 'done' && latest.wordCount !== null && form.detectedLanguageId !== null;
  return {
    documentDetailsReceived: received,
    documentDetailsFailed: !latest || latest.analysisStatus === 'failed' || latest.analysisStatus === 'skipped' || (latest.analysisStatus === 'done' && !received),
    manuscriptLanguageId: received ? form.detectedLanguageId : null,
    wordCount: received ? (latest?.wordCount ?? null) : null,
    error: latest?.analysisStatus === 'failed' ? latest.analysisError : null,
  };
}
