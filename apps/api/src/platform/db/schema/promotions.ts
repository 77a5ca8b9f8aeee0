import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';
import { orders } from './orders';

export const promotionalCodeSources = ['campaign', 'personal', 'loyalty', 'referral'] as const;

/**
 * Promotional codes. Either a percentage or a fixed amount in US cents
 * (converted to the order currency by the price engine). `userId` makes a personal coupon; `listed`
 * codes appear in the applicable-benefits list of the promo modal.
 */
export const promotionalCodes = pgTable('promotional_codes', {
  id: serial('id').primaryKey(),
  /** Stored upper-case; codes are matched case-insensitively. */
  code: text('code').notNull().unique(),
  description: text('description').notNull(),
  percentBased: boolean('percent_based').notNull(),
  percent: smallint('percent'),
  amountUsdCents: integer('amount_usd_cents'),
  /** Service identities the code discounts; null = every service of the order. */
  serviceIdentities: jsonb('service_identities').$type<string[] | null>(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  maxUses: integer('max_uses'),
  maxUsesPerCustomer: integer('max_uses_per_customer').notNull().default(1),
  newCustomersOnly: boolean('new_customers_only').notNull().default(false),
  userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
  listed: boolean('listed').notNull().default(false),
  active: boolean('active').notNull().default(true),
  /** Where it came from: a campaign of the catalogue, a personal code from staff, a loyalty level reached, a referral. */
  source: text('source', { enum: promotionalCodeSources }).notNull().default('campaign'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One use of a code by a paid (or awaiting-payment) order; written when the order is created. */
export const promotionalCodeUses = pgTable(
  'promotional_code_uses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    promotionalCodeId: integer('promotional_code_id').notNull().references(() => promotionalCodes.id),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id, { onDelete: 'cascade' }),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'set null' }),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('promotional_code_uses_code_idx').on(t.promotionalCodeId, t.userId)],
);

/** Institutional groups whose members get a standing discount. */
export const preferredGroups = pgTable('preferred_groups', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  discountPercent: smallint('discount_percent').notNull(),
  /** Whether members may share the code with colleagues (the join-a-group form accepts it). */
  shareable: boolean('shareable').notNull().default(true),
  /** A free-trial group: its members are not shown the group widgets. */
  freeTrial: boolean('free_trial').notNull().default(false),
  /** The welcome banner's greeting per site language (en, br, cn, es, jp); a missing one shows the standard text. */
  greetingText: jsonb('greeting_text').$type<Record<string, string>>().notNull().default({}),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What a select of each table above returns. */
export type PromotionalCodeRow = typeof promotionalCodes.$inferSelect;
export type PromotionalCodeUseRow = typeof promotionalCodeUses.$inferSelect;
export type PreferredGroupRow = typeof preferredGroups.$inferSelect;
