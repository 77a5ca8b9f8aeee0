import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, primaryKey } from 'drizzle-orm/pg-core';
import { users } from './users';
import { currencies, customerGoals, localizations, manuscriptLanguages } from './reference';
import { services } from './catalogue';
import { orders } from './orders';
import { promotionalCodes } from './promotions';
import { journals } from './journals';

export const orderFormStatuses = ['open', 'converted', 'abandoned'] as const;
export const orderFormFileKinds = ['main', 'figures', 'tables', 'references'] as const;
export const documentAnalysisStatuses = ['pending', 'done', 'failed', 'skipped'] as const;

/**
 * A researcher's order in the making. A visitor's form belongs to a browser
 * (only the SHA-256 of its cookie token is stored) until they sign in, when it is claimed by the user.
 */
export const orderForms = pgTable(
  'order_forms',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The unguessable `{id}` of `/api/order-form/{id}/…`. */
    publicId: text('public_id').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    visitorTokenHash: text('visitor_token_hash'),
    status: text('status', { enum: orderFormStatuses }).notNull().default('open'),
    stepName: text('step_name').notNull().default('get-started'),
    localization: text('localization').notNull().default('us').references(() => localizations.identity),
    customerGoal: text('customer_goal').references(() => customerGoals.name),
    uploadLater: boolean('upload_later').notNull().default(false),
    wordCount: integer('word_count'),
    calculatedWordCount: integer('calculated_word_count'),
    manuscriptLanguageId: integer('manuscript_language_id').references(() => manuscriptLanguages.id),
    detectedLanguageId: integer('detected_language_id').references(() => manuscriptLanguages.id),
    /** A visitor's pick from the currency picker; a signed-in user's own currency wins. */
    currency: text('currency').references(() => currencies.isoCode),
    rush: boolean('rush').notNull().default(false),
    declineEditing: boolean('decline_editing').notNull().default(false),
    serviceBundleInterested: boolean('service_bundle_interested').notNull().default(false),
    serviceBundleId: integer('service_bundle_id'),
    bundleAnswers: jsonb('bundle_answers').notNull().default({}),
    projectTitle: text('project_title'),
    projectAuthors: text('project_authors'),
    styleOfEnglish: text('style_of_english', { enum: ['american', 'british'] }),
    areaOfStudyId: integer('area_of_study_id'),
    journalId: integer('journal_id').references(() => journals.id),
    journalName: text('journal_name'),
    journalUrl: text('journal_url'),
    /** Answers to the service questions, by question id. */
    answers: jsonb('answers').notNull().default({}),
    referralEmails: jsonb('referral_emails').$type<string[]>().notNull().default([]),
    promotionalCodeId: integer('promotional_code_id').references(() => promotionalCodes.id),
    estimateId: text('estimate_id'),
    adminCreated: boolean('admin_created').notNull().default(false),
    suppressInvoiceCreation: boolean('suppress_invoice_creation'),
    notifyCustomer: boolean('notify_customer'),
    createdByStaffId: bigint('created_by_staff_id', { mode: 'number' }).references(() => users.id),
    /** Re-edit or rework of a completed order (the re-edit and rework starts make these forms). */
    reeditOfOrderId: bigint('reedit_of_order_id', { mode: 'number' }).references(() => orders.id),
    reworkOfOrderId: bigint('rework_of_order_id', { mode: 'number' }).references(() => orders.id),
    reworkDetails: text('rework_details'),
    /**
     * Set on a re-edit form when the original order's free touch-up window is open: the completion that
     * opened it (the first order of a chain of touch-ups). Only such forms offer the free touch-up.
     */
    freeReeditSince: timestamp('free_reedit_since', { withTimezone: true }),
    /** The code the payment step quotes (receiptCode); becomes the invoice's receipt code. */
    receiptCode: text('receipt_code').unique(),
    duplicateAcknowledgedTitle: text('duplicate_acknowledged_title'),
    /** Bumped by every save: a stale browser tab cannot overwrite a newer form. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_forms_user_idx').on(t.userId, t.status, t.updatedAt),
    index('order_forms_visitor_idx').on(t.visitorTokenHash),
    index('order_forms_rework_of_idx').on(t.reworkOfOrderId),
    index('order_forms_reedit_of_idx').on(t.reeditOfOrderId),
  ],
);

/** The services chosen on a form; quantity is the figure or table count for count-based services. */
export const orderFormServices = pgTable(
  'order_form_services',
  {
    orderFormId: bigint('order_form_id', { mode: 'number' }).notNull().references(() => orderForms.id, { onDelete: 'cascade' }),
    serviceIdentity: text('service_identity').notNull().references(() => services.identity),
    quantity: smallint('quantity').notNull().default(1),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderFormId, t.serviceIdentity] })],
);

/** An uploaded file, stored through the Storage interface; analysis fills in its words and language. */
export const orderFormFiles = pgTable(
  'order_form_files',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    publicId: text('public_id').notNull().unique(),
    orderFormId: bigint('order_form_id', { mode: 'number' }).notNull().references(() => orderForms.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: orderFormFileKinds }).notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    sha256: text('sha256').notNull(),
    analysisStatus: text('analysis_status', { enum: documentAnalysisStatuses }).notNull().default('skipped'),
    wordCount: integer('word_count'),
    languageIsoCode: text('language_iso_code'),
    analysisError: text('analysis_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_form_files_form_idx').on(t.orderFormId)],
);

/** A price quote: the priced form frozen at the moment it was asked for (the PDF is drawn from it). */
export const priceQuotes = pgTable(
  'price_quotes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    estimateId: text('estimate_id').notNull().unique(),
    orderFormId: bigint('order_form_id', { mode: 'number' }).notNull().references(() => orderForms.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull().references(() => currencies.isoCode),
    total: bigint('total', { mode: 'number' }).notNull(),
    snapshot: jsonb('snapshot').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
  },
  (t) => [index('price_quotes_user_idx').on(t.userId, t.createdAt)],
);

/**
 * The last estimate number given out in each month (`YYYYMM`, UTC): a quote takes the next one in the
 * transaction that stores it, so numbers never repeat and have no gaps.
 */
export const priceQuoteNumbers = pgTable('price_quote_numbers', {
  month: text('month').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** Invitations sent through the referral block; one per inviter and address. */
export const referralInvites = pgTable(
  'referral_invites',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id, { onDelete: 'cascade' }),
    emailNormalized: text('email_normalized').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.emailNormalized] })],
);

/** What a select of each table above returns. */
export type OrderFormRow = typeof orderForms.$inferSelect;
export type OrderFormServiceRow = typeof orderFormServices.$inferSelect;
export type OrderFormFileRow = typeof orderFormFiles.$inferSelect;
export type PriceQuoteRow = typeof priceQuotes.$inferSelect;
export type ReferralInviteRow = typeof referralInvites.$inferSelect;
