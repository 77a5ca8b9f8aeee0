import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createJobQueue, type JobContext, type JobQueue } from './job-queue';
import { claimJobs, markDone } from './job-store';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test/test-database';
import { createTestLogger, waitFor } from './test-logger';

interface JobRow extends Record<string, unknown> {
  status: string;
  attempts: number;
  last_error: string | null;
  payload: unknown;
  run_at: Date;
  finished_at: Date | null;
}

describe.each(testDatabaseKinds)('job queue on %s', (kind) => {
  let testDb: TestDatabase;
  let database: Database;
  let queue: JobQueue;

  const job = async (id: number | null) => {
    const [row] = await database.query<JobRow>(
      'select status, attempts, last_error, payload, run_at, finished_at from jobs where id = $1',
      [id],
    );
    if (!row) throw new Error(`job ${id} not found`);
    return row;
  };
  const makeDue = (id: number | null) => database.query(`update jobs set run_at = now() - interval '1 second' where id = $1`, [id]);

  beforeAll(async () => {
    testDb = await openTestDatabase(kind);
    database = testDb.database;
  });
  afterAll(async () => {
    await testDb.close();
  });
  beforeEach(async () => {
    await queue?.stop();
    await database.query('delete from jobs');
    queue = createJobQueue(database, createTestLogger().log);
  });

  it('runs an enqueued job once with its payload, then marks it done', async () => {
    const seen: { payload: unknown; ctx: Omit<JobContext, 'log' | 'signal'> }[] = [];
    queue.register<{ orderId: number }>('order.ping', async (payload, ctx) => {
      seen.push({ payload, ctx: { jobId: ctx.jobId, attempt: ctx.attempt } });
    });
    const id = await queue.enqueue('order.ping', { orderId: 7 });
    expect(id).toEqual(expect.any(Number));

    expect(await queue.runDueJobs()).toBe(1);
    expect(await queue.runDueJobs()).toBe(0);
    expect(seen).toEqual([{ payload: { orderId: 7 }, ctx: { jobId: id, attempt: 1 } }]);
    const row = await job(id);
    expect(row.status).toBe('done');
    expect(row.attempts).toBe(1);
    expect(row.finished_at).toBeInstanceOf(Date);
  });

  it('keeps at most one queued or running job per unique key', async () => {
    queue.register('report.build', async () => {});
    const first = await queue.enqueue('report.build', {}, { uniqueKey: 'report:1' });
    expect(first).not.toBeNull();
    expect(await queue.enqueue('report.build', {}, { uniqueKey: 'report:1' })).toBeNull();
    expect(await queue.enqueue('report.build', {}, { uniqueKey: 'report:2' })).not.toBeNull();

    await queue.runDueJobs();
    // Once done, the key is free again.
    expect(await queue.enqueue('report.build', {}, { uniqueKey: 'report:1' })).not.toBeNull();
  });

  it('leaves a job scheduled for later alone until it is due', async () => {
    let runs = 0;
    queue.register('later', async () => void runs++);
    const id = await queue.enqueue('later', null, { runAt: new Date(Date.now() + 60_000) });
    expect(await queue.runDueJobs()).toBe(0);
    await makeDue(id);
    expect(await queue.runDueJobs()).toBe(1);
    expect(runs).toBe(1);
    // A job without data is stored with an empty object (the column is NOT NULL).
    expect((await job(id)).payload).toEqual({});
  });

  it('retries a failing job with a growing delay, then dead-letters it', async () => {
    let runs = 0;
    queue.register('flaky', async () => {
      runs++;
      throw new Error(`boom ${runs}`);
    });
    const id = await queue.enqueue('flaky', {}, { maxAttempts: 3 });

    await queue.runDueJobs();
    let row = await job(id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row.last_error).toContain('boom 1');
    const delay = row.run_at.getTime() - Date.now();
    expect(delay).toBeGreaterThan(500); // 2^1 s with jitter: between 1 and 2 seconds
    expect(delay).toBeLessThanOrEqual(2500);
    expect(await queue.runDueJobs()).toBe(0);

    await makeDue(id);
    await queue.runDueJobs();
    expect(await job(id)).toMatchObject({ status: 'queued', attempts: 2 });

    await makeDue(id);
    await queue.runDueJobs();
    row = await job(id);
    expect(row).toMatchObject({ status: 'dead', attempts: 3 });
    expect(row.last_error).toContain('boom 3');
    expect(row.finished_at).toBeInstanceOf(Date);
    expect(runs).toBe(3);
  });

  it('treats a job type without a handler as a failure of that job, not of the worker', async () => {
    const id = await queue.enqueue('nobody.handles.this', {}, { maxAttempts: 1 });
    expect(await queue.runDueJobs()).toBe(1);
    const row = await job(id);
    expect(row.status).toBe('dead');
    expect(row.last_error).toContain('no handler registered for job type "nobody.handles.this"');
  });

  it('enqueues inside a transaction: the job exists only if the transaction commits', async () => {
    queue.register('tx.job', async () => {});
    await expect(
      database.db.transaction(async (tx) => {
        await queue.enqueue('tx.job', { n: 1 }, { db: tx });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await queue.runDueJobs()).toBe(0);

    await database.db.transaction(async (tx) => {
      await queue.enqueue('tx.job', { n: 2 }, { db: tx });
    });
    expect(await queue.runDueJobs()).toBe(1);
  });

  it('takes back a job whose worker crashed, and dead-letters it when out of attempts', async () => {
    const ran: number[] = [];
    queue.register('crashy', async (_payload, ctx) => void ran.push(ctx.jobId));
    const insertCrashed = async (attempts: number) => {
      const [row] = await database.query<{ id: number }>(
        `insert into jobs (type, payload, status, attempts, max_attempts, locked_at, locked_by, timeout_seconds)
         values ('crashy', '{}', 'running', $1, 3, now() - interval '1 hour', 'dead-worker', 60) returning id`,
        [attempts],
      );
      return Number(row?.id);
    };
    const retried = await insertCrashed(1);
    const exhausted = await insertCrashed(3);
    const fresh = await database.query<{ id: number }>(
      `insert into jobs (type, payload, status, attempts, locked_at, locked_by) values ('crashy', '{}', 'running', 1, now(), 'live-worker') returning id`,
    );

    expect(await queue.runDueJobs()).toBe(1);
    expect(ran).toEqual([retried]);
    expect(await job(retried)).toMatchObject({ status: 'done', attempts: 2 });
    const dead = await job(exhausted);
    expect(dead.status).toBe('dead');
    expect(dead.last_error).toContain('dead-worker');
    expect((await job(Number(fresh[0]?.id))).status).toBe('running');
  });

  it('takes back a running job once its lock went unrenewed for the lease (JOB_LEASE_SECONDS), not before', async () => {
    queue = createJobQueue(database, createTestLogger().log, { leaseSeconds: 2 });
    const ran: number[] = [];
    queue.register('leased', async (_payload, ctx) => void ran.push(ctx.jobId));
    const insertRunning = async (lockedSecondsAgo: number) => {
      const [row] = await database.query<{ id: number }>(
        `insert into jobs (type, payload, status, attempts, locked_at, locked_by, timeout_seconds)
         values ('leased', '{}', 'running', 1, now() - $1::float8 * interval '1 second', 'silent-worker', 300) returning id`,
        [lockedSecondsAgo],
      );
      return Number(row?.id);
    };
    const expired = await insertRunning(3);
    const renewed = await insertRunning(0);
    expect(await queue.runDueJobs()).toBe(1);
    expect(ran).toEqual([expired]);
    expect(await job(expired)).toMatchObject({ status: 'done', attempts: 2 });
    expect((await job(renewed)).status).toBe('running');
  });

  it('renews the locks of its running jobs, so another worker never takes back a long job of a live one', async () => {
    const log = createTestLogger().log;
    // A lease of 4 s renewed every 1.3 s: a renewal must be late by more than 2.6 s, even on a busy machine, to lose it.
    queue = createJobQueue(database, log, { leaseSeconds: 4 });
    const other = createJobQueue(database, log, { leaseSeconds: 4 });
    const runs: number[] = [];
    const handler = async (_payload: unknown, ctx: JobContext) => {
      runs.push(ctx.attempt);
      await new Promise((resolve) => setTimeout(resolve, 5000));
    };
    queue.register('long', handler);
    other.register('long', handler);
    const id = await queue.enqueue('long', {});
    const first = queue.runDueJobs();
    // The first worker holds the job before the other starts asking: on PostgreSQL the two claims would otherwise
    // race, and the other could simply claim it first.
    await waitFor(() => runs.length === 1);
    const deadline = Date.now() + 4700;
    while (Date.now() < deadline) {
      expect(await other.runDueJobs()).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    await first;
    expect(runs).toEqual([1]);
    expect(await job(id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('fails a job that runs past its timeout and aborts its signal', async () => {
    let aborted = false;
    queue.register('slow', (_payload, ctx) => {
      return new Promise<void>((resolve) => {
        ctx.signal.addEventListener('abort', () => {
          aborted = true;
          resolve();
        });
      });
    });
    const id = await queue.enqueue('slow', {}, { timeoutSeconds: 1 });
    await queue.runDueJobs();
    expect(aborted).toBe(true);
    const row = await job(id);
    expect(row.status).toBe('queued');
    expect(row.last_error).toContain('timed out after 1s');
  });

  it('does not record the outcome of a job whose lock was taken back meanwhile', async () => {
    const id = await queue.enqueue('stolen', {});
    const [claimed] = await claimJobs(database, 'worker-a', 1);
    await database.query(`update jobs set locked_by = 'worker-b' where id = $1`, [id]);
    expect(await markDone(database, claimed!)).toBe(false);
    expect((await job(id)).status).toBe('running');
  });

  it('wakes at once when a job is enqueued in the same process, and when a transaction commits', async () => {
    const done: string[] = [];
    queue.register<{ name: string }>('wake', async ({ name }) => void done.push(name));
    queue.start({ pollIntervalMs: 60_000 });
    // Let the first (empty) poll happen so the worker is asleep.
    await new Promise((resolve) => setTimeout(resolve, 100));

    const started = Date.now();
    await queue.enqueue('wake', { name: 'direct' });
    await waitFor(() => done.includes('direct'), 2000);
    // Asleep again, so only the NOTIFY delivered at commit can wake it for the next one.
    await new Promise((resolve) => setTimeout(resolve, 200));

    await database.db.transaction(async (tx) => {
      await queue.enqueue('wake', { name: 'committed' }, { db: tx });
    });
    await waitFor(() => done.includes('committed'), 2000);
    expect(Date.now() - started).toBeLessThan(2000);
    await queue.stop();
  });

  it('runs no more jobs at once than its concurrency, and stop() waits for jobs in flight', async () => {
    let active = 0;
    let peak = 0;
    let finished = 0;
    queue.register('busy', async () => {
      active++;
      peak = Math.max(peak, active);
      await new Promise((resolve) => setTimeout(resolve, 50));
      active--;
      finished++;
    });
    for (let i = 0; i < 6; i++) await queue.enqueue('busy', { i });
    queue.start({ concurrency: 2, pollIntervalMs: 20 });
    await waitFor(() => finished >= 1);
    await queue.stop();
    expect(active).toBe(0);
    expect(peak).toBe(2);
    const [counts] = await database.query<{ running: number }>(
      `select count(*) filter (where status = 'running')::int as running from jobs`,
    );
    expect(counts?.running).toBe(0);
  });

  it('refuses nonsense options before touching the database', async () => {
    await expect(queue.enqueue('x', {}, { maxAttempts: 0 })).rejects.toThrow(RangeError);
    await expect(queue.enqueue('x', {}, { timeoutSeconds: 1.5 })).rejects.toThrow(RangeError);
    await expect(queue.enqueue('', {})).rejects.toThrow(TypeError);
    expect(() => queue.register('dup', async () => {})).not.toThrow();
    expect(() => queue.register('dup', async () => {})).toThrow(/already registered/);
    const [count] = await database.query<{ n: number }>('select count(*)::int as n from jobs');
    expect(count?.n).toBe(0);
  });
});
