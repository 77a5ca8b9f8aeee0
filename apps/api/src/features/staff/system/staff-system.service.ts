import { join } from 'node:path';
import type { DeadJobView, StaffSystemView } from '@marginalia/contracts/staff/staff-system.contract';
import { recordAudit } from '../../../platform/audit/audit-log';
import { appliedMigrations, shippedMigrations } from '../../../platform/db/migrate';
import { AppError } from '../../../platform/errors/app-error';
import { readQueueState } from '../../../platform/jobs/queue-state';
import { notifyEnqueued } from '../../../platform/jobs/job-store';
import type { StaffContext } from '../staff-context';
import {
  databaseSize,
  deleteJob,
  lockDeadJob,
  mailJobCounts,
  newestDeadJobs,
  requeueJob,
  type DeadJobRow,
} from './staff-system.repository';
import { folderUsage, freeBytes, releaseName } from './installation-usage';

const DEAD_JOBS_SHOWN = 50;
const ERROR_LINES = 4;
const ERROR_CHARS = 600;
/** Walking the files folder of a large installation takes a moment: its figures are kept this long. */
const USAGE_TTL_MS = 60_000;
const startedAt = new Date().toISOString();

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function deadJobView(row: DeadJobRow): DeadJobView {
  const error = row.last_error?.split('\n').slice(0, ERROR_LINES).join('\n') ?? null;
  return {
    id: Number(row.id),
    type: row.type,
    attempts: Number(row.attempts),
    lastError: error && error.length > ERROR_CHARS ? `${error.slice(0, ERROR_CHARS)}…` : error,
    finishedAt: iso(row.finished_at),
    createdAt: iso(row.created_at) ?? '',
  };
}

let usageCache: {
  at: number;
  dataDir: string;
  value: Promise<{ files: { files: number; bytes: number }; outbox: { files: number; bytes: number }; free: number | null }>;
} | null = null;

function installationUsage(dataDir: string) {
  const now = Date.now();
  if (!usageCache || usageCache.dataDir !== dataDir || now - usageCache.at > USAGE_TTL_MS) {
    const value = Promise.all([folderUsage(join(dataDir, 'files')), folderUsage(join(dataDir, 'outbox')), freeBytes(dataDir)]).then(
      ([files, outbox, free]) => ({ files, outbox, free }),
    );
    usageCache = { at: now, dataDir, value };
  }
  return usageCache.value;
}

/** Everything the System page shows, read now (disk usage at most a minute old). */
export async function systemView(context: StaffContext): Promise<StaffSystemView> {
  const { platform } = context;
  const { config, database } = platform;
  const [queue, dead, mail, size, applied, usage, engines] = await Promise.all([
    readQueueState(database),
    newestDeadJobs(database, DEAD_JOBS_SHOWN),
    mailJobCounts(database),
    databaseSize(database),
    appliedMigrations(database),
    installationUsage(config.dataDir),
    platform.engines.statuses(),
  ]);
  const byType = new Map<string, { type: string; queued: number; running: number; dead: number }>();
  for (const row of queue.counts) {
    const entry = byType.get(row.type) ?? { type: row.type, queued: 0, running: 0, dead: 0 };
    entry[row.status] = row.count;
    byType.set(row.type, entry);
  }
  const disk = !config.storageUrl;
  const outbox = !config.smtpUrl;
  return {
    version: releaseName(config.release),
    startedAt,
    database: { kind: database.dialect, sizeBytes: size, migrationsApplied: applied.count, migrationsShipped: shippedMigrations().count },
    jobs: {
      byType: [...byType.values()],
      due: queue.due,
      oldestDueSeconds: queue.oldestDueSeconds,
      dead: dead.map(deadJobView),
      inProcessWorkers: config.inProcessWorkers,
    },
    mail: {
      mode: outbox ? 'outbox' : 'smtp',
      outboxMessages: outbox ? Math.floor(usage.outbox.files / 2) : null,
      outboxBytes: outbox ? usage.outbox.bytes : null,
      ...mail,
    },
    storage: {
      kind: disk ? 'disk' : 's3',
      files: disk ? usage.files.files : null,
      bytes: disk ? usage.files.bytes : null,
      freeBytes: disk ? usage.free : null,
    },
    engines,
  };
}

/** A dead job queued again from its first attempt, recorded in the audit trail with the error it died of. */
export async function retryDeadJob(context: StaffContext, id: number): Promise<{ id: number; status: 'queued' }> {
  await context.db.transaction(async (tx) => {
    const job = await lockDeadJob(tx, id);
    if (!job) throw new AppError(404, 'job-not-found');
    await requeueJob(tx, id);
    // Workers are woken when the change commits, as by an enqueue.
    await notifyEnqueued(tx);
    await recordAudit(
      tx,
      {
        actorId: context.staff.id,
        action: 'job.retry',
        subjectType: 'job',
        subjectId: String(id),
        before: { type: job.type, status: 'dead', attempts: job.attempts, lastError: job.lastError?.split('\n')[0] ?? null },
        after: { status: 'queued', attempts: 0 },
      },
      context.now,
    );
  });
  return { id, status: 'queued' };
}

/** A dead job deleted for good (its work is not wanted any more), recorded in the audit trail. */
export async function discardDeadJob(context: StaffContext, id: number): Promise<{ id: number; status: 'discarded' }> {
  await context.db.transaction(async (tx) => {
    const job = await lockDeadJob(tx, id);
    if (!job) throw new AppError(404, 'job-not-found');
    await deleteJob(tx, id);
    await recordAudit(
      tx,
      {
        actorId: context.staff.id,
        action: 'job.discard',
        subjectType: 'job',
        subjectId: String(id),
        before: { type: job.type, status: 'dead', attempts: job.attempts, lastError: job.lastError?.split('\n')[0] ?? null },
        after: null,
      },
      context.now,
    );
  });
  return { id, status: 'discarded' };
}
