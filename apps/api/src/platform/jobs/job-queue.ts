import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client';
import { retryDelayMs } from './backoff';
import { runWithTimeout } from './timeout';
import { claimJobs, DEFAULT_LEASE_SECONDS, insertJob, JOBS_CHANNEL, markDone, markFailed, notifyEnqueued, reclaimExpiredJobs, renewLocks, type ClaimedJob } from './job-store';

export interface JobContext {
  jobId: number;
  /** 1 on the first run. */
  attempt: number;
  log: FastifyBaseLogger;
  /** Aborted when the job runs past its timeout; long handlers should pass it on (fetch, streams). */
  signal: AbortSignal;
}

export type JobHandler<T> = (payload: T, ctx: JobContext) => Promise<void>;

export interface EnqueueOptions {
  runAt?: Date;
  maxAttempts?: number;
  /** At most one queued or running job per key; a second enqueue returns null. */
  uniqueKey?: string;
  timeoutSeconds?: number;
  /** Enqueue inside the caller's transaction, so the job exists only if the transaction commits. */
  db?: Db;
}

export interface QueueOptions {
  /**
   * Seconds a running job's lock lasts without renewal (JOB_LEASE_SECONDS): the worker renews it every third
   * of that while the job runs, and other workers take back a job whose lock expired (its worker died).
   */
  leaseSeconds?: number;
  /** Told how each job this queue ran (or took back) ended, for the metrics. */
  onOutcome?: (type: string, outcome: 'done' | 'retry' | 'dead' | 'reclaimed') => void;
}

export interface WorkerOptions {
  concurrency?: number;
  pollIntervalMs?: number;
}

export interface JobQueue {
  enqueue(type: string, payload: unknown, options?: EnqueueOptions): Promise<number | null>;
  register<T>(type: string, handler: JobHandler<T>): void;
  start(options?: WorkerOptions): void;
  /** Resolves once the workers started hear new jobs at once (LISTEN is in place, or failed and polling is all). */
  listening(): Promise<void>;
  /** Stops claiming, then waits for the jobs in flight. */
  stop(): Promise<void>;
  /** True while this process's workers claim jobs (after `start`, before `stop`). */
  isRunning(): boolean;
  /** Claims and runs what is due now, once; returns how many jobs ran. */
  runDueJobs(limit?: number): Promise<number>;
}

/** Expired locks are looked for at most this often by a polling worker (the query scans running jobs). */
const RECLAIM_EVERY_MS = 5000;
const MAX_ERROR_LENGTH = 4000;

