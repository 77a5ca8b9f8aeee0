import { and, eq } from 'drizzle-orm';
import type { Database, Db } from '../../../platform/db/client';
import { jobs, type JobRow } from '../../../platform/db/schema/jobs';
import { MAIL_SEND_JOB } from '../../../platform/mail/mail-message';

/** The System page's queries: the database's size, dead jobs, mail jobs; and the two actions on a dead job. */

export async function databaseSize(database: Database): Promise<number | null> {
  const [row] = await database.query<{ bytes: number | string }>('SELECT pg_database_size(current_database()) AS bytes').catch(() => []);
  return row ? Number(row.bytes) : null;
}

export interface DeadJobRow extends Record<string, unknown> {
  id: number | string;
  type: string;
  attempts: number;
  last_error: string | null;
  finished_at: Date | string | null;
  created_at: Date | string;
}

export function newestDeadJobs(database: Database, limit: number): Promise<DeadJobRow[]> {
  return database.query<DeadJobRow>(
    `SELECT id, type, attempts, last_error, finished_at, created_at FROM jobs WHERE status = 'dead' ORDER BY coalesce(finished_at, created_at) DESC, id DESC LIMIT $1`,
    [limit],
  );
}

export async function mailJobCounts(database: Database): Promise<{ retrying: number; dead: number }> {
  const [row] = await database.query<{ retrying: number | string; dead: number | string }>(
    `SELECT count(*) FILTER (WHERE status = 'queued' AND attempts > 0) AS retrying, count(*) FILTER (WHERE status = 'dead') AS dead
     FROM jobs WHERE type = $1 AND status IN ('queued', 'dead')`,
    [MAIL_SEND_JOB],
  );
  return { retrying: Number(row?.retrying ?? 0), dead: Number(row?.dead ?? 0) };
}

/** The dead job `id`, locked for the caller's transaction; null when no dead job has that id (retried or discarded already). */
export async function lockDeadJob(tx: Db, id: number): Promise<JobRow | null> {
  const [row] = await tx
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.status, 'dead')))
    .for('update');
  return row ?? null;
}

/** Queues a dead job again from its first attempt (its last error is kept until the next run). */
export async function requeueJob(tx: Db, id: number): Promise<void> {
  await tx
    .update(jobs)
    .set({ status: 'queued', attempts: 0, runAt: new Date(), finishedAt: null, lockedAt: null, lockedBy: null })
    .where(eq(jobs.id, id));
}

export async function deleteJob(tx: Db, id: number): Promise<void> {
  await tx.delete(jobs).where(eq(jobs.id, id));
}
