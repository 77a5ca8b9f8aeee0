import type { Database } from '../db/client';

/** How many jobs of a type are in each open state (done rows are history, not the queue). */
export interface QueueCount {
  type: string;
  status: 'queued' | 'running' | 'dead';
  count: number;
}

export interface QueueState {
  counts: QueueCount[];
  /** Seconds the longest-waiting due job has waited to be claimed (0 when none waits). */
  oldestDueSeconds: number;
  /** Due jobs (run_at reached) not yet claimed. */
  due: number;
}

/**
 * The queue as operators watch it (metrics, /readyz, the System page). Both queries walk the (status, run_at)
 * index, never the done rows, so they stay cheap however much history the table keeps.
 */
export async function readQueueState(database: Database): Promise<QueueState> {
  const counts = await database.query<{ type: string; status: QueueCount['status']; count: number | string }>(
    `SELECT type, status, count(*) AS count FROM jobs WHERE status IN ('queued', 'running', 'dead') GROUP BY type, status ORDER BY type, status`,
  );
  const [due] = await database.query<{ due: number | string; oldest: number | string | null }>(
    `SELECT count(*) AS due, extract(epoch FROM now() - min(run_at)) AS oldest FROM jobs WHERE status = 'queued' AND run_at <= now()`,
  );
  return {
    counts: counts.map((row) => ({ type: row.type, status: row.status, count: Number(row.count) })),
    oldestDueSeconds: Math.max(0, Math.round(Number(due?.oldest ?? 0))),
    due: Number(due?.due ?? 0),
  };
}
