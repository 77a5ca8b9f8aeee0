import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';
import { digitalPurchases } from './digital';

/**
 * Digital editing (features/digital-editing/README.md): manuscripts edited automatically and returned with
 * tracked changes, and the feedback subscribers send from the page. The subscription itself is a purchase
 * record of kind 'editing-subscription' (digital.ts).
 */
export const digitalEditStatuses = ['processing', 'completed', 'failed'] as const;
export const englishStyles = ['american', 'british'] as const;

/** What the automated editing did, per finding category: tracked changes, comments, and findings left out where text is protected. */
export interface DigitalEditChanges {
  changes: Record<string, number>;
  suggestions: Record<string, number>;
  protectedSkipped: number;
}

export const digitalEdits = pgTable(
  'digital_edits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    identity: text('identity').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
    /** The subscription it was made under; null when the trial flag gave the access. */
    purchaseId: bigint('purchase_id', { mode: 'number' }).references(() => digitalPurchases.id),
    access: text('access', { enum: ['subscription', 'trial'] }).notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    wordCount: integer('word_count').notNull(),
    styleOfEnglish: text('style_of_english', { enum: englishStyles }).notNull(),
    /** The site language at upload: the comments in the edited file are written in it. */
    language: text('language').notNull(),
    status: text('status', { enum: digitalEditStatuses }).notNull().default('processing'),
    resultKey: text('result_key'),
    resultSize: bigint('result_size', { mode: 'number' }),
    changes: jsonb('changes').$type<DigitalEditChanges>(),
    failureReason: text('failure_reason'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('digital_edits_user_idx').on(t.userId, t.createdAt),
    // One edit at a time per researcher, also when two uploads race.
    uniqueIndex('digital_edits_one_processing_idx').on(t.userId).where(sql`status = 'processing'`),
  ],
);

/** What a researcher thought of digital editing (the side panel's feedback form), read by staff. */
export const digitalEditingFeedback = pgTable(
  'digital_editing_feedback',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    /** The edit it is about, when sent from an edit's page. */
    editId: bigint('edit_id', { mode: 'number' }).references(() => digitalEdits.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('digital_editing_feedback_created_idx').on(t.createdAt)],
);

export type DigitalEditRow = typeof digitalEdits.$inferSelect;
export type DigitalEditingFeedbackRow = typeof digitalEditingFeedback.$inferSelect;
