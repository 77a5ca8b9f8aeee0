import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { InboxView } from '@marginalia/contracts/support/support.constants';
import type { Db } from '../../platform/db/client';
import { currencies, invoices, orders, sessions, supportAttachments, supportMessages, supportPaymentProofs, supportRequests, users } from '../../platform/db/schema/all-tables';
import type { SupportAttachmentRow, SupportMessageRow, SupportPaymentProofRow, SupportRequestRow } from '../../platform/db/schema/support';
import type { UserRow } from '../../platform/db/schema/users';

/** The only queries of support's tables (README.md). A customer's reads take their user id. */

export type NewRequest = typeof supportRequests.$inferInsert;
export type NewMessage = typeof supportMessages.$inferInsert;

export interface RequestListing {
  request: SupportRequestRow;
  order: { externalId: string; title: string } | null;
  customer: Pick<UserRow, 'identity' | 'firstName' | 'lastName' | 'email' | 'siteLanguage'> | null;
  assignee: Pick<UserRow, 'identity' | 'firstName' | 'lastName' | 'email'> | null;
  lastMessage: { kind: string; body: string } | null;
}

const assignees = alias(users, 'assignee');

/** The last message that is not an internal note (or any, for staff). */
function lastMessageSql(includeNotes: boolean) {
  return sql<{ kind: string; body: string } | null>`(
    select json_build_object('kind', m.kind, 'body', left(m.body, 400)) from support_messages m
    where m.request_id = ${supportRequests.id} ${includeNotes ? sql`` : sql`and m.kind <> 'note'`}
    order by m.created_at desc, m.id desc limit 1)`;
}

function listingQuery(db: Db, includeNotes: boolean) {
  return db
    .select({
      request: supportRequests,
      orderExternalId: orders.externalId,
      orderTitle: orders.title,
      customer: { identity: users.identity, firstName: users.firstName, lastName: users.lastName, email: users.email, siteLanguage: users.siteLanguage },
      assignee: { identity: assignees.identity, firstName: assignees.firstName, lastName: assignees.lastName, email: assignees.email },
      lastMessage: lastMessageSql(includeNotes),
    })
    .from(supportRequests)
    .leftJoin(orders, eq(orders.id, supportRequests.orderId))
    .leftJoin(users, eq(users.id, supportRequests.userId))
    .leftJoin(assignees, eq(assignees.id, supportRequests.assigneeId));
}

type ListingRow = Awaited<ReturnType<ReturnType<typeof listingQuery>['execute']>>[number];

function toListing(row: ListingRow): RequestListing {
  return {
    request: row.request,
    order: row.orderExternalId !== null && row.orderTitle !== null ? { externalId: row.orderExternalId, title: row.orderTitle } : null,
    customer: row.customer?.identity ? (row.customer as RequestListing['customer']) : null,
    assignee: row.assignee?.identity ? (row.assignee as RequestListing['assignee']) : null,
    lastMessage: row.lastMessage,
  };
}

export async function insertRequest(tx: Db, values: NewRequest): Promise<SupportRequestRow> {
  const [row] = await tx.insert(supportRequests).values(values).returning();
  if (!row) throw new Error('support request not stored');
  return row;
}

export async function insertMessage(tx: Db, values: NewMessage): Promise<SupportMessageRow> {
  const [row] = await tx.insert(supportMessages).values(values).returning();
  if (!row) throw new Error('support message not stored');
  return row;
}

export async function insertProof(tx: Db, values: SupportPaymentProofRow): Promise<void> {
  await tx.insert(supportPaymentProofs).values(values);
}

export async function updateRequest(tx: Db, id: number, changes: Partial<NewRequest>): Promise<SupportRequestRow> {
  const [row] = await tx.update(supportRequests).set(changes).where(eq(supportRequests.id, id)).returning();
  if (!row) throw new Error('support request vanished');
  return row;
}

/** The caller's own request, locked for a change (customer side). */
export async function lockOwnRequest(tx: Db, userId: number, number: string): Promise<SupportRequestRow | null> {
  const [row] = await tx
    .select()
    .from(supportRequests)
    .where(and(eq(supportRequests.userId, userId), eq(supportRequests.number, number)))
    .for('update');
  return row ?? null;
}

/** Any request, locked (staff side). */
export async function lockRequest(tx: Db, number: string): Promise<SupportRequestRow | null> {
  const [row] = await tx.select().from(supportRequests).where(eq(supportRequests.number, number)).for('update');
  return row ?? null;
}

export async function findOwnListing(db: Db, userId: number, number: string): Promise<RequestListing | null> {
  const [row] = await listingQuery(db, false).where(and(eq(supportRequests.userId, userId), eq(supportRequests.number, number)));
  return row ? toListing(row) : null;
}

