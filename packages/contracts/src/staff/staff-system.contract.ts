import { z } from 'zod';

/**
 * The staff console's System page: what this installation runs on and how its background work is doing —
 * version, database, job queue (dead jobs to retry or discard), mail, storage and the engines available.
 */
export const engineStatusSchema = z.object({
  name: z.string(),
  kind: z.enum(['documents', 'grammar', 'translation']),
  state: z.enum(['available', 'degraded', 'unavailable']),
  /** Formats (`docx`), languages (`en`) or translation pairs (`es-en`). */
  capabilities: z.array(z.string()),
  detail: z.string().nullable(),
});
export type EngineStatusView = z.infer<typeof engineStatusSchema>;

export const deadJobSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  attempts: z.number().int(),
  /** The last error's first lines (the stack trace is cut). */
  lastError: z.string().nullable(),
  /** ISO 8601, UTC: when it was given up. */
  finishedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type DeadJobView = z.infer<typeof deadJobSchema>;

export const staffSystemResponseSchema = z.object({
  version: z.string(),
  /** ISO 8601, UTC: when the process answering started. */
  startedAt: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    sizeBytes: z.number().nullable(),
    migrationsApplied: z.number().int(),
    migrationsShipped: z.number().int(),
  }),
  jobs: z.object({
    /** Open jobs by type: queued (due or later), running, dead. */
    byType: z.array(z.object({ type: z.string(), queued: z.number().int(), running: z.number().int(), dead: z.number().int() })),
    due: z.number().int(),
    oldestDueSeconds: z.number().int(),
    /** The newest dead jobs (at most 50). */
    dead: z.array(deadJobSchema),
    /** Whether this process runs jobs itself (embedded mode) or leaves them to `npm run worker` processes. */
    inProcessWorkers: z.boolean(),
  }),
  mail: z.object({
    mode: z.enum(['outbox', 'smtp']),
    /** Messages kept in the outbox (outbox mode), and their size. */
    outboxMessages: z.number().int().nullable(),
    outboxBytes: z.number().nullable(),
    /** Mail jobs waiting to be tried again after a failure, and given up. */
    retrying: z.number().int(),
    dead: z.number().int(),
  }),
  storage: z.object({
    kind: z.enum(['disk', 's3']),
    /** Disk only: the stored files and the free space of their filesystem (null on S3). */
    files: z.number().int().nullable(),
    bytes: z.number().nullable(),
    freeBytes: z.number().nullable(),
  }),
  engines: z.array(engineStatusSchema),
});
export type StaffSystemView = z.infer<typeof staffSystemResponseSchema>;

export const deadJobParamsSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export const deadJobActionResponseSchema = z.object({ id: z.number().int(), status: z.enum(['queued', 'discarded']) });
