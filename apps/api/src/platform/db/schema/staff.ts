import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { testimonials } from './rewards';
import { users } from './users';
import { orders } from './orders';
import { credits, invoices, payments } from './billing';

/**
 * Who did what: every staff action, every write a staff member makes while impersonating,
 * and the order's own milestones (placed, paid, completed). `actorId` is null for the system. The rows are
 * shown on the order (`orderId`) and on the customer (`customerId`) they concern; never updated or deleted.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: bigint('actor_id', { mode: 'number' }).references(() => users.id),
    /** Dotted verb, e.g. `order.status`, `order.assign`, `invoice.bank-transfer`, `customer.flags`. */
    action: text('action').notNull(),
    /** What was acted on: `order`, `customer`, `invoice`, `payment`, `fapiao`, `promotional-code`, … */
    subjectType: text('subject_type').notNull(),
    /** Its public id (order external id, user identity, invoice number, code, setting key, …). */
    subjectId: text('subject_id').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'set null' }),
    customerId: bigint('customer_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_events_order_idx').on(t.orderId, t.createdAt),
    index('audit_events_customer_idx').on(t.customerId, t.createdAt),
    index('audit_events_actor_idx').on(t.actorId, t.createdAt),
    index('audit_events_created_idx').on(t.createdAt),
  ],
);

/** Internal notes on an order: staff only, never shown to the researcher. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id, { onDelete: 'cascade' }),
    authorId: bigint('author_id', { mode: 'number' }).notNull().references(() => users.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);

export const deliverableKinds = ['tracked', 'clean', 'formatted', 'figures', 'other'] as const;

/**
 * A file the staff deliver for an order (edited file with tracked changes, clean copy, formatted file,
 * figures), streamed to storage. The researcher may download it once the order is completed and the
 * download rules allow it. `removedAt` hides a file uploaded by mistake while keeping the history.
 */
export const orderDeliverables = pgTable(
  'order_deliverables',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The `{fileKey}` of `/api/order/{externalId}/deliverables/{fileKey}`. */
    publicId: text('public_id').notNull().unique(),
    orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: deliverableKinds }).notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    sha256: text('sha256').notNull(),
    uploadedById: bigint('uploaded_by_id', { mode: 'number' }).notNull().references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [index('order_deliverables_order_idx').on(t.orderId)],
);

/**
 * The editing certificate of a completed order whose services include one.
 * `code` is what a visitor types on the public verification page.
 */
export const certificates = pgTable('certificates', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  code: text('code').notNull().unique(),
  orderId: bigint('order_id', { mode: 'number' })
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'cascade' }),
  userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
  title: text('title').notNull(),
  /** Comma-separated as the researcher typed them; empty until they say. */
  authors: text('authors').notNull().default(''),
  issuedOn: timestamp('issued_on', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const refundMethods = ['gateway', 'credit'] as const;

/** Money given back on a payment: through the gateway to the card or wallet, or as account credit. */
export const refunds = pgTable(
  'refunds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: bigint('payment_id', { mode: 'number' }).notNull().references(() => payments.id),
    invoiceId: bigint('invoice_id', { mode: 'number' }).references(() => invoices.id),
    method: text('method', { enum: refundMethods }).notNull(),
    currency: text('currency').notNull(),
    /** In minor units of `currency`. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    gatewayRefundId: text('gateway_refund_id'),
    creditId: bigint('credit_id', { mode: 'number' }).references(() => credits.id),
    reason: text('reason').notNull(),
    staffId: bigint('staff_id', { mode: 'number' }).notNull().references(() => users.id),
    /** Makes a refund that is submitted twice happen once. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('refunds_idempotency_idx').on(t.idempotencyKey), index('refunds_payment_idx').on(t.paymentId)],
);

/** Points awarded to a customer (a reward history row: name, points, date, pointsToDate). */
export const rewardPointEntries = pgTable(
  'reward_point_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id, { onDelete: 'cascade' }),
    orderId: bigint('order_id', { mode: 'number' })
      .unique()
      .references(() => orders.id, { onDelete: 'set null' }),
    /** Points for an approved testimonial (once per account) instead of an order. */
    testimonialId: bigint('testimonial_id', { mode: 'number' })
      .unique()
      .references((): AnyPgColumn => testimonials.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    points: integer('points').notNull(),
    pointsToDate: integer('points_to_date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reward_point_entries_user_idx').on(t.userId, t.createdAt)],
);

/** What a select of each table above returns. */
export type AuditEventRow = typeof auditEvents.$inferSelect;
export type OrderNoteRow = typeof orderNotes.$inferSelect;
export type OrderDeliverableRow = typeof orderDeliverables.$inferSelect;
export type CertificateRow = typeof certificates.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type RewardPointEntryRow = typeof rewardPointEntries.$inferSelect;