export async function findListing(db: Db, number: string): Promise<RequestListing | null> {
  const [row] = await listingQuery(db, true).where(eq(supportRequests.number, number));
  return row ? toListing(row) : null;
}

/** The customer's requests, last touched first (chat conversations among them). */
export async function listOwnRequests(db: Db, userId: number, page: number, pageSize: number, filter?: { channel?: 'chat'; open?: boolean; orderId?: number }) {
  const conditions: SQL[] = [eq(supportRequests.userId, userId)];
  if (filter?.channel) conditions.push(eq(supportRequests.channel, filter.channel));
  if (filter?.open) conditions.push(ne(supportRequests.status, 'closed'));
  if (filter?.orderId !== undefined) conditions.push(eq(supportRequests.orderId, filter.orderId));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    listingQuery(db, false)
      .where(where)
      .orderBy(desc(supportRequests.updatedAt), desc(supportRequests.id))
      .limit(pageSize)
      .offset(page * pageSize),
    db.select({ n: count() }).from(supportRequests).where(where),
  ]);
  return { rows: rows.map(toListing), total: total?.n ?? 0 };
}

/** Staff replies the customer has not read, per request of theirs. */
export async function unreadCounts(db: Db, requestIds: readonly number[]): Promise<Map<number, number>> {
  if (requestIds.length === 0) return new Map();
  const rows = await db
    .select({ requestId: supportMessages.requestId, n: count() })
    .from(supportMessages)
    .innerJoin(supportRequests, eq(supportRequests.id, supportMessages.requestId))
    .where(
      and(
        inArray(supportMessages.requestId, [...requestIds]),
        eq(supportMessages.kind, 'staff'),
        or(isNull(supportRequests.customerReadAt), gt(supportMessages.createdAt, supportRequests.customerReadAt)),
      ),
    )
    .groupBy(supportMessages.requestId);
  return new Map(rows.map((row) => [row.requestId, row.n]));
}

/** All staff replies the user has not read, over every request of theirs. */
export async function totalUnread(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(supportMessages)
    .innerJoin(supportRequests, eq(supportRequests.id, supportMessages.requestId))
    .where(
      and(
        eq(supportRequests.userId, userId),
        eq(supportMessages.kind, 'staff'),
        or(isNull(supportRequests.customerReadAt), gt(supportMessages.createdAt, supportRequests.customerReadAt)),
      ),
    );
  return row?.n ?? 0;
}

export async function messagesOf(db: Db, requestId: number, includeNotes: boolean) {
  const authors = alias(users, 'author');
  return db
    .select({ message: supportMessages, authorFirstName: authors.firstName, authorLastName: authors.lastName })
    .from(supportMessages)
    .leftJoin(authors, eq(authors.id, supportMessages.authorId))
    .where(includeNotes ? eq(supportMessages.requestId, requestId) : and(eq(supportMessages.requestId, requestId), ne(supportMessages.kind, 'note')))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
}

export async function attachmentsOfMessages(db: Db, messageIds: readonly number[]): Promise<SupportAttachmentRow[]> {
  if (messageIds.length === 0) return [];
  return db
    .select()
    .from(supportAttachments)
    .where(inArray(supportAttachments.messageId, [...messageIds]))
    .orderBy(asc(supportAttachments.id));
}

export async function insertAttachment(tx: Db, values: typeof supportAttachments.$inferInsert): Promise<SupportAttachmentRow> {
  const [row] = await tx.insert(supportAttachments).values(values).returning();
  if (!row) throw new Error('attachment not stored');
  return row;
}

/** Who uploaded an attachment: a user, or a visitor's browser. */
export type AttachmentOwner = { userId: number } | { visitorHash: string };

function ownedBy(owner: AttachmentOwner): SQL | undefined {
  return 'userId' in owner ? eq(supportAttachments.uploaderUserId, owner.userId) : eq(supportAttachments.uploaderVisitorHash, owner.visitorHash);
}

/**
 * Attaches the uploader's own unattached files to a message; returns how many were attached (fewer than
 * asked means an id was unknown, someone else's or used already).
 */
export async function attachToMessage(tx: Db, owner: AttachmentOwner, publicIds: readonly string[], messageId: number): Promise<number> {
  if (publicIds.length === 0) return 0;
  const rows = await tx
    .update(supportAttachments)
    .set({ messageId })
    .where(and(inArray(supportAttachments.publicId, [...publicIds]), isNull(supportAttachments.messageId), ownedBy(owner)))
    .returning({ id: supportAttachments.id });
  return rows.length;
}

