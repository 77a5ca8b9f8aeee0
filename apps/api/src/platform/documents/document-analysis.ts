import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../errors/app-error';
import type { Storage } from '../storage/storage';
import type { EngineOutcome, Metrics } from '../metrics/metrics';
import type { AnalysisDetails, AnalysisReply, AnalysisRequest } from './document-analysis.worker';
import { analysisWorkers, DEFAULT_MAX_HEAP_MB } from './analysis-workers';
import { analysableKindOf } from './text-extraction';

export interface DocumentDetails {
  wordCount: number;
  /** ISO 639-1 (`en`, `zh`, …), or null when the language could not be told. */
  languageIsoCode: string | null;
}

/** DocumentDetails with the text by paragraphs; null paragraphs when the text is over the caller's word limit. */
export interface DocumentText extends DocumentDetails {
  paragraphs: string[] | null;
}

export interface DocumentInput {
  filePath: string;
  /** The name the user gave; never used to decide how to read the file (the content type does). */
  fileName: string;
  /** The verified content type from storeUpload / checkFileType. */
  contentType: string;
}

export interface AnalysisOptions {
  signal?: AbortSignal;
  /** The worker is terminated past this; the file counts as unreadable. */
  timeoutMs?: number;
  /** V8 heap of the worker; a document needing more is unreadable. */
  maxHeapMb?: number;
  /** Keep the worker for the next document (default true; the bench turns it off to time a cold start). */
  reuseWorker?: boolean;
  /** Where the analysis's duration is recorded (engine `document-analysis`, operation: the document's kind). */
  metrics?: Metrics;
}

/** The engine name document analysis records its timings under, and registers its status as. */
export const DOCUMENT_ANALYSIS_ENGINE = 'document-analysis';

/** A refusal (unreadable, encrypted, a zip bomb) is the document's fault; anything else the engine's. */
const outcomeOf = (error: unknown): EngineOutcome => (error instanceof AppError && error.statusCode < 500 ? 'refused' : 'error');

const DEFAULT_TIMEOUT_MS = 20_000;

/** True when analyseDocument reads this content type (Word, OpenDocument, RTF, plain text). */
export function isAnalysable(contentType: string): boolean {
  return analysableKindOf(contentType) !== null;
}

function unreadable(reason: string): AppError {
  const error = new AppError(422, 'document-unreadable');
  error.cause = reason;
  return error;
}

/**
 * Word count and language of a stored manuscript, computed in a worker thread with a time and memory
 * limit. Null when the file is not a text document (PDF, image) or has no words: the manual details
 * form opens. A corrupt, hostile or encrypted file is AppError(422, 'document-unreadable' |
 * 'document-too-large-uncompressed' | 'document-encrypted'); so is one that runs out of time or memory
 * (the `cause` says why, for the log).
 */
export async function analyseDocument(input: DocumentInput, options: AnalysisOptions = {}): Promise<DocumentDetails | null> {
  const kind = analysableKindOf(input.contentType);
  if (!kind) return null;
  const analyse = async () => {
    const details = await runInWorker({ filePath: input.filePath, kind }, options);
    return details && { wordCount: details.wordCount, languageIsoCode: details.languageIsoCode };
  };
  if (!options.metrics) return analyse();
  return options.metrics.timeEngine(DOCUMENT_ANALYSIS_ENGINE, kind, analyse, outcomeOf);
}

/**
 * analyseDocument, and the text by paragraphs (body, each table cell, footnotes and endnotes, in reading
 * order) for reading it closely: the grammar check. The same limits and refusals; `paragraphs` is null
 * when the text has more than `maxWords` words, so an overlong text never crosses over from the worker.
 */
export async function readDocumentText(input: DocumentInput, limits: { maxWords: number }, options: AnalysisOptions = {}): Promise<DocumentText | null> {
  const kind = analysableKindOf(input.contentType);
  if (!kind) return null;
  const read = async () => {
    const details = await runInWorker({ filePath: input.filePath, kind, paragraphs: { maxWords: limits.maxWords } }, options);
    return details && { wordCount: details.wordCount, languageIsoCode: details.languageIsoCode, paragraphs: details.paragraphs ?? null };
  };
  if (!options.metrics) return read();
  return options.metrics.timeEngine(DOCUMENT_ANALYSIS_ENGINE, `${kind}-text`, read, outcomeOf);
}

/** Runs one request in an analysis worker with the time and heap limits; null when the document has no words. */
function runInWorker(request: AnalysisRequest, options: AnalysisOptions): Promise<AnalysisDetails | null> {
  if (options.signal?.aborted) return Promise.reject(unreadable('aborted'));
  const maxHeapMb = options.maxHeapMb ?? DEFAULT_MAX_HEAP_MB;
  const worker = analysisWorkers.take(maxHeapMb);

  return new Promise<AnalysisDetails | null>((resolve, reject) => {
    let settled = false;
    const settle = (healthy: boolean, outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      analysisWorkers.giveBack(worker, maxHeapMb, healthy && (options.reuseWorker ?? true));
      outcome();
    };
    const onAbort = () => settle(false, () => reject(unreadable('aborted')));
    const timer = setTimeout(() => settle(false, () => reject(unreadable('timed out'))), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const onMessage = (reply: AnalysisReply) =>
      settle(true, () => {
        if (reply.ok) resolve(reply.details);
        else {
          const error = new AppError(reply.statusCode, reply.key);
          error.cause = reply.reason;
          reject(error);
        }
      });
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY), a crash in a library, or a failed start.
    const onError = (err: Error) => settle(false, () => reject(unreadable(err.message)));
    const onExit = (code: number) => settle(false, () => reject(unreadable(`worker exited with code ${code}`)));
    options.signal?.addEventListener('abort', onAbort, { once: true });
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    worker.postMessage(request);
  });
}

/** Copies a stored file to a temporary one (zip inspection needs random access), runs `read` on it, removes the copy. */
async function withLocalCopy<T>(input: StoredDocumentInput, options: AnalysisOptions, read: (local: DocumentInput) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'mg-analysis-'));
  try {
    const filePath = join(dir, 'document');
    await pipeline(await input.storage.read(input.key), createWriteStream(filePath), { signal: options.signal }).catch((err: unknown) => {
      throw options.signal?.aborted ? unreadable('aborted') : err;
    });
    return await read({ filePath, fileName: input.fileName, contentType: input.contentType });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export interface StoredDocumentInput {
  storage: Storage;
  key: string;
  fileName: string;
  contentType: string;
}

/** analyseDocument for a file in storage (disk or S3). */
export async function analyseStoredDocument(input: StoredDocumentInput, options: AnalysisOptions = {}): Promise<DocumentDetails | null> {
  if (!isAnalysable(input.contentType)) return null;
  return withLocalCopy(input, options, (local) => analyseDocument(local, options));
}

/** readDocumentText for a file in storage (disk or S3). */
export async function readStoredDocumentText(input: StoredDocumentInput, limits: { maxWords: number }, options: AnalysisOptions = {}): Promise<DocumentText | null> {
  if (!isAnalysable(input.contentType)) return null;
  return withLocalCopy(input, options, (local) => readDocumentText(local, limits, options));
}
