import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';
import { orders } from './orders';
import { loyaltyLevels } from './reference';
import { promotionalCodes } from './promotions';
import { credits } from './billing';

/**
 * What reaching a loyalty level gives: staff define, per level, the personal promotional codes it issues
 * (a percentage or an amount in US cents, the services it covers, how many days it stays valid).
 */
export const loyaltyLevelBenefits = pgTable('loyalty_level_benefits', {
  id: serial('id').primaryKey(),
  levelIdentity: text('level_identity')
    .notNull()
    .references(() => loyaltyLevels.identity),
  description: text('description').notNull(),
  percentBased: boolean('percent_based').notNull(),
  percent: smallint('percent'),
  amountUsdCents: integer('amount_usd_cents'),
  /** Service identities the code discounts; null = every service of the order. */
  serviceIdentities: jsonb('service_identities').$type<string[] | null>(),
  validDays: integer('valid_days').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A benefit issued to a customer: once per benefit and customer, whatever runs twice. */
export const loyaltyBenefitGrants = pgTable(
  'loyalty_benefit_grants',
  {
    benefitId: integer('benefit_id')
      .notNull()
      .references(() => loyaltyLevelBenefits.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    promotionalCodeId: integer('promotional_code_id')
      .notNull()
      .references(() => promotionalCodes.id),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.benefitId, t.userId] })],
);

export const referralChannels = ['link', 'qr', 'flyer', 'email'] as const;
export const referralStatuses = ['registered', 'rewarded', 'reversed'] as const;

/**
 * A referred account, tied to its referrer at registration (once per account). The referrer's credit is
 * granted when the referred account's first paid order is paid, and taken back when that order is refunded.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    referrerId: bigint('referrer_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referredUserId: bigint('referred_user_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: referralChannels }).notNull(),
    /** The referred researcher's first-order discount (a personal promotional code). */
    welcomeCodeId: integer('welcome_code_id').references(() => promotionalCodes.id),
    status: text('status', { enum: referralStatuses }).notNull().default('registered'),
    rewardOrderId: bigint('reward_order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'set null' }),
    creditId: bigint('credit_id', { mode: 'number' }).references(() => credits.id),
    creditUsdCents: integer('credit_usd_cents'),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    /** What was left of the credit and taken back (the rest had been spent). */
    reversedUsdCents: integer('reversed_usd_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('referrals_referrer_idx').on(t.referrerId, t.createdAt)],
);

/** The referral a visitor's browser arrived through (the last one wins), read when it registers. */
export const referralVisits = pgTable('referral_visits', {
  visitorTokenHash: text('visitor_token_hash').primaryKey(),
  referrerId: bigint('referrer_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  channel: text('channel', { enum: referralChannels }).notNull(),
  visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
});

export const testimonialStatuses = ['pending', 'approved', 'hidden'] as const;

/** A researcher's testimonial; staff approve or hide it; approved ones whose authors agreed are published. */
export const testimonials = pgTable(
  'testimonials',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    publicId: text('public_id').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** The name and affiliation shown with it, as the author gave them. */
    displayName: text('display_name').notNull(),
    affiliation: text('affiliation'),
    language: text('language').notNull(),
    /** The author agreed to its publication on the site. */
    publishConsent: boolean('publish_consent').notNull(),
    /** The re-encoded photo (JPEG, no metadata), when one was sent. */
    photoKey: text('photo_key'),
    photoBytes: integer('photo_bytes'),
    status: text('status', { enum: testimonialStatuses }).notNull().default('pending'),
    moderatedById: bigint('moderated_by_id', { mode: 'number' }).references(() => users.id),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('testimonials_status_idx').on(t.status, t.createdAt), index('testimonials_user_idx').on(t.userId)],
);

/** What a select of each table above returns. */
export type LoyaltyLevelBenefitRow = typeof loyaltyLevelBenefits.$inferSelect;
export type ReferralRow = typeof referrals.$inferSelect;
export type ReferralVisitRow = typeof referralVisits.$inferSelect;
export type TestimonialRow = typeof testimonials.$inferSelect;
