import type { Worker } from 'node:worker_threads';
import { spawnWorker } from '../workers/spawn-worker';

const WORKER_URL = new URL('./document-analysis.worker.ts', import.meta.url).href;

/** V8 heap of an analysis worker unless the caller asks otherwise; a document needing more is unreadable. */
export const DEFAULT_MAX_HEAP_MB = 512;

function spawn(maxHeapMb: number): Worker {
  return spawnWorker(WORKER_URL, { maxOldGenerationSizeMb: maxHeapMb });
}

interface Idle {
  worker: Worker;
  maxHeapMb: number;
  timer: NodeJS.Timeout;
  onExit: () => void;
}

/**
 * Analysis worker threads, kept between documents. Starting one costs ~0.4 s (tsx, mammoth) and its
 * first document runs on unoptimised code: together most of the 1-second budget. So a worker that
 * answered is kept idle (unreferenced, so it never holds a process open) for `idleMs` and given the
 * next document. A worker that timed out, was aborted or crashed is terminated, never reused; a worker
 * is also retired after `maxUses` documents, so nothing one document left behind lasts.
 */
export class AnalysisWorkers {
  private readonly idle: Idle[] = [];
  private readonly uses = new WeakMap<Worker, number>();

  constructor(private readonly options: { idleMs: number; maxIdle: number; maxUses: number }) {}

  /** A worker with that heap limit (idle or new), referenced until given back. */
  take(maxHeapMb: number): Worker {
    const index = this.idle.findIndex((i) => i.maxHeapMb === maxHeapMb);
    if (index >= 0) {
      const [idle] = this.idle.splice(index, 1);
      if (idle) {
        clearTimeout(idle.timer);
        idle.worker.off('exit', idle.onExit).off('error', idle.onExit);
        idle.worker.ref();
        return idle.worker;
      }
    }
    return spawn(maxHeapMb);
  }

  /**
   * Boots a worker ahead of the first upload (call it where the job handlers are registered), so that
   * upload does not pay the start-up; it waits idle like any other.
   */
  prewarm(maxHeapMb = DEFAULT_MAX_HEAP_MB): void {
    if (this.options.idleMs <= 0 || this.idle.some((i) => i.maxHeapMb === maxHeapMb)) return;
    this.keep(spawn(maxHeapMb), maxHeapMb);
  }

  /** Hands a worker back: kept when it answered (`healthy`), terminated otherwise. */
  giveBack(worker: Worker, maxHeapMb: number, healthy: boolean): void {
    const uses = (this.uses.get(worker) ?? 0) + 1;
    this.uses.set(worker, uses);
    if (!healthy || uses >= this.options.maxUses || this.idle.length >= this.options.maxIdle || this.options.idleMs <= 0) {
      void worker.terminate();
      return;
    }
    this.keep(worker, maxHeapMb);
  }

  private keep(worker: Worker, maxHeapMb: number): void {
    worker.unref();
    const entry: Idle = {
      worker,
      maxHeapMb,
      timer: setTimeout(() => this.retire(entry), this.options.idleMs),
      onExit: () => this.retire(entry),
    };
    entry.timer.unref();
    // An idle worker that fails (a broken start, say) is simply forgotten; an 'error' without a
    // listener would take the whole process down.
    worker.on('exit', entry.onExit).on('error', entry.onExit);
    this.idle.push(entry);
  }

  private retire(entry: Idle): void {
    const index = this.idle.indexOf(entry);
    if (index < 0) return;
    this.idle.splice(index, 1);
    clearTimeout(entry.timer);
    entry.worker.off('exit', entry.onExit).off('error', entry.onExit);
    void entry.worker.terminate();
  }

  /** Terminates the idle workers (an orderly shutdown, the end of a test). */
  async close(): Promise<void> {
    const idle = this.idle.splice(0);
    await Promise.all(
      idle.map((entry) => {
        clearTimeout(entry.timer);
        return entry.worker.terminate();
      }),
    );
  }
}

/** The process's analysis workers: one kept idle (~40 MB) for five minutes, each retired after 100 documents. */
export const analysisWorkers = new AnalysisWorkers({ idleMs: 5 * 60_000, maxIdle: 1, maxUses: 100 });