/** An attachment of one of the user's own requests (a staff note's files excepted). */
export async function findOwnAttachment(db: Db, userId: number, publicId: string): Promise<SupportAttachmentRow | null> {
  const [row] = await db
    .select({ attachment: supportAttachments })
    .from(supportAttachments)
    .innerJoin(supportMessages, eq(supportMessages.id, supportAttachments.messageId))
    .innerJoin(supportRequests, eq(supportRequests.id, supportMessages.requestId))
    .where(and(eq(supportAttachments.publicId, publicId), eq(supportRequests.userId, userId), ne(supportMessages.kind, 'note')));
  return row?.attachment ?? null;
}

export async function findAttachment(db: Db, publicId: string): Promise<SupportAttachmentRow | null> {
  const [row] = await db.select().from(supportAttachments).where(eq(supportAttachments.publicId, publicId));
  return row ?? null;
}

/** Uploads never attached to a message, older than `before`: removed with their files by the daily clean-up. */
export async function deleteUnattached(db: Db, before: Date): Promise<string[]> {
  const rows = await db
    .delete(supportAttachments)
    .where(and(isNull(supportAttachments.messageId), sql`${supportAttachments.createdAt} < ${before}`))
    .returning({ key: supportAttachments.storageKey });
  return rows.map((row) => row.key);
}

export async function proofOf(db: Db, requestId: number) {
  const [row] = await db
    .select({ proof: supportPaymentProofs, invoiceNumber: invoices.invoiceNumber, currency: { isoCode: currencies.isoCode, sign: currencies.sign, numDecimals: currencies.numDecimals } })
    .from(supportPaymentProofs)
    .innerJoin(invoices, eq(invoices.id, supportPaymentProofs.invoiceId))
    .innerJoin(currencies, eq(currencies.isoCode, supportPaymentProofs.currency))
    .where(eq(supportPaymentProofs.requestId, requestId));
  return row ?? null;
}

/** The stated transfers of requests still open, by invoice (the payments desk). */
export async function openProofsOfInvoices(db: Db, invoiceIds: readonly number[]) {
  if (invoiceIds.length === 0) return [];
  return db
    .select({
      invoiceId: supportPaymentProofs.invoiceId,
      number: supportRequests.number,
      amount: supportPaymentProofs.amount,
      transferredOn: supportPaymentProofs.transferredOn,
      bankReference: supportPaymentProofs.bankReference,
      requestId: supportRequests.id,
    })
    .from(supportPaymentProofs)
    .innerJoin(supportRequests, eq(supportRequests.id, supportPaymentProofs.requestId))
    .where(and(inArray(supportPaymentProofs.invoiceId, [...invoiceIds]), ne(supportRequests.status, 'closed')))
    .orderBy(asc(supportRequests.createdAt));
}

/** The attachments of the customer's messages of these requests (the proof's files). */
export async function customerAttachmentsOf(db: Db, requestIds: readonly number[]) {
  if (requestIds.length === 0) return [];
  return db
    .select({ requestId: supportMessages.requestId, attachment: supportAttachments })
    .from(supportAttachments)
    .innerJoin(supportMessages, eq(supportMessages.id, supportAttachments.messageId))
    .where(and(inArray(supportMessages.requestId, [...requestIds]), eq(supportMessages.kind, 'customer')))
    .orderBy(asc(supportAttachments.id));
}

/** Open proof-of-payment requests of an invoice, locked: recording its transfer closes them. */
export async function lockOpenProofRequests(tx: Db, invoiceId: number): Promise<SupportRequestRow[]> {
  const rows = await tx
    .select({ request: supportRequests })
    .from(supportRequests)
    .innerJoin(supportPaymentProofs, eq(supportPaymentProofs.requestId, supportRequests.id))
    .where(and(eq(supportPaymentProofs.invoiceId, invoiceId), ne(supportRequests.status, 'closed')))
    .for('update', { of: supportRequests });
  return rows.map((row) => row.request);
}

/** Whether a staff member's own session (not one acting as a customer) was used within `minutes`. */
export async function staffSignedIn(db: Db, now: Date, minutes: number): Promise<boolean> {
  const since = new Date(now.getTime() - minutes * 60_000);
  const [row] = await db
    .select({ n: count() })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(users.role, 'staff'), eq(users.active, true), isNull(sessions.impersonatorId), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, since)));
  return (row?.n ?? 0) > 0;
}

/** Whether the user has placed an order (the chat's `customers` audience). */
export async function hasOrders(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId)).limit(1);
  return row !== undefined;
}

export async function findOwnOrder(db: Db, userId: number, externalId: string) {
  const [row] = await db.select({ id: orders.id, externalId: orders.externalId, title: orders.title, userId: orders.userId }).from(orders).where(and(eq(orders.userId, userId), eq(orders.externalId, externalId)));
  return row ?? null;
}

