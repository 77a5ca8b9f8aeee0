import { Worker } from 'node:worker_threads';

const WORKER_URL = new URL('./document-analysis.worker.ts', import.meta.url).href;

/**
 * Node 20 does not apply `--import tsx` to worker threads, and the API runs its TypeScript through
 * tsx (scripts/start.mjs, vitest alike). So the worker starts as a one-line script that registers
 * tsx's loader in its own thread, then imports the worker module (a compiled .js one is imported as is).
 */
function bootstrap(): string {
  if (!WORKER_URL.endsWith('.ts')) return `import(${JSON.stringify(WORKER_URL)})`;
  const tsx = import.meta.resolve('tsx/esm/api');
  return `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER_URL)}); })`;
}

function spawn(maxHeapMb: number): Worker {
  // execArgv [] so the parent's flags (tsx's --import, which Node 20 rejects or ignores here) stay out.
  return new Worker(bootstrap(), { eval: true, execArgv: [], resourceLimits: { maxOldGenerationSizeMb: maxHeapMb } });
}

/**
 * Analysis workers are used once: a document that corrupted a worker's memory or outran its time
 * limit takes nothing with it. Starting one costs ~0.4 s (tsx, mammoth), most of the 1-second budget,
 * so after each analysis one worker is started in advance and kept booted — idle, unreferenced — for
 * `idleMs`; the next upload gets it ready. The first upload after a quiet spell pays the start-up.
 */
export class AnalysisWorkers {
  private spare: { worker: Worker; maxHeapMb: number; timer: NodeJS.Timeout } | null = null;

  constructor(private readonly idleMs: number) {}

  /** A booted (or booting) worker with that heap limit, referenced until released. */
  take(maxHeapMb: number): Worker {
    const spare = this.spare;
    this.spare = null;
    if (spare) clearTimeout(spare.timer);
    if (spare && spare.maxHeapMb === maxHeapMb) {
      spare.worker.ref();
      return spare.worker;
    }
    if (spare) void spare.worker.terminate();
    return spawn(maxHeapMb);
  }

  /** Ends a used worker and, unless `warm` is off, boots the next one. */
  release(worker: Worker, maxHeapMb: number, warm: boolean): void {
    void worker.terminate();
    if (!warm || this.idleMs <= 0 || this.spare) return;
    const spare = spawn(maxHeapMb);
    // Idle, it must not keep a process (a test run, a CLI) alive.
    spare.unref();
    const forget = () => {
      if (this.spare?.worker !== spare) return;
      clearTimeout(this.spare.timer);
      this.spare = null;
    };
    spare.once('error', forget);
    spare.once('exit', forget);
    const timer = setTimeout(() => {
      forget();
      void spare.terminate();
    }, this.idleMs);
    timer.unref();
    this.spare = { worker: spare, maxHeapMb, timer };
  }

  /** Stops the spare worker, if any (for an orderly shutdown or a test). */
  async close(): Promise<void> {
    const spare = this.spare;
    this.spare = null;
    if (!spare) return;
    clearTimeout(spare.timer);
    await spare.worker.terminate();
  }
}

/** The process's analysis workers; a spare is kept for five minutes after each analysis. */
export const analysisWorkers = new AnalysisWorkers(5 * 60_000);
