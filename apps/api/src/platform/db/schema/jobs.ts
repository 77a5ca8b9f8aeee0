import { sql } from 'drizzle-orm';
import { bigserial, index, uniqueIndex, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const jobStatuses = ['queued', 'running', 'done', 'dead'] as const;

/** Background work, claimed with FOR UPDATE SKIP LOCKED (see platform/jobs). */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: jobStatuses }).notNull().default('queued'),
    attempts: smallint('attempts').notNull().default(0),
    maxAttempts: smallint('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    /** Optional de-duplication key: at most one queued or running job per key. */
    uniqueKey: text('unique_key'),
    timeoutSeconds: integer('timeout_seconds').notNull().default(300),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_claim_idx').on(t.status, t.runAt),
    uniqueIndex('jobs_unique_key_idx').on(t.uniqueKey).where(sql`status in ('queued', 'running') and unique_key is not null`),
  ],
);

/** What a select of each table above returns. */
export type JobRow = typeof jobs.$inferSelect;
