import { bigint, bigserial, boolean, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users';
import { currencies, localizations } from './reference';
import { orders } from './orders';
import { orderForms } from './order-forms';

/**
 * Billing (payments, invoices, fapiaos, prepayments and credits). Every amount is
 * an integer number of minor units of the row's `currency`; credit balances are held in US cents.
 * See apps/api/src/platform/billing/README.md for the rules.
 */

/** The next invoice number per localization and kind: numbers are sequential and never reused. */
export const invoiceSequences = pgTable(
  'invoice_sequences',
  {
    localization: text('localization').notNull().references(() => localizations.identity),
    kind: text('kind', { enum: ['order', 'retainer'] }).notNull(),
    nextNumber: integer('next_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.localization, t.kind] })],
);

export interface BillingAddressSnapshot {
  name: string;
  organization: string | null;
  address1: string;
  address2: string | null;
  city: string;
  state: string | null;
  zip: string | null;
  countryId: number | null;
  countryName: string | null;
  phone: string | null;
  vat: string | null;
}

export const invoiceKinds = ['order', 'retainer'] as const;

/** An invoice of an order, or a retainer invoice (a prepayment). `balance` is what is still owed. */
export const invoices = pgTable(
  'invoices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `US000123` for orders, `RET000045US` for retainer invoices ("RET..US"). */
    invoiceNumber: text('invoice_number').notNull().unique(),
    /** Public, unguessable code the browser uses to pay or request a fapiao (receiptCode). */
    receiptCode: text('receipt_code').notNull().unique(),
    kind: text('kind', { enum: invoiceKinds }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
    localization: text('localization').notNull().references(() => localizations.identity),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    currency: text('currency').notNull().references(() => currencies.isoCode),
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull(),
    /** US dollars per one unit of `currency` when the invoice was issued. */
    exchangeRate: numeric('exchange_rate', { precision: 18, scale: 10 }).notNull(),
    /** Shown in the list's order-description column (customFields.Submission). */
    description: text('description').notNull(),
    purchaseOrder: text('purchase_order'),
    billingAddress: jsonb('billing_address').$type<BillingAddressSnapshot | null>(),
    invoiceAddress: jsonb('invoice_address').$type<BillingAddressSnapshot | null>(),
    /** Staff wrote the balance off and finance has not closed it yet: the list shows 'finalizing'. */
    pendingWriteoff: boolean('pending_writeoff').notNull().default(false),
    writtenOffAt: timestamp('written_off_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('invoices_user_created_idx').on(t.userId, t.createdAt), index('invoices_order_idx').on(t.orderId)],
);

export const paymentPurposes = ['order-form', 'payoff', 'prepay', 'digital-purchase'] as const;
export const paymentStatuses = ['pending', 'succeeded', 'failed', 'refunded'] as const;

/**
 * One attempt to take money (or to apply credit, a prepayment or a voucher), from its creation to its end.
 * A succeeded row is a receipt. `idempotencyKey` makes a submission that arrives twice charge once.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The `{id}` of `/api/payment/{id}/pdf` and of the gateway's references. */
    publicId: text('public_id').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
    purpose: text('purpose', { enum: paymentPurposes }).notNull(),
    /** What is being paid: { orderFormId } | { invoiceIds } | { invoiceId } (prepay). */
    subject: jsonb('subject').$type<Record<string, unknown>>().notNull(),
    /** Payment method codes (1 credits, 3 card, 4 free, 9 bank transfer, …). */
    methodId: smallint('method_id').notNull(),
    currency: text('currency').notNull().references(() => currencies.isoCode),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status', { enum: paymentStatuses }).notNull().default('pending'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    gateway: text('gateway'),
    gatewayTransactionId: text('gateway_transaction_id'),
    cardType: text('card_type'),
    cardLastFour: text('card_last_four'),
    installments: smallint('installments'),
    boletoUrl: text('boleto_url'),
    /** The page the browser must visit to finish (hosted wallet page, 3-D Secure, QR). */
    actionUrl: text('action_url'),
    failureKey: text('failure_key'),
    /** Where the fulfilment put its result ({ orderExternalId } …), so a retried request answers the same. */
    result: jsonb('result').$type<Record<string, unknown> | null>(),
    /** The everything-else of the payment form this attempt was made with (addresses, fapiao, PO…). */
    form: jsonb('form').$type<Record<string, unknown>>().notNull().default({}),
    /** Set when staff record or act on a payment. */
    recordedByStaffId: bigint('recorded_by_staff_id', { mode: 'number' }).references(() => users.id),
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('payments_gateway_tx_idx').on(t.gateway, t.gatewayTransactionId),
    index('payments_status_idx').on(t.status),
    // A bank transfer recorded twice (same method and bank reference) is refused by the database itself.
    uniqueIndex('payments_staff_reference_idx').on(t.methodId, t.reference).where(sql`recorded_by_staff_id is not null`),
  ],
);

/** How much of a payment went to which invoice. A pending payment's rows reserve the invoice. */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    paymentId: bigint('payment_id', { mode: 'number' }).notNull().references(() => payments.id, { onDelete: 'cascade' }),
    invoiceId: bigint('invoice_id', { mode: 'number' }).notNull().references(() => invoices.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.invoiceId] }), index('payment_allocations_invoice_idx').on(t.invoiceId)],
);

