import { Readable } from 'node:stream';
import { SOURCE_LANGUAGE_OF, isDigitalTranslationLanguage } from '@marginalia/contracts/digital/digital-translation.contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../platform/errors/app-error';
import type { Platform } from '../../platform/platform';
import { readWhole } from '../../platform/storage/read-whole';
import { translateDocumentInWorker } from '../../platform/translation/translation-worker';
import { TranslationEngineError } from '../../platform/translation/translation-engine';
import { giveUseBack } from '../digital-purchases/digital-purchases.public';
import * as repo from './digital-translation.repository';
import { enginesOf, TRANSLATION_ENGINE } from './translation-engines';

/**
 * The translation job (README.md): the stored manuscript through the pair's engine into an English .docx.
 * The document is read, masked, translated and rebuilt in a worker thread of its own (Apertium as child
 * processes with a time limit, the HTTP engine with a request timeout), so the job never holds the thread
 * that answers requests. Whatever goes wrong — the engine missing, down or too slow,
 * a document it cannot read — the row says it failed and its use is given back in one transaction, so the
 * researcher can try again. A worker that dies mid-way leaves the job to be taken back and run again; the
 * row is finished once only (conditional on 'processing').
 */
export const TRANSLATE_JOB = 'digital-translation.translate';
export const TRANSLATE_JOB_OPTIONS = { maxAttempts: 2, timeoutSeconds: 300 } as const;

const MAX_READ_BYTES = 64 * 1024 * 1024;

function failureReason(error: unknown): string {
  if (error instanceof TranslationEngineError) return `engine-${error.reason}`;
  if (error instanceof AppError) return error.key;
  return 'translation-failed';
}

export async function runTranslationJob(platform: Platform, translationId: number, signal: AbortSignal, log: FastifyBaseLogger): Promise<void> {
  const row = await repo.findTranslationById(platform.db, translationId);
  if (!row || row.status !== 'processing') return;
  const resultKey = `digital-translations/${row.identity}/english.docx`;
  try {
    if (!isDigitalTranslationLanguage(row.language)) throw new TranslationEngineError(`unknown pair ${row.language}`, 'unavailable');
    const pair = { source: SOURCE_LANGUAGE_OF[row.language], target: 'en' as const };
    const engines = enginesOf(platform);
    const engine = engines.engineFor(pair);
    if (!engine || !(await engines.availability(pair)).available) throw new TranslationEngineError(`no engine for ${row.language}`, 'unavailable');
    const bytes = await readWhole(platform.storage, row.storageKey, MAX_READ_BYTES);
    const kind = row.contentType === 'application/msword' ? 'doc' : 'docx';
    const english = await platform.metrics.timeEngine(TRANSLATION_ENGINE, `${pair.source}-en`, () =>
      translateDocumentInWorker({ bytes, kind }, pair, platform.config.translation, signal),
    );
    const stored = await platform.storage.write(resultKey, Readable.from([english]), { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', maxBytes: MAX_READ_BYTES });
    const finished = await repo.finishTranslation(platform.db, row.id, { status: 'completed', engine: engine.name, resultKey: stored.key, resultSize: stored.size, completedAt: new Date() });
    if (!finished) await platform.storage.delete(resultKey).catch(() => undefined);
  } catch (error) {
    log.warn({ err: error, translation: row.identity }, 'digital translation failed; the use is given back');
    await platform.db.transaction(async (tx) => {
      const failed = await repo.finishTranslation(tx, row.id, { status: 'failed', failureReason: failureReason(error), completedAt: new Date() });
      if (failed && row.purchaseId !== null) await giveUseBack(tx, row.userId, row.purchaseId);
    });
  }
}

