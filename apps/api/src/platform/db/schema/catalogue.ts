import { boolean, integer, pgTable, primaryKey, serial, smallint, text, index } from 'drizzle-orm/pg-core';

/** A service the company sells. `identity` is the stable public id (spec 1 §3 "Service identities"). */
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
