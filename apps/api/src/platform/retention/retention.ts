import type { FastifyBaseLogger } from 'fastify';
import type { Platform } from '../platform';
import type { Database } from '../db/client';
import type { RetentionPeriods } from '../config';
import { scheduleDaily } from '../jobs/daily-schedule';

/** The daily job that deletes what no one needs any more (registered with the platform's job handlers). */
export const RETENTION_JOB = 'platform.retention';
/** 04:00 UTC: after the abandoned order forms (03:00), still the quietest hour across the customers' zones. */
export const RETENTION_HOUR_UTC = 4;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Rows deleted per statement, so a first run on a large table never holds its locks for long. */
const BATCH = 5000;

/** What one run deleted, by kind. */
export interface RetentionReport {
  sessions: number;
  signInLinks: number;
  rateLimitHits: number;
  jobs: number;
  deadJobs: number;
  outboxMessages: number;
}

/** Deletes, `BATCH` rows at a time, the rows of `table` that `condition` ($1 is the cut-off) selects. */
async function deleteInBatches(database: Database, table: string, key: string, condition: string, cutoff: Date): Promise<number> {
  let deleted = 0;
  for (;;) {
    const rows = await database.query<{ n: number | string }>(
      `WITH gone AS (DELETE FROM ${table} WHERE ${key} IN (SELECT ${key} FROM ${table} WHERE ${condition} LIMIT ${BATCH}) RETURNING 1) SELECT count(*) AS n FROM gone`,
      [cutoff],
    );
    const n = Number(rows[0]?.n ?? 0);
    deleted += n;
    if (n < BATCH) return deleted;
  }
}

/** The tables of links and flows that expire, each with its own key column. */
const EXPIRING_LINKS = [
  ['password_reset_tokens', 'token_hash'],
  ['email_change_requests', 'token_hash'],
  ['pending_external_logins', 'token_hash'],
  ['oauth_flows', 'state'],
  ['wechat_logins', 'login_code'],
] as const;

/**
 * One run of retention: expired sessions and sign-in links (kept `expiredSessionDays` after they expired, so
 * a "your session expired" stays explainable for a while), rate-limit hits (no limit looks back more than a
 * day), finished jobs, dead jobs (kept longer: staff retry or discard them on the System page), and outbox
 * messages. Everything else — orders, invoices, payments, files, the audit trail — is kept: that is the
 * business's record, not housekeeping.
 */
export async function runRetention(
  platform: Pick<Platform, 'database' | 'mail'>,
  periods: RetentionPeriods,
  now = new Date(),
): Promise<RetentionReport> {
  const { database } = platform;
  const expiredBefore = new Date(now.getTime() - periods.expiredSessionDays * DAY_MS);
  let signInLinks = 0;
  for (const [table, key] of EXPIRING_LINKS) signInLinks += await deleteInBatches(database, table, key, 'expires_at < $1', expiredBefore);
  return {
    sessions: await deleteInBatches(database, 'sessions', 'token_hash', 'expires_at < $1', expiredBefore),
    signInLinks,
    rateLimitHits: await deleteInBatches(
      database,
      'rate_limit_hits',
      'id',
      'created_at < $1',
      new Date(now.getTime() - periods.rateLimitHours * HOUR_MS),
    ),
    jobs: await deleteInBatches(
      database,
      'jobs',
      'id',
      `status = 'done' AND finished_at < $1`,
      new Date(now.getTime() - periods.jobDays * DAY_MS),
    ),
    deadJobs: await deleteInBatches(
      database,
      'jobs',
      'id',
      `status = 'dead' AND coalesce(finished_at, created_at) < $1`,
      new Date(now.getTime() - periods.deadJobDays * DAY_MS),
    ),
    outboxMessages: await platform.mail.pruneOutbox(new Date(now.getTime() - periods.outboxDays * DAY_MS)),
  };
}

export function scheduleRetention(platform: Pick<Platform, 'jobs'>): Promise<void> {
  return scheduleDaily(platform.jobs, RETENTION_JOB, RETENTION_HOUR_UTC);
}

/** The job's handler: the next day's run is queued first, so a failing run does not end the schedule. */
export function registerRetention(platform: Platform): void {
  platform.jobs.register(RETENTION_JOB, async (_payload, context: { log: FastifyBaseLogger }) => {
    await scheduleRetention(platform);
    const report = await runRetention(platform, platform.config.retention);
    context.log.info({ deleted: report }, 'retention: old rows deleted');
  });
}
