import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createJobQueue } from './job-queue';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';
import { createTestLogger, waitFor } from './test-logger';

/** Several worker processes against one PostgreSQL server: each is a queue with its own connection pool. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('job queue with several workers on PostgreSQL', () => {
  let testDb: TestDatabase;
  let databases: Database[];

  beforeAll(async () => {
    testDb = await openTestDatabase('postgres');
    databases = [testDb.database, await testDb.openAnother(), await testDb.openAnother()];
  });
  afterAll(async () => {
    await testDb?.close();
  });

  it('never runs one job twice when workers claim concurrently', async () => {
    const runs = new Map<number, number>();
    const byWorker = [0, 0, 0];
    const queues = databases.map((database, index) => {
      const queue = createJobQueue(database, createTestLogger().log);
      queue.register('count', async (_payload, ctx) => {
        runs.set(ctx.jobId, (runs.get(ctx.jobId) ?? 0) + 1);
        byWorker[index]!++;
        // Yield so claims of the other workers interleave with running jobs.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
      });
      return queue;
    });
    const total = 400;
    await databases[0]!.query(
      `insert into jobs (type, payload) select 'count', jsonb_build_object('n', g) from generate_series(1, $1::int) g`,
      [total],
    );

    // Polling workers and one-shot runs at the same time, the two ways jobs are claimed.
    for (const queue of queues) queue.start({ concurrency: 8, pollIntervalMs: 5 });
    const oneShots = Promise.all(queues.map((queue) => queue.runDueJobs(25)));
    await waitFor(async () => {
      const [row] = await databases[0]!.query<{ n: number }>(`select count(*)::int as n from jobs where status = 'done'`);
      return row?.n === total;
    }, 20_000);
    await oneShots;
    await Promise.all(queues.map((queue) => queue.stop()));

    expect(runs.size).toBe(total);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(byWorker.filter((count) => count > 0).length).toBeGreaterThan(1);
    const [attempts] = await databases[0]!.query<{ max: number }>('select max(attempts)::int as max from jobs');
    expect(attempts?.max).toBe(1);
  });

  it('wakes a worker in another process through NOTIFY when a job is enqueued', async () => {
    const [producerDb, consumerDb] = databases;
    const producer = createJobQueue(producerDb!, createTestLogger().log);
    const consumer = createJobQueue(consumerDb!, createTestLogger().log);
    let ran = false;
    consumer.register('ping', async () => void (ran = true));
    consumer.start({ pollIntervalMs: 60_000 });
    // Its first poll finds nothing; from then on only the NOTIFY can wake it within the minute.
    await consumer.listening();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await producer.enqueue('ping', {});
    await waitFor(() => ran, 3000);
    await consumer.stop();
  });
});