export const creditSources = ['prepayment', 'referral', 'courtesy', 'refund', 'reward'] as const;

/**
 * Money held for a customer, in US cents (balances are held in USD). A prepayment's credit comes
 * from a paid retainer invoice and never expires; referral and courtesy credits expire after a year.
 */
export const credits = pgTable(
  'credits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    referenceNumber: text('reference_number').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
    source: text('source', { enum: creditSources }).notNull(),
    /** The retainer invoice of a prepayment. */
    invoiceId: bigint('invoice_id', { mode: 'number' }).references(() => invoices.id),
    totalUsdCents: bigint('total_usd_cents', { mode: 'number' }).notNull(),
    balanceUsdCents: bigint('balance_usd_cents', { mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    note: text('note'),
    grantedByStaffId: bigint('granted_by_staff_id', { mode: 'number' }).references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credits_user_idx').on(t.userId)],
);

/** What a payment took from which credit (so a refund can give it back). */
export const creditUses = pgTable(
  'credit_uses',
  {
    creditId: bigint('credit_id', { mode: 'number' }).notNull().references(() => credits.id),
    paymentId: bigint('payment_id', { mode: 'number' }).notNull().references(() => payments.id, { onDelete: 'cascade' }),
    usdCents: bigint('usd_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.creditId, t.paymentId] })],
);

/** Institutional vouchers (payment method 26): a code that pays a whole order, billed to the institution. */
export const vouchers = pgTable('vouchers', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** Stored upper-case; matched case-insensitively. */
  code: text('code').notNull().unique(),
  institution: text('institution').notNull(),
  /** The largest order total it covers, in US cents; null covers any amount. */
  maxAmountUsdCents: bigint('max_amount_usd_cents', { mode: 'number' }),
  remainingUses: integer('remaining_uses'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A voucher applied to an order form (before payment), and used by the order it became. */
export const voucherApplications = pgTable(
  'voucher_applications',
  {
    orderFormId: bigint('order_form_id', { mode: 'number' }).primaryKey().references(() => orderForms.id, { onDelete: 'cascade' }),
    voucherId: bigint('voucher_id', { mode: 'number' }).notNull().references(() => vouchers.id),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
);

export const fapiaoStatuses = ['pending', 'completed', 'rejected', 'cancelled'] as const;

/** A Chinese tax receipt requested for a paid invoice or a prepayment; issued by staff. */
export const fapiaos = pgTable(
  'fapiaos',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    identity: text('identity').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
    invoiceId: bigint('invoice_id', { mode: 'number' }).notNull().references(() => invoices.id),
    paymentId: bigint('payment_id', { mode: 'number' }).references(() => payments.id),
    type: text('type', { enum: ['general', 'special'] }).notNull(),
    serviceTypeId: integer('service_type_id').notNull(),
    organizationName: text('organization_name').notNull(),
    taxpayerNumber: text('taxpayer_number'),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone'),
    shippingAddress: text('shipping_address'),
    deliveryTimeline: text('delivery_timeline'),
    specialInstructions: text('special_instructions'),
    status: text('status', { enum: fapiaoStatuses }).notNull().default('pending'),
    /** Set by staff when issued: the fapiao number and its PDF in storage. */
    number: text('number'),
    fileKey: text('file_key'),
    rejectionReason: text('rejection_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [index('fapiaos_user_idx').on(t.userId), index('fapiaos_invoice_idx').on(t.invoiceId)],
);

/** Gateway webhook events already handled: a replayed event is recognised and ignored. */
export const gatewayEvents = pgTable(
  'gateway_events',
  {
    gateway: text('gateway').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gateway, t.eventId] })],
);

/** Sandbox gateway state: sales awaiting a hosted-page decision, nonces, boleto vouchers. */
export const sandboxTransactions = pgTable('sandbox_transactions', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['nonce', 'sale', 'refund'] }).notNull(),
  /** Method of a sale: card, paypal, alipay, wechat, unionpay, allpago, wfoe-web, wfoe-qr, boleto. */
  method: text('method'),
  status: text('status', { enum: ['created', 'pending', 'settled', 'declined', 'refunded'] }).notNull(),
  amount: bigint('amount', { mode: 'number' }),
  currency: text('currency'),
  idempotencyKey: text('idempotency_key').unique(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What a select of each table above returns. */
export type InvoiceSequenceRow = typeof invoiceSequences.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type PaymentAllocationRow = typeof paymentAllocations.$inferSelect;
export type CreditRow = typeof credits.$inferSelect;
export type CreditUseRow = typeof creditUses.$inferSelect;
export type VoucherRow = typeof vouchers.$inferSelect;
export type VoucherApplicationRow = typeof voucherApplications.$inferSelect;
export type FapiaoRow = typeof fapiaos.$inferSelect;
export type GatewayEventRow = typeof gatewayEvents.$inferSelect;
export type SandboxTransactionRow = typeof sandboxTransactions.$inferSelect;
