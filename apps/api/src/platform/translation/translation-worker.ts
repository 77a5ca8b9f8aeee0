import { Worker } from 'node:worker_threads';
import { AppError } from '../errors/app-error';
import type { TranslationConfig } from './engines';
import type { TranslationWorkerInput, TranslationWorkerReply } from './document-translation.worker';
import { TranslationEngineError, type LanguagePair } from './translation-engine';

const WORKER_URL = new URL('./document-translation.worker.ts', import.meta.url).href;

/** As for the analysis workers: Node 20 does not apply tsx's loader to worker threads, so the worker registers it. */
function bootstrap(): string {
  if (!WORKER_URL.endsWith('.ts')) return `import(${JSON.stringify(WORKER_URL)})`;
  const tsx = import.meta.resolve('tsx/esm/api');
  return `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER_URL)}); })`;
}

/**
 * A Word document translated in a worker thread of its own (512 MB heap), so that a 10,000-word manuscript's
 * parsing and rebuilding never holds the thread that answers requests. The worker is terminated when the
 * caller aborts (the job's time limit); its failures come back as the errors the job knows.
 */
export function translateDocumentInWorker(
  input: { bytes: Buffer; kind: 'docx' | 'doc' },
  pair: LanguagePair,
  config: TranslationConfig,
  signal?: AbortSignal,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const data: TranslationWorkerInput = { bytes: new Uint8Array(input.bytes), kind: input.kind, pair, config };
    const worker = new Worker(bootstrap(), { eval: true, execArgv: [], workerData: data, resourceLimits: { maxOldGenerationSizeMb: 512 } });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      void worker.terminate();
      outcome();
    };
    const onAbort = () => settle(() => reject(new TranslationEngineError('translation aborted', 'timeout')));
    signal?.addEventListener('abort', onAbort, { once: true });
    if (signal?.aborted) onAbort();
    worker.once('message', (reply: TranslationWorkerReply) =>
      settle(() => {
        if (reply.ok) resolve(Buffer.from(reply.bytes));
        else if (reply.kind === 'engine') reject(new TranslationEngineError(reply.message, reply.reason));
        else if (reply.kind === 'document') reject(new AppError(reply.statusCode, reply.key));
        else reject(new Error(reply.message));
      }),
    );
    worker.once('error', (error) => settle(() => reject(error)));
    worker.once('exit', (code) => settle(() => reject(new Error(`translation worker exited with code ${code}`))));
  });
}
