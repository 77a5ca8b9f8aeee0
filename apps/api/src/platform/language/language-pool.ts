import type { Worker } from 'node:worker_threads';
import { spawnWorker } from '../workers/spawn-worker';
import type { CheckRequest, CheckResult } from './engine-types';
import type { LanguageWorkerMessage, LanguageWorkerReply, LanguageWorkerRequest } from './worker/language.worker';

const WORKER_URL = new URL('./worker/language.worker.ts', import.meta.url).href;

export interface LanguagePoolOptions {
  /** Worker threads at most; each holds Harper and the dictionaries (~350 MB resident). */
  size: number;
  /** A worker is replaced after this many documents, so nothing one left behind lasts. */
  maxUses: number;
  /** V8 heap of a worker (Harper's WebAssembly memory is outside it). */
  maxHeapMb: number;
}

interface Slot {
  worker: Worker;
  busy: boolean;
  uses: number;
}

interface Task {
  message: LanguageWorkerRequest;
  timeoutMs: number;
  signal?: AbortSignal;
  resolve: (result: CheckResult | null) => void;
  reject: (reason: Error) => void;
}

export class LanguageCheckError extends Error {
  override name = 'LanguageCheckError';
}

/**
 * A bounded pool of language-engine threads. Checks wait in line when every worker is busy (a worker
 * is too large to start one per upload); a check that runs past its time or is aborted costs its
 * worker, which is terminated and replaced on demand. Idle workers are unreferenced, so they never
 * hold a process open.
 */
export class LanguagePool {
  private readonly slots: Slot[] = [];
  private readonly queue: Task[] = [];
  private nextId = 1;
  private checks = { done: 0, failed: 0, lastFailure: null as string | null };

  constructor(private readonly options: LanguagePoolOptions) {}

  run(message: LanguageWorkerMessage, timeoutMs: number, signal?: AbortSignal): Promise<CheckResult | null> {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) {
        reject(new LanguageCheckError('aborted'));
        return;
      }
      this.queue.push({ message: { ...message, id: this.nextId++ }, timeoutMs, signal, resolve, reject });
      this.dispatch();
    });
  }

  check(request: CheckRequest, timeoutMs: number, signal?: AbortSignal): Promise<CheckResult> {
    return this.run({ kind: 'check', request }, timeoutMs, signal).then((result) => {
      if (!result) throw new LanguageCheckError('no result');
      return result;
    });
  }

  /** Starts a worker and has it load and warm up, unless one exists. */
  prewarm(timeoutMs = 120_000): void {
    if (this.slots.length > 0) return;
    this.run({ kind: 'warm-up' }, timeoutMs).catch(() => undefined);
  }

  /** Workers, busy ones, checks waiting, and how the checks so far went. */
  get state(): { workers: number; busy: number; waiting: number; done: number; failed: number; lastFailure: string | null } {
    return { workers: this.slots.length, busy: this.slots.filter((s) => s.busy).length, waiting: this.queue.length, ...this.checks };
  }

  async close(): Promise<void> {
    for (const task of this.queue.splice(0)) task.reject(new LanguageCheckError('closed'));
    await Promise.all(this.slots.splice(0).map((slot) => slot.worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => !s.busy);
      if (!slot && this.slots.length < this.options.size) slot = this.spawn();
      if (!slot) return;
      this.start(slot, this.queue.shift()!);
    }
  }

  private spawn(): Slot {
    const worker = spawnWorker(WORKER_URL, { maxOldGenerationSizeMb: this.options.maxHeapMb });
    const slot: Slot = { worker, busy: false, uses: 0 };
    worker.unref();
    // A worker that dies between checks is forgotten; an 'error' without a listener would end the process.
    worker.on('error', () => undefined).on('exit', () => {
      const index = this.slots.indexOf(slot);
      if (index >= 0 && !slot.busy) this.slots.splice(index, 1);
    });
    this.slots.push(slot);
    return slot;
  }

  private retire(slot: Slot): void {
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
    void slot.worker.terminate();
  }

  private start(slot: Slot, task: Task): void {
    if (task.signal?.aborted) {
      task.reject(new LanguageCheckError('aborted'));
      return;
    }
    slot.busy = true;
    slot.worker.ref();
    const { worker } = slot;
    let settled = false;
    const finish = (healthy: boolean, outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      task.signal?.removeEventListener('abort', onAbort);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      slot.busy = false;
      slot.uses++;
      if (healthy) this.checks.done++;
      else {
        this.checks.failed++;
        this.checks.lastFailure = new Date().toISOString();
      }
      if (!healthy || slot.uses >= this.options.maxUses) this.retire(slot);
      else worker.unref();
      outcome();
      this.dispatch();
    };
    const onMessage = (reply: LanguageWorkerReply) => {
      if (reply.id !== task.message.id) return;
      finish(reply.ok, () => (reply.ok ? task.resolve(reply.result) : task.reject(new LanguageCheckError(reply.reason))));
    };
    const onError = (error: Error) => finish(false, () => task.reject(new LanguageCheckError(error.message)));
    const onExit = (code: number) => finish(false, () => task.reject(new LanguageCheckError(`worker exited with code ${code}`)));
    const onAbort = () => finish(false, () => task.reject(new LanguageCheckError('aborted')));
    const timer = setTimeout(() => finish(false, () => task.reject(new LanguageCheckError('timed out'))), task.timeoutMs);
    task.signal?.addEventListener('abort', onAbort, { once: true });
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    worker.postMessage(task.message);
  }
}
