import { bigint, bigserial, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';
import { orders } from './orders';
import { invoices } from './billing';
import { currencies, siteLanguages } from './reference';

/**
 * What a support request is about: the order card's three links (`support`, `inactive-service` — more work on
 * an order whose service is over —, `proof-of-payment`), the duplicate-order screen's `duplicate`, a concierge
 * service's `quote`, and a general `question`.
 */
export const supportRequestTypes = ['support', 'inactive-service', 'proof-of-payment', 'duplicate', 'quote', 'question'] as const;
/** `waiting`: staff answered and wait for the customer; a customer's message puts the request back to `open`. */
export const supportRequestStatuses = ['open', 'waiting', 'closed'] as const;
/** Where it started: a form of the site, or the chat widget. */
export const supportChannels = ['form', 'chat'] as const;

/**
 * A support request: one conversation between a customer (a researcher, or a visitor known by name and e-mail)
 * and the service's staff. Owned by features/support.
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What customers and staff quote (`SR-7K2M9QXD`): random, so it tells nothing about other requests. */
    number: text('number').notNull().unique(),
    /** The researcher; null for a visitor's request. */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    /** A visitor's name and e-mail (null for researchers, whose account holds them). */
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    /** The language e-mails about the request are written in. */
    language: text('language').notNull().references(() => siteLanguages.code),
    type: text('type', { enum: supportRequestTypes }).notNull(),
    /** For a quote: the concierge service asked about (`video-abstract`, …). */
    quoteService: text('quote_service'),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    channel: text('channel', { enum: supportChannels }).notNull().default('form'),
    status: text('status', { enum: supportRequestStatuses }).notNull().default('open'),
    assigneeId: bigint('assignee_id', { mode: 'number' }).references(() => users.id),
    /** No staff member was signed in when the chat began: the answer goes out by e-mail at once. */
    answerByEmail: boolean('answer_by_email').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last message (or status change): the inbox and the customer's list sort by it. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The first staff reply (internal notes do not count): the time to first response. */
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** When the customer last read the thread; staff replies after it are unread. */
    customerReadAt: timestamp('customer_read_at', { withTimezone: true }),
  },
  (t) => [
    index('support_requests_user_idx').on(t.userId, t.updatedAt),
    index('support_requests_status_idx').on(t.status, t.updatedAt),
    index('support_requests_assignee_idx').on(t.assigneeId, t.status),
    index('support_requests_order_idx').on(t.orderId),
  ],
);

export const supportMessageKinds = ['customer', 'staff', 'note'] as const;

/** A message of a request: the customer's, a staff reply, or an internal note (staff only, never shown to the customer). */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: bigint('request_id', { mode: 'number' }).notNull().references(() => supportRequests.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: supportMessageKinds }).notNull(),
    /** The researcher or staff member who wrote it; null for a visitor. */
    authorId: bigint('author_id', { mode: 'number' }).references(() => users.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_messages_request_idx').on(t.requestId, t.createdAt)],
);

/**
 * A file attached to a message. Uploaded first (checked by its bytes, counted in the uploader's storage quota),
 * then attached when the message is sent; one never attached is deleted by the daily clean-up.
 */
export const supportAttachments = pgTable(
  'support_attachments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    publicId: text('public_id').notNull().unique(),
    messageId: bigint('message_id', { mode: 'number' }).references(() => supportMessages.id, { onDelete: 'cascade' }),
    uploaderUserId: bigint('uploader_user_id', { mode: 'number' }).references(() => users.id),
    /** A visitor's upload: the SHA-256 of their visitor cookie. */
    uploaderVisitorHash: text('uploader_visitor_hash'),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_attachments_message_idx').on(t.messageId), index('support_attachments_unattached_idx').on(t.createdAt)],
);

/**
 * What a researcher states about a bank transfer (proof-of-payment request): it shows beside the invoice on the
 * payments desk, and recording the transfer there closes the request.
 */
export const supportPaymentProofs = pgTable(
  'support_payment_proofs',
  {
    requestId: bigint('request_id', { mode: 'number' })
      .primaryKey()
      .references(() => supportRequests.id, { onDelete: 'cascade' }),
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => invoices.id),
    /** Minor units of `currency`. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().references(() => currencies.isoCode),
    /** YYYY-MM-DD, the day the researcher says the bank sent it. */
    transferredOn: text('transferred_on').notNull(),
    bankReference: text('bank_reference').notNull(),
  },
  (t) => [index('support_payment_proofs_invoice_idx').on(t.invoiceId)],
);

export type SupportRequestRow = typeof supportRequests.$inferSelect;
export type SupportMessageRow = typeof supportMessages.$inferSelect;
export type SupportAttachmentRow = typeof supportAttachments.$inferSelect;
export type SupportPaymentProofRow = typeof supportPaymentProofs.$inferSelect;
