import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { jobs } from '../db/schema/jobs';

/** NOTIFY channel: an enqueue wakes idle workers (in this and other processes) once its transaction commits. */
export const JOBS_CHANNEL = 'jobs_enqueued';

/**
 * How long a running job's lock lasts unless its worker renews it (JOB_LEASE_SECONDS). A live worker renews
 * the locks of its jobs every third of it, and times its jobs out itself (timeout_seconds); a lock left to
 * expire means the worker died or hung, and another worker takes the job back.
 */
export const DEFAULT_LEASE_SECONDS = 30;

export interface NewJob {
  type: string;
  payload: unknown;
  runAt?: Date;
  maxAttempts?: number;
  uniqueKey?: string;
  timeoutSeconds?: number;
}

/** A job this worker has claimed; (id, lockedBy, attempts) identifies the claim. */
export interface ClaimedJob {
  id: number;
  type: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
  timeoutSeconds: number;
  lockedBy: string;
}

interface ClaimedRow extends Record<string, unknown> {
  id: number | string;
  type: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
  timeout_seconds: number;
}

/** Inserts a job; returns null when a queued or running job already holds `uniqueKey`. */
export async function insertJob(db: Db, job: NewJob): Promise<number | null> {
  const insert = db.insert(jobs).values({
    type: job.type,
    // jsonb is NOT NULL: a job without data stores an empty object rather than failing.
    payload: job.payload ?? {},
    runAt: job.runAt,
    maxAttempts: job.maxAttempts,
    uniqueKey: job.uniqueKey,
    timeoutSeconds: job.timeoutSeconds,
  });
  const rows =
    job.uniqueKey === undefined
      ? await insert.returning({ id: jobs.id })
      : await insert
          // Must repeat the partial index's predicate so PostgreSQL can infer that index as the arbiter.
          .onConflictDoNothing({ target: jobs.uniqueKey, where: sql`status in ('queued', 'running') and unique_key is not null` })
          .returning({ id: jobs.id });
  return rows[0]?.id ?? null;
}

/** Inside a transaction the notification is delivered at commit, when the job becomes visible. */
export async function notifyEnqueued(db: Db): Promise<void> {
  await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
}

export async function claimJobs(database: Database, workerId: string, limit: number): Promise<ClaimedJob[]> {
  const rows = await database.query<ClaimedRow>(
    `UPDATE jobs SET status = 'running', locked_at = now(), locked_by = $1, attempts = attempts + 1
     WHERE id IN (
       SELECT id FROM jobs WHERE status = 'queued' AND run_at <= now()
       ORDER BY run_at, id LIMIT $2 FOR UPDATE SKIP LOCKED)
     RETURNING id, type, payload, attempts, max_attempts, timeout_seconds`,
    [workerId, limit],
  );
  return rows.map((row) => ({
    // int8 comes back as a string from node-postgres.
    id: Number(row.id),
    type: row.type,
    payload: row.payload,
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
    timeoutSeconds: Number(row.timeout_seconds),
    lockedBy: workerId,
  }));
}

/** The ownership check makes a late finish harmless after the job was reclaimed by another worker. */
const OWNED = `id = $1 AND status = 'running' AND locked_by = $2 AND attempts = $3`;

export async function markDone(database: Database, job: ClaimedJob): Promise<boolean> {
  const rows = await database.query(`UPDATE jobs SET status = 'done', finished_at = now() WHERE ${OWNED} RETURNING id`, [
    job.id,
    job.lockedBy,
    job.attempts,
  ]);
  return rows.length > 0;
}

/** Back to the queue after `retryDelayMs`, or dead-lettered once max_attempts is spent. */
export async function markFailed(
  database: Database,
  job: ClaimedJob,
  error: string,
  retryDelayMs: number,
): Promise<'queued' | 'dead' | null> {
  const rows = await database.query<{ status: 'queued' | 'dead' }>(
    `UPDATE jobs SET
       status = CASE WHEN attempts >= max_attempts THEN 'dead' ELSE 'queued' END,
       run_at = CASE WHEN attempts >= max_attempts THEN run_at ELSE now() + $4::float8 * interval '1 millisecond' END,
       finished_at = CASE WHEN attempts >= max_attempts THEN now() END,
       locked_at = NULL, locked_by = NULL, last_error = $5
     WHERE ${OWNED} RETURNING status`,
    [job.id, job.lockedBy, job.attempts, retryDelayMs, error],
  );
  return rows[0]?.status ?? null;
}

/** The worker's heartbeat: its running jobs' locks start their lease again. */
export async function renewLocks(database: Database, workerId: string, jobIds: number[]): Promise<void> {
  if (jobIds.length === 0) return;
  await database.query(`UPDATE jobs SET locked_at = now() WHERE status = 'running' AND locked_by = $1 AND id = ANY($2::bigint[])`, [workerId, jobIds]);
}

/** Takes back jobs whose worker stopped renewing their lock (died or hung): retried at once, or dead when out of attempts. */
export async function reclaimExpiredJobs(database: Database, leaseSeconds = DEFAULT_LEASE_SECONDS): Promise<{ id: number; type: string; status: string; lockedBy: string | null }[]> {
  const rows = await database.query<{ id: number | string; type: string; status: string; previous_owner: string | null }>(
    `WITH expired AS (
       SELECT id, locked_by FROM jobs
       WHERE status = 'running' AND locked_at < now() - $1::float8 * interval '1 second'
       FOR UPDATE SKIP LOCKED)
     UPDATE jobs SET
       status = CASE WHEN jobs.attempts >= jobs.max_attempts THEN 'dead' ELSE 'queued' END,
       finished_at = CASE WHEN jobs.attempts >= jobs.max_attempts THEN now() END,
       run_at = CASE WHEN jobs.attempts >= jobs.max_attempts THEN jobs.run_at ELSE now() END,
       locked_at = NULL, locked_by = NULL,
       last_error = 'lock not renewed for ' || $1::float8 || 's: worker ' || coalesce(expired.locked_by, '?') || ' stopped or hung'
     FROM expired WHERE jobs.id = expired.id
     RETURNING jobs.id, jobs.type, jobs.status, expired.locked_by AS previous_owner`,
    [leaseSeconds],
  );
  return rows.map((row) => ({ id: Number(row.id), type: row.type, status: row.status, lockedBy: row.previous_owner }));
}
