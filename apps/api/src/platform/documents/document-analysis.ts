import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../errors/app-error';
import type { Storage } from '../storage/storage';
import type { EngineOutcome, Metrics } from '../metrics/metrics';
import type { AnalysisReply, AnalysisRequest } from './document-analysis.worker';
import { analysisWorkers, DEFAULT_MAX_HEAP_MB } from './analysis-workers';
import { analysableKindOf, type AnalysableKind } from './text-extraction';

export interface DocumentDetails {
  wordCount: number;
  /** ISO 639-1 (`en`, `zh`, …), or null when the language could not be told. */
  languageIsoCode: string | null;
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
  if (!options.metrics) return analyseInWorker(input, kind, options);
  return options.metrics.timeEngine(DOCUMENT_ANALYSIS_ENGINE, kind, () => analyseInWorker(input, kind, options), outcomeOf);
}

function analyseInWorker(input: DocumentInput, kind: AnalysableKind, options: AnalysisOptions): Promise<DocumentDetails | null> {
  if (options.signal?.aborted) throw unreadable('aborted');
  const request: AnalysisRequest = { filePath: input.filePath, kind };
  const maxHeapMb = options.maxHeapMb ?? DEFAULT_MAX_HEAP_MB;
  const worker = analysisWorkers.take(maxHeapMb);

  return new Promise<DocumentDetails | null>((resolve, reject) => {
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

/**
 * analyseDocument for a file in storage (disk or S3): it is copied to a temporary file first, since
 * zip inspection needs random access; the copy is removed afterwards.
 */
export async function analyseStoredDocument(
  input: { storage: Storage; key: string; fileName: string; contentType: string },
  options: AnalysisOptions = {},
): Promise<DocumentDetails | null> {
  if (!isAnalysable(input.contentType)) return null;
  const dir = await mkdtemp(join(tmpdir(), 'mg-analysis-'));
  try {
    const filePath = join(dir, 'document');
    await pipeline(await input.storage.read(input.key), createWriteStream(filePath), { signal: options.signal }).catch((err: unknown) => {
      throw options.signal?.aborted ? unreadable('aborted') : err;
    });
    return await analyseDocument({ filePath, fileName: input.fileName, contentType: input.contentType }, options);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
