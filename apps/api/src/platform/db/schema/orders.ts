import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, primaryKey } from 'drizzle-orm/pg-core';
import { users } from './users';
import { currencies, customerGoals, manuscriptLanguages } from './reference';
import { serviceOptions, services } from './catalogue';

export const orderStatuses = ['received', 'in_progress', 'quality_check', 'completed', 'cancelled'] as const;

export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    externalId: text('external_id').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
    title: text('title').notNull(),
    status: text('status', { enum: orderStatuses }).notNull().default('received'),
    customerGoal: text('customer_goal').notNull().references(() => customerGoals.name),
    wordCount: integer('word_count').notNull(),
    manuscriptLanguageId: integer('manuscript_language_id').notNull().references(() => manuscriptLanguages.id),
    styleOfEnglish: text('style_of_english', { enum: ['american', 'british'] }).notNull().default('american'),
    journalName: text('journal_name'),
    /** The target journal's website (http:// or https://, at most 255 characters). */
    journalUrl: text('journal_url'),
    currency: text('currency').notNull().references(() => currencies.isoCode),
    /** Order total in minor units of `currency`, after discounts; never negative. */
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    paid: boolean('paid').notNull().default(false),
    adminCreated: boolean('admin_created').notNull().default(false),
    rush: boolean('rush').notNull().default(false),
    rewardPoints: integer('reward_points').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The order form this order was made from: unique, so a form converts into one order only. */
    orderFormId: bigint('order_form_id', { mode: 'number' }).unique(),
    /** When the last of its invoices was paid (null while awaiting payment). */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The editor (a staff member) the order is assigned to; null while unassigned. */
    assignedStaffId: bigint('assigned_staff_id', { mode: 'number' }).references(() => users.id),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** More addresses the researcher wants order e-mails sent to. */
    notificationEmails: jsonb('notification_emails').$type<string[]>().notNull().default([]),
  },
  (t) => [
    // The researcher's order list: newest first per user; number and title ride along so a filtered search
    // is answered from the index alone (the search's performance budget, bench/order-search.bench.ts).
    index('orders_user_created_idx').on(t.userId, t.createdAt, t.id, t.externalId, t.title),
    index('orders_status_deadline_idx').on(t.status, t.deadline),
    index('orders_assigned_staff_idx').on(t.assignedStaffId),
  ],
);

export const orderServices = pgTable(
  'order_services',
  {
    orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id, { onDelete: 'cascade' }),
    serviceIdentity: text('service_identity').notNull().references(() => services.identity),
    serviceOptionId: integer('service_option_id').references(() => serviceOptions.id),
    quantity: smallint('quantity').notNull().default(1),
    /** Line item amounts in minor units of the order currency. */
    listPrice: bigint('list_price', { mode: 'number' }).notNull(),
    discountAmount: bigint('discount_amount', { mode: 'number' }).notNull().default(0),
    totalPrice: bigint('total_price', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.serviceIdentity] })],
);

/** What a select of each table above returns. */
export type OrderRow = typeof orders.$inferSelect;
export type OrderServiceRow = typeof orderServices.$inferSelect;
