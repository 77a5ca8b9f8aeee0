import { boolean, integer, jsonb, pgTable, primaryKey, serial, smallint, text, index } from 'drizzle-orm/pg-core';

/** A service the company sells. `identity` is the stable public id. */
export const services = pgTable('services', {
  identity: text('identity').primaryKey(),
  name: text('name').notNull(),
  serviceType: text('service_type', {
    enum: ['editing', 'translation', 'formatting', 'figures', 'journalrec', 'promotion'],
  }).notNull(),
  /** How the option is chosen: by word count, figure count, table count, or one fixed option. */
  optionsDeterminedByCount: text('options_determined_by_count', { enum: ['words', 'figures', 'tables', 'none'] }).notNull(),
  requiresJournalDetails: boolean('requires_journal_details').notNull().default(false),
  includesCertificate: boolean('includes_certificate').notNull().default(false),
  canBeRemovedFromOrder: boolean('can_be_removed_from_order').notNull().default(true),
  featured: boolean('featured').notNull().default(false),
  active: boolean('active').notNull().default(true),
  /** Reward points earned per US dollar paid for this service. */
  rewardPointsPerUsd: smallint('reward_points_per_usd').notNull().default(1),
  sortOrder: smallint('sort_order').notNull(),
});

/**
 * One priced option of a service: a count bin [lengthLow, lengthHigh] and a turnaround.
 * Prices are US cents; conversion to the order currency happens in the price engine.
 */
export const serviceOptions = pgTable(
  'service_options',
  {
    id: serial('id').primaryKey(),
    serviceIdentity: text('service_identity').notNull().references(() => services.identity),
    lengthLow: integer('length_low').notNull(),
    lengthHigh: integer('length_high').notNull(),
    priceUsdCents: integer('price_usd_cents').notNull(),
    timelineBusinessDays: smallint('timeline_business_days').notNull(),
    rush: boolean('rush').notNull().default(false),
  },
  (t) => [index('service_options_service_idx').on(t.serviceIdentity, t.lengthLow)],
);

export const serviceGroups = pgTable('service_groups', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  serviceType: text('service_type').notNull(),
  brand: text('brand'),
  brandUrl: text('brand_url'),
  priceLabel: text('price_label'),
  delayServiceSelection: boolean('delay_service_selection').notNull().default(false),
  sortOrder: smallint('sort_order').notNull(),
});

export const serviceGroupMembers = pgTable(
  'service_group_members',
  {
    groupSlug: text('group_slug').notNull().references(() => serviceGroups.slug),
    serviceIdentity: text('service_identity').notNull().references(() => services.identity),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.groupSlug, t.serviceIdentity] })],
);

export const serviceBundles = pgTable('service_bundles', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  primaryServiceIdentity: text('primary_service_identity').notNull().references(() => services.identity),
  discountPercent: smallint('discount_percent').notNull(),
  rushDiscountPercent: smallint('rush_discount_percent').notNull(),
  active: boolean('active').notNull().default(true),
});

export const serviceBundleServices = pgTable(
  'service_bundle_services',
  {
    bundleId: integer('bundle_id').notNull().references(() => serviceBundles.id),
    serviceIdentity: text('service_identity').notNull().references(() => services.identity),
    addOn: boolean('add_on').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.bundleId, t.serviceIdentity] })],
);

export const bundleQuestionTypes = ['multiple-choice', 'journal-select', 'int', 'toggle'] as const;

/**
 * "Help me decide" questions. A toggle or choice names the
 * services it calls for (`impliesServices`); bundles covering them are offered. Multiple-choice
 * questions are asked only for manuscripts in language 1.
 */
export const serviceBundleQuestions = pgTable('service_bundle_questions', {
  id: integer('id').primaryKey(),
  /** Message key of the question text. */
  term: text('term').notNull(),
  type: text('type', { enum: bundleQuestionTypes }).notNull(),
  /** For toggles: the services a "yes" calls for. */
  impliesServices: jsonb('implies_services').$type<string[]>().notNull().default([]),
  sortOrder: smallint('sort_order').notNull(),
  active: boolean('active').notNull().default(true),
});

export const serviceBundleQuestionChoices = pgTable('service_bundle_question_choices', {
  id: integer('id').primaryKey(),
  questionId: integer('question_id').notNull().references(() => serviceBundleQuestions.id),
  /** Message key of the choice text. */
  choice: text('choice').notNull(),
  impliesServices: jsonb('implies_services').$type<string[]>().notNull().default([]),
  sortOrder: smallint('sort_order').notNull(),
});

export const serviceQuestionTypes = ['toggle', 'select', 'text'] as const;

/**
 * Questions asked on the details step for a chosen service. `showWhen`
 * holds the display rule: the question is shown only when its service is on the form and, if given,
 * the goal, the manuscript language or another question's answer matches.
 */
export const serviceQuestions = pgTable('service_questions', {
  id: integer('id').primaryKey(),
  serviceIdentity: text('service_identity').notNull().references(() => services.identity),
  term: text('term').notNull(),
  type: text('type', { enum: serviceQuestionTypes }).notNull(),
  /** Message keys of the options of a select. */
  choices: jsonb('choices').$type<string[]>().notNull().default([]),
  required: boolean('required').notNull().default(false),
  showWhen: jsonb('show_when').$type<{ goals?: string[]; languageIds?: number[]; answer?: { questionId: number; equals: string | boolean } }>().notNull().default({}),
  sortOrder: smallint('sort_order').notNull(),
  active: boolean('active').notNull().default(true),
});

/** What a select of each table above returns. */
export type ServiceRow = typeof services.$inferSelect;
export type ServiceOptionRow = typeof serviceOptions.$inferSelect;
export type ServiceGroupRow = typeof serviceGroups.$inferSelect;
export type ServiceGroupMemberRow = typeof serviceGroupMembers.$inferSelect;
export type ServiceBundleRow = typeof serviceBundles.$inferSelect;
export type ServiceBundleServiceRow = typeof serviceBundleServices.$inferSelect;
export type ServiceBundleQuestionRow = typeof serviceBundleQuestions.$inferSelect;
export type ServiceBundleQuestionChoiceRow = typeof serviceBundleQuestionChoices.$inferSelect;
export type ServiceQuestionRow = typeof serviceQuestions.$inferSelect;