export function createJobQueue(database: Database, log: FastifyBaseLogger, options: QueueOptions = {}): JobQueue {
  // Unique per queue instance, so a claim can be told apart from another process's or a restarted one's.
  const workerId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const leaseSeconds = options.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
  const reclaimEveryMs = Math.min(RECLAIM_EVERY_MS, (leaseSeconds * 1000) / 2);
  const handlers = new Map<string, JobHandler<unknown>>();
  const inFlight = new Set<Promise<void>>();
  /** The jobs running here, whose locks the heartbeat renews. */
  const ownJobs = new Set<number>();
  let heartbeat: NodeJS.Timeout | null = null;
  let running = false;
  let loop: Promise<void> | null = null;
  let listening: Promise<(() => Promise<void>) | null> | null = null;
  let wakeRequested = false;
  let wakeSleeper: (() => void) | null = null;
  let lastReclaimAt = 0;

  function wake(): void {
    wakeRequested = true;
    wakeSleeper?.();
  }

  function sleep(ms: number): Promise<void> {
    if (wakeRequested || !running) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wakeSleeper = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      wakeSleeper = done;
    });
  }

  async function execute(job: ClaimedJob): Promise<void> {
    const jobLog = log.child({ jobId: job.id, jobType: job.type, attempt: job.attempts });
    const handler = handlers.get(job.type);
    const startedAt = performance.now();
    let failure: unknown = null;
    try {
      // An unknown type is the job's failure, not the worker's: it is retried (a newer worker may know it), then dead.
      if (!handler) throw new Error(`no handler registered for job type "${job.type}"`);
      await runWithTimeout(job.timeoutSeconds * 1000, (signal) =>
        handler(job.payload, { jobId: job.id, attempt: job.attempts, log: jobLog, signal }),
      );
    } catch (err) {
      failure = err;
    }
    const ms = Math.round(performance.now() - startedAt);
    try {
      if (failure === null) {
        if (await markDone(database, job)) {
          options.onOutcome?.(job.type, 'done');
          jobLog.debug({ ms }, 'job done');
        }
        else jobLog.warn({ ms }, 'job finished after its lock was taken back; outcome not recorded');
        return;
      }
      const delay = retryDelayMs(job.attempts);
      const status = await markFailed(database, job, describeError(failure), delay);
      if (status !== null) options.onOutcome?.(job.type, status === 'dead' ? 'dead' : 'retry');
      if (status === 'dead') jobLog.error({ err: failure, ms }, 'job failed on its last attempt; dead-lettered');
      else if (status === 'queued') jobLog.warn({ err: failure, ms, retryInMs: delay }, 'job failed; will retry');
      else jobLog.warn({ err: failure, ms }, 'job failed after its lock was taken back');
    } catch (err) {
      // The lock then expires and another worker retries the job.
      jobLog.error({ err }, 'could not record the outcome of a job');
    }
  }

  function renew(): void {
    renewLocks(database, workerId, [...ownJobs]).catch((err: unknown) => log.warn({ err }, 'could not renew the locks of running jobs'));
  }

  function track(job: ClaimedJob): Promise<void> {
    ownJobs.add(job.id);
    heartbeat ??= setInterval(renew, (leaseSeconds * 1000) / 3);
    const run = execute(job).finally(() => {
      ownJobs.delete(job.id);
      inFlight.delete(run);
      if (ownJobs.size === 0 && heartbeat) {
        clearInterval(heartbeat);
        heartbeat = null;
      }
      wake(); // a slot is free
    });
    inFlight.add(run);
    return run;
  }

  async function reclaim(): Promise<void> {
    lastReclaimAt = Date.now();
    for (const job of await reclaimExpiredJobs(database, leaseSeconds)) {
      options.onOutcome?.(job.type, 'reclaimed');
      log.warn({ jobId: job.id, status: job.status, previousOwner: job.lockedBy }, 'took back a job whose lock expired');
    }
  }

  async function workLoop(concurrency: number, pollIntervalMs: number): Promise<void> {
    while (running) {
      wakeRequested = false;
      try {
        if (Date.now() - lastReclaimAt >= reclaimEveryMs) await reclaim();
        const free = concurrency - inFlight.size;
        if (free > 0 && running) {
          for (const job of await claimJobs(database, workerId, free)) void track(job);
        }
      } catch (err) {
        log.error({ err }, 'job polling failed; retrying');
      }
      await sleep(pollIntervalMs);
    }
  }

  return {
    async enqueue(type, payload, options = {}) {
      validateEnqueue(type, options);
      const db = options.db ?? database.db;
      const id = await insertJob(db, { type, payload, ...options });
      if (id === null) return null;
      // NOTIFY reaches workers in other processes (and is held back until a caller's transaction commits).
      await notifyEnqueued(db);
      if (!options.db) wake();
      return id;
    },

    register(type, handler) {
      if (handlers.has(type)) throw new Error(`a handler for job type "${type}" is already registered`);
      handlers.set(type, handler as JobHandler<unknown>);
    },

    isRunning() {
      return running;
    },

    start({ concurrency = 4, pollIntervalMs = 1000 } = {}) {
      if (running) return;
      if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError('concurrency must be a positive integer');
      running = true;
      listening = database.listen(JOBS_CHANNEL, wake).catch((err: unknown) => {
        log.warn({ err }, 'cannot listen for new jobs; relying on polling');
        return null;
      });
      loop = workLoop(concurrency, Math.max(10, pollIntervalMs));
      log.info({ workerId, concurrency, pollIntervalMs }, 'job workers started');
    },

    async listening() {
      await listening;
    },

    async stop() {
      running = false;
      wake();
      await loop;
      loop = null;
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      const unsubscribe = await listening;
      listening = null;
      await unsubscribe?.();
    },

    async runDueJobs(limit = 50) {
      await reclaim();
      const claimed = await claimJobs(database, workerId, limit);
      await Promise.all(claimed.map(track));
      return claimed.length;
    },
  };
}

function validateEnqueue(type: string, options: EnqueueOptions): void {
  if (!type) throw new TypeError('job type is required');
  const { maxAttempts, timeoutSeconds, runAt } = options;
  // Bounds of the smallint/integer columns, checked here so a bad call fails with a readable message.
  if (maxAttempts !== undefined && (!Number.isInteger(maxAttempts) || maxAttempts < 1 || maxAttempts > 32767)) {
    throw new RangeError('maxAttempts must be an integer from 1 to 32767');
  }
  if (timeoutSeconds !== undefined && (!Number.isInteger(timeoutSeconds) || timeoutSeconds < 1 || timeoutSeconds > 2 ** 31 - 1)) {
    throw new RangeError('timeoutSeconds must be a positive integer');
  }
  if (runAt !== undefined && Number.isNaN(runAt.getTime())) throw new RangeError('runAt is not a valid date');
}

function describeError(error: unknown): string {
  const text = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH)}…` : text;
}