export async function unpaidInvoicesOfOrder(db: Db, userId: number, orderId: number) {
  return db
    .select({ id: invoices.id, invoiceNumber: invoices.invoiceNumber, balance: invoices.balance, currency: { isoCode: currencies.isoCode, sign: currencies.sign, numDecimals: currencies.numDecimals } })
    .from(invoices)
    .innerJoin(currencies, eq(currencies.isoCode, invoices.currency))
    .where(and(eq(invoices.userId, userId), eq(invoices.orderId, orderId), gt(invoices.balance, 0), eq(invoices.pendingWriteoff, false)))
    .orderBy(asc(invoices.createdAt));
}

export async function findOrderByExternalId(db: Db, externalId: string) {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.externalId, externalId));
  return row ?? null;
}

export async function findUserByIdentity(db: Db, identity: string) {
  const [row] = await db.select({ id: users.id, role: users.role, active: users.active }).from(users).where(eq(users.identity, identity));
  return row ?? null;
}

export interface InboxFilter {
  view: InboxView;
  staffId: number;
  q?: string;
  customerId?: number;
  orderId?: number;
}

function viewCondition(view: InboxView, staffId: number): SQL | undefined {
  switch (view) {
    case 'open':
      return ne(supportRequests.status, 'closed');
    case 'unassigned':
      return and(ne(supportRequests.status, 'closed'), isNull(supportRequests.assigneeId));
    case 'mine':
      return and(ne(supportRequests.status, 'closed'), eq(supportRequests.assigneeId, staffId));
    case 'waiting':
      return eq(supportRequests.status, 'waiting');
    case 'closed':
      return eq(supportRequests.status, 'closed');
    case 'all':
      return undefined;
  }
}

function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(supportRequests.number, like),
    ilike(supportRequests.contactEmail, like),
    ilike(supportRequests.contactName, like),
    ilike(users.email, like),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
    ilike(orders.externalId, like),
  );
}

export async function listInbox(db: Db, filter: InboxFilter, page: number, pageSize: number) {
  const where = and(
    viewCondition(filter.view, filter.staffId),
    searchCondition(filter.q),
    filter.customerId !== undefined ? eq(supportRequests.userId, filter.customerId) : undefined,
    filter.orderId !== undefined ? eq(supportRequests.orderId, filter.orderId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    listingQuery(db, true)
      .where(where)
      // Open requests: the longest waiting first; closed ones: the latest closed first.
      .orderBy(filter.view === 'closed' || filter.view === 'all' ? desc(supportRequests.updatedAt) : asc(supportRequests.updatedAt), desc(supportRequests.id))
      .limit(pageSize)
      .offset(page * pageSize),
    db
      .select({ n: count() })
      .from(supportRequests)
      .leftJoin(orders, eq(orders.id, supportRequests.orderId))
      .leftJoin(users, eq(users.id, supportRequests.userId))
      .where(where),
  ]);
  return { rows: rows.map(toListing), total: total?.n ?? 0 };
}

export async function inboxCounts(db: Db, staffId: number) {
  const [row] = await db
    .select({
      open: sql<number>`count(*) filter (where ${supportRequests.status} <> 'closed')::int`,
      unassigned: sql<number>`count(*) filter (where ${supportRequests.status} <> 'closed' and ${supportRequests.assigneeId} is null)::int`,
      mine: sql<number>`count(*) filter (where ${supportRequests.status} <> 'closed' and ${supportRequests.assigneeId} = ${staffId})::int`,
      waiting: sql<number>`count(*) filter (where ${supportRequests.status} = 'waiting')::int`,
    })
    .from(supportRequests);
  return { open: Number(row?.open ?? 0), unassigned: Number(row?.unassigned ?? 0), mine: Number(row?.mine ?? 0), waiting: Number(row?.waiting ?? 0) };
}

export async function findStaffMember(db: Db, identity: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.identity, identity), eq(users.role, 'staff'), eq(users.active, true)));
  return row ?? null;
}

export async function findUser(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** A message with its request's number and its author's first name (the delayed e-mail of a chat reply). */
export async function findMessageForMail(db: Db, messageId: number) {
  const [row] = await db
    .select({ message: supportMessages, requestNumber: supportRequests.number, authorFirstName: users.firstName })
    .from(supportMessages)
    .innerJoin(supportRequests, eq(supportRequests.id, supportMessages.requestId))
    .leftJoin(users, eq(users.id, supportMessages.authorId))
    .where(eq(supportMessages.id, messageId));
  return row ?? null;
}
