import { bigint, bigserial, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { FindingCategory } from '@marginalia/contracts/grammar-check/assessment-score';
import { users } from './users';

export const assessmentStatuses = ['processing', 'completed', 'failed', 'skipped'] as const;

/** A finding as stored: its span within its sentence (an index into `sentences`), the rule's message key and parameters. */
export interface StoredFinding {
  sentence: number;
  start: number;
  end: number;
  category: FindingCategory;
  rule: string;
  messageKey: string;
  messageParams: Record<string, string>;
  suggestions: string[];
  confidence: number;
}

/** What the report lists: the sentences holding findings, and the findings. */
export interface StoredFindings {
  sentences: string[];
  findings: StoredFinding[];
}

/**
 * A grammar check of one uploaded manuscript (features/grammar-check). A visitor's assessment belongs to
 * a browser (only the SHA-256 of its visitor token is stored) until they sign in or register there. The
 * score is stored in tenths (0–100), exact as shown. An archived assessment leaves the list; its file and
 * findings are deleted, its score stays for the percentiles.
 */
export const languageAssessments = pgTable(
  'language_assessments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The unguessable `{id}` of the calls and the report page. */
    identity: text('identity').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    visitorTokenHash: text('visitor_token_hash'),
    name: text('name').notNull(),
    fileIdentity: text('file_identity').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    /** Null once archived (the file is deleted). */
    storageKey: text('storage_key'),
    scoreStatus: text('score_status', { enum: assessmentStatuses }).notNull().default('processing'),
    errorCountStatus: text('error_count_status', { enum: assessmentStatuses }).notNull().default('processing'),
    /** Why it failed or was skipped: a message key and its parameters. */
    reasonKey: text('reason_key'),
    reasonParams: jsonb('reason_params').$type<Record<string, string | number>>().notNull().default({}),
    scoreTenths: smallint('score_tenths'),
    /** Findings per category. */
    errorCounts: jsonb('error_counts').$type<Record<string, number>>(),
    findings: jsonb('findings').$type<StoredFindings>(),
    wordCount: integer('word_count'),
    style: text('style', { enum: ['american', 'british'] }),
    /** How long the language check took, for the logs and the benchmarks. */
    checkMillis: integer('check_millis'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    index('language_assessments_user_idx').on(t.userId, t.createdAt),
    index('language_assessments_visitor_idx').on(t.visitorTokenHash),
    index('language_assessments_completed_idx').on(t.completedAt),
  ],
);

export const percentileSources = ['calibration', 'installation'] as const;

/**
 * The percentile table of the report: percentile 1–99 and the lowest score in it. Seeded from the
 * calibration (contracts grammar-check/percentiles.ts), recomputed from the installation's own completed
 * assessments once there are enough.
 */
export const assessmentPercentiles = pgTable('assessment_percentiles', {
  percentile: smallint('percentile').primaryKey(),
  minimumScoreTenths: smallint('minimum_score_tenths').notNull(),
  source: text('source', { enum: percentileSources }).notNull(),
  /** How many assessments the row was computed from (0 for the calibration). */
  sampleSize: integer('sample_size').notNull().default(0),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

export type LanguageAssessmentRow = typeof languageAssessments.$inferSelect;
export type AssessmentPercentileRow = typeof assessmentPercentiles.$inferSelect;
