import type { Platform } from '../platform';
import { readQueueState } from '../jobs/queue-state';

/**
 * The readings Prometheus takes from the shared state at each scrape: the job queue (the same in every process
 * of a deployment, read from the database) and this process's connection pool.
 */
export function registerPlatformGauges(platform: Platform): void {
  const { metrics, database } = platform;
  // One read for both queue gauges: a scrape collects them side by side, so the second joins the first's read.
  let pending: Promise<Awaited<ReturnType<typeof readQueueState>>> | null = null;
  const queueState = () => {
    pending ??= readQueueState(database).finally(() => (pending = null));
    return pending;
  };
  metrics.gauge('marginalia_jobs', 'Jobs in the queue by type and status (queued, running, dead)', ['type', 'status'], async (set) => {
    for (const row of (await queueState()).counts) set({ type: row.type, status: row.status }, row.count);
  });
  metrics.gauge(
    'marginalia_jobs_oldest_due_seconds',
    'Seconds the longest-waiting due job has waited for a worker (0: none waits)',
    [],
    async (set) => {
      set({}, (await queueState()).oldestDueSeconds);
    },
  );
  metrics.gauge(
    'marginalia_db_pool_connections',
    "This process's PostgreSQL connections: total, idle, waiting (requests waiting for one), max",
    ['state'],
    (set) => {
      const use = database.poolUse();
      if (!use) return;
      for (const [state, value] of Object.entries(use)) set({ state }, value);
    },
  );
}
