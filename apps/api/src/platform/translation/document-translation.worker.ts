import { parentPort, workerData } from 'node:worker_threads';
import { AppError } from '../errors/app-error';
import { translateWordDocument } from './document-translation';
import { createTranslationEngines, type TranslationConfig } from './engines';
import { TranslationEngineError, type LanguagePair } from './translation-engine';

/**
 * One document's translation in a worker thread (translation-worker.ts): reading the .docx, masking every
 * segment, the engine (Apertium's child processes, or HTTP), restoring and rebuilding the package — none of
 * it on the thread that answers requests. The answer is the English .docx, or the failure to rebuild.
 */
export interface TranslationWorkerInput {
  bytes: Uint8Array;
  kind: 'docx' | 'doc';
  pair: LanguagePair;
  config: TranslationConfig;
}

export type TranslationWorkerReply =
  | { ok: true; bytes: Uint8Array }
  | { ok: false; kind: 'engine'; reason: 'unavailable' | 'timeout' | 'failed'; message: string }
  | { ok: false; kind: 'document'; statusCode: number; key: string }
  | { ok: false; kind: 'other'; message: string };

async function run(input: TranslationWorkerInput): Promise<TranslationWorkerReply> {
  try {
    const engines = createTranslationEngines(input.config);
    const engine = engines.engineFor(input.pair);
    if (!engine) return { ok: false, kind: 'engine', reason: 'unavailable', message: 'no engine for the pair' };
    const english = await translateWordDocument({ bytes: Buffer.from(input.bytes), kind: input.kind }, engine, input.pair, engines.glossaryFor(input.pair.source));
    return { ok: true, bytes: new Uint8Array(english.buffer, english.byteOffset, english.byteLength) };
  } catch (error) {
    if (error instanceof TranslationEngineError) return { ok: false, kind: 'engine', reason: error.reason, message: error.message };
    if (error instanceof AppError) return { ok: false, kind: 'document', statusCode: error.statusCode, key: error.key };
    return { ok: false, kind: 'other', message: error instanceof Error ? error.message : String(error) };
  }
}

void run(workerData as TranslationWorkerInput).then((reply) => parentPort?.postMessage(reply, reply.ok ? [reply.bytes.buffer as ArrayBuffer] : []));
