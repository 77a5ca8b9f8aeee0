import { AppError } from '../../errors/app-error';
import { spawnWorker } from '../../workers/spawn-worker';
import type { RevisableParagraph, RevisionOptions, RevisionOutcome, TextComment, TextEdit } from './revision-types';
import type { RevisionWorkerReply, RevisionWorkerRequest } from './revision.worker';

const WORKER_URL = new URL('./revision.worker.ts', import.meta.url).href;

/** What the caller decides for the document's paragraphs: the edits to track and the comments to add. */
export type RevisionPlan = (paragraphs: RevisableParagraph[]) => Promise<{ edits: TextEdit[]; comments: TextComment[] }>;

/** The writer's failure that is not the document's fault (a worker that died, ran out of memory or time). */
export class RevisionWorkerError extends Error {
  override name = 'RevisionWorkerError';
}

/**
 * A Word document revised in a worker thread of its own (512 MB heap): reading the package, placing the
 * changes and writing it again never hold the thread that answers requests. `plan` runs on the caller's
 * thread between the two steps (the language engine has its own workers). The worker is terminated when the
 * caller aborts (the job's time limit). A document that cannot be read is AppError(422, …) as for any upload.
 */
export function reviseDocxInWorker(
  input: { bytes: Buffer; kind: 'docx' | 'doc' },
  plan: RevisionPlan,
  options: RevisionOptions,
  signal?: AbortSignal,
): Promise<RevisionOutcome & { paragraphs: RevisableParagraph[] }> {
  return new Promise((resolve, reject) => {
    const worker = spawnWorker(WORKER_URL, { maxOldGenerationSizeMb: 512 });
    const bytes = new Uint8Array(input.bytes);
    worker.postMessage({ type: 'open', bytes, kind: input.kind } satisfies RevisionWorkerRequest, [bytes.buffer as ArrayBuffer]);
    let paragraphs: RevisableParagraph[] = [];
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      void worker.terminate();
      outcome();
    };
    const onAbort = () => settle(() => reject(new RevisionWorkerError('revision aborted')));
    signal?.addEventListener('abort', onAbort, { once: true });
    if (signal?.aborted) onAbort();
    worker.on('message', (reply: RevisionWorkerReply) => {
      if (reply.type === 'failed') {
        settle(() => reject(reply.statusCode !== null ? new AppError(reply.statusCode, reply.key) : new RevisionWorkerError(reply.message)));
        return;
      }
      if (reply.type === 'done') {
        settle(() => resolve({ ...reply.outcome, docx: Buffer.from(reply.bytes), paragraphs }));
        return;
      }
      paragraphs = reply.paragraphs;
      plan(paragraphs).then(
        ({ edits, comments }) => {
          if (settled) return;
          const request: RevisionWorkerRequest = { type: 'write', edits, comments, author: options.author, initials: options.initials, date: options.date.toISOString() };
          worker.postMessage(request);
        },
        (error: unknown) => settle(() => reject(error)),
      );
    });
    worker.once('error', (error) => settle(() => reject(new RevisionWorkerError(error.message))));
    worker.once('exit', (code) => settle(() => reject(new RevisionWorkerError(`revision worker exited with code ${code}`))));
  });
}
