import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';
import { invoices, payments } from './billing';

/**
 * Digital products and what buying them gives (features/digital-purchases/README.md): the catalogue staff
 * edit, and purchase records — uses and a validity period — that a payment, a staff grant or a trial creates.
 * Translation packages are one kind; the digital-editing subscription is another, bought the same way.
 */
export const digitalProductKinds = ['translation-package', 'editing-subscription'] as const;
export type DigitalProductKind = (typeof digitalProductKinds)[number];

export const digitalProducts = pgTable(
  'digital_products',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Public and stable: the `availableDigitalPurchaseIdentity` of a purchase request. */
    identity: text('identity').notNull().unique(),
    kind: text('kind', { enum: digitalProductKinds }).notNull(),
    label: text('label').notNull(),
    /** What a purchase may be used for (translation: 'spanish-to-english', …). Empty: anything of the kind. */
    allowedLanguages: jsonb('allowed_languages').$type<string[]>().notNull().default([]),
    /** Uses a purchase gives; null = unlimited within the validity (a subscription). */
    numberOfUses: integer('number_of_uses'),
    /** Days a purchase stays valid; null = until its uses are spent. */
    validDays: integer('valid_days'),
    /** Price per currency, in minor units: { USD: 2900, BRL: 15900, … }. */
    prices: jsonb('prices').$type<Record<string, number>>().notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('digital_products_kind_idx').on(t.kind, t.sortOrder)],
);

export const digitalPurchaseSources = ['payment', 'grant', 'trial'] as const;

export const digitalPurchases = pgTable(
  'digital_purchases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    identity: text('identity').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
    kind: text('kind', { enum: digitalProductKinds }).notNull(),
    productId: bigint('product_id', { mode: 'number' }).references(() => digitalProducts.id),
    label: text('label').notNull(),
    source: text('source', { enum: digitalPurchaseSources }).notNull(),
    /** The payment that bought it (unique: fulfilling a payment twice creates one purchase). */
    paymentId: bigint('payment_id', { mode: 'number' }).references(() => payments.id),
    invoiceId: bigint('invoice_id', { mode: 'number' }).references(() => invoices.id),
    /** The receipt code of its invoice, known before the payment succeeds (the purchase page's URL). */
    receiptCode: text('receipt_code'),
    allowedLanguages: jsonb('allowed_languages').$type<string[]>().notNull().default([]),
    numberOfUses: integer('number_of_uses'),
    usesRemaining: integer('uses_remaining'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    grantedByStaffId: bigint('granted_by_staff_id', { mode: 'number' }).references(() => users.id),
    note: text('note'),
    /** A subscription's renewal reminder went out (30 days before its end). */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** Ended early by staff or by a refund of its payment (`endsAt` is then that moment). */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('digital_purchases_user_idx').on(t.userId, t.kind),
    uniqueIndex('digital_purchases_payment_idx').on(t.paymentId),
    uniqueIndex('digital_purchases_receipt_idx').on(t.receiptCode),
    // One free trial per account and kind.
    uniqueIndex('digital_purchases_trial_idx').on(t.userId, t.kind).where(sql`source = 'trial'`),
  ],
);

export const digitalTranslationStatuses = ['processing', 'completed', 'failed'] as const;

/** A manuscript translated with one use of a purchase ("digital order"). */
export const digitalTranslations = pgTable(
  'digital_translations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    identity: text('identity').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
    /** The purchase whose use it took (null once the use was given back after a failure). */
    purchaseId: bigint('purchase_id', { mode: 'number' }).references(() => digitalPurchases.id),
    language: text('language').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    wordCount: integer('word_count').notNull(),
    detectedLanguage: text('detected_language'),
    status: text('status', { enum: digitalTranslationStatuses }).notNull().default('processing'),
    engine: text('engine'),
    resultKey: text('result_key'),
    resultSize: bigint('result_size', { mode: 'number' }),
    failureReason: text('failure_reason'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('digital_translations_user_idx').on(t.userId, t.createdAt)],
);

export type DigitalProductRow = typeof digitalProducts.$inferSelect;
export type DigitalPurchaseRow = typeof digitalPurchases.$inferSelect;
export type DigitalTranslationRow = typeof digitalTranslations.$inferSelect;
