import type { ChatState, OrderSupportContext, SupportReply, SupportRequestList, SupportThread } from '@marginalia/contracts/support/support.contract';
import { recordAudit } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors/app-error';
import { consumeRateLimit } from '../../platform/security/rate-limit';
import type { UserRow } from '../../platform/db/schema/users';
import { isStaffOnline, type SupportContext } from './support-context';
import { notify } from './support-notify';
import {
  attachmentsOfMessages,
  attachToMessage,
  findOwnListing,
  findOwnOrder,
  hasOrders,
  insertMessage,
  listOwnRequests,
  lockOwnRequest,
  messagesOf,
  proofOf,
  totalUnread,
  unpaidInvoicesOfOrder,
  unreadCounts,
  updateRequest,
} from './support.repository';
import { attachmentView, summaryView } from './support-views';

/** The customer's side of a request: their list, a thread, replies, reading (README.md). */

export const OWN_PAGE_SIZE = 10;
const CHAT_CONVERSATIONS = 10;
const HOUR = 3_600_000;
const REPLIES_PER_HOUR = 60;

export function requireCustomer(context: SupportContext): UserRow {
  if (!context.user) throw new AppError(401, 'login-required');
  return context.user;
}

/** A request of the user with its thread (no internal notes); null when it is not theirs. */
export async function loadThread(db: Db, userId: number, number: string): Promise<SupportThread | null> {
  const listing = await findOwnListing(db, userId, number);
  if (!listing) return null;
  const [rows, unread, proof] = await Promise.all([messagesOf(db, listing.request.id, false), unreadCounts(db, [listing.request.id]), proofOf(db, listing.request.id)]);
  const attachments = await attachmentsOfMessages(
    db,
    rows.map((row) => row.message.id),
  );
  return {
    request: summaryView(listing, unread.get(listing.request.id) ?? 0),
    proof: proof
      ? { invoiceNumber: proof.invoiceNumber, amount: proof.proof.amount, currency: proof.currency, transferredOn: proof.proof.transferredOn, bankReference: proof.proof.bankReference }
      : null,
    messages: rows.map((row) => ({
      id: row.message.id,
      from: row.message.kind === 'customer' ? ('customer' as const) : ('staff' as const),
      // Staff sign with their first name only.
      authorName: row.message.kind === 'customer' ? null : (row.authorFirstName ?? null),
      body: row.message.body,
      createdAt: row.message.createdAt.toISOString(),
      attachments: attachments.filter((each) => each.messageId === row.message.id).map(attachmentView),
    })),
  };
}

export async function threadOf(context: SupportContext, number: string): Promise<SupportThread> {
  const user = requireCustomer(context);
  const thread = await loadThread(context.db, user.id, number);
  if (!thread) throw new AppError(404, 'support-request-not-found');
  return thread;
}

export async function listOwn(context: SupportContext, page: number): Promise<SupportRequestList> {
  const user = requireCustomer(context);
  const { rows, total } = await listOwnRequests(context.db, user.id, page, OWN_PAGE_SIZE);
  const unread = await unreadCounts(
    context.db,
    rows.map((row) => row.request.id),
  );
  return {
    requests: rows.map((row) => summaryView(row, unread.get(row.request.id) ?? 0)),
    page,
    pageCount: Math.max(1, Math.ceil(total / OWN_PAGE_SIZE)),
  };
}

/**
 * POST /api/support/requests/{number}/messages: the customer writes again. A closed request opens again
 * (a helpdesk's usual rule: the customer's word reopens it); staff hear of it at once.
 */
export async function replyAsCustomer(context: SupportContext, number: string, body: SupportReply): Promise<SupportThread> {
  const user = requireCustomer(context);
  const { db, now } = context;
  // Another's request is not found before anything is counted.
  if (!(await findOwnListing(db, user.id, number))) throw new AppError(404, 'support-request-not-found');
  await consumeRateLimit(db, [{ bucket: `support-reply:user:${user.id}`, limit: REPLIES_PER_HOUR, windowMs: HOUR, messageKey: 'support-too-many-requests' }], now);
  await db.transaction(async (tx) => {
    const request = await lockOwnRequest(tx, user.id, number);
    if (!request) throw new AppError(404, 'support-request-not-found');
    const message = await insertMessage(tx, { requestId: request.id, kind: 'customer', authorId: user.id, body: body.message, createdAt: now });
    if ((await attachToMessage(tx, { userId: user.id }, body.attachmentIds, message.id)) !== body.attachmentIds.length)
      throw new AppError(400, 'support-attachment-not-found', {}, { attachmentIds: 'support-attachment-not-found' });
    const updated = await updateRequest(tx, request.id, { status: 'open', closedAt: null, updatedAt: now, customerReadAt: now });
    if (request.status === 'closed')
      await recordAudit(tx, { actorId: user.id, action: 'support.reopen', subjectType: 'support-request', subjectId: number, orderId: request.orderId, customerId: user.id, before: { status: 'closed' }, after: { status: 'open', by: 'customer' } }, now);
    await notify(tx, context, updated);
  });
  return threadOf(context, number);
}

/** PUT /api/support/requests/{number}/read: the staff replies so far are read. */
export async function markRead(context: SupportContext, number: string): Promise<{ ok: true }> {
  const user = requireCustomer(context);
  await context.db.transaction(async (tx) => {
    const request = await lockOwnRequest(tx, user.id, number);
    if (!request) throw new AppError(404, 'support-request-not-found');
    await updateRequest(tx, request.id, { customerReadAt: context.now });
  });
  return { ok: true };
}

/** GET /api/support/orders/{externalId}: the order's support form (its owner only; another's order is 404). */
export async function orderContext(context: SupportContext, externalId: string): Promise<OrderSupportContext> {
  const user = requireCustomer(context);
  const order = await findOwnOrder(context.db, user.id, externalId);
  if (!order) throw new AppError(404, 'order-not-found');
  const [invoices, open] = await Promise.all([unpaidInvoicesOfOrder(context.db, user.id, order.id), listOwnRequests(context.db, user.id, 0, 20, { open: true, orderId: order.id })]);
  const unread = await unreadCounts(
    context.db,
    open.rows.map((row) => row.request.id),
  );
  return {
    order: { externalId: order.externalId, title: order.title },
    unpaidInvoices: invoices.map(({ invoiceNumber, balance, currency }) => ({ invoiceNumber, balance, currency })),
    openRequests: open.rows.map((row) => summaryView(row, unread.get(row.request.id) ?? 0)),
  };
}

/** Whether the chat widget shows for this user (setting `supportChat.audience`); staff answer from the inbox. */
async function chatEnabled(context: SupportContext, user: UserRow): Promise<boolean> {
  if (user.role === 'staff') return false;
  switch (context.chat.audience) {
    case 'everyone':
      return true;
    case 'customers':
      return hasOrders(context.db, user.id);
    case 'nobody':
      return false;
  }
}

/** GET /api/support/chat: the widget's state; its conversations are the user's open requests, latest first. */
export async function chatState(context: SupportContext): Promise<ChatState> {
  const user = requireCustomer(context);
  const [enabled, staffOnline, unread, open] = await Promise.all([
    chatEnabled(context, user),
    isStaffOnline(context.db, context.now),
    totalUnread(context.db, user.id),
    listOwnRequests(context.db, user.id, 0, CHAT_CONVERSATIONS, { open: true }),
  ]);
  const counts = await unreadCounts(
    context.db,
    open.rows.map((row) => row.request.id),
  );
  return {
    enabled,
    staffOnline,
    expectedReplyHours: context.chat.expectedReplyHours,
    unread,
    conversations: enabled ? open.rows.map((row) => summaryView(row, counts.get(row.request.id) ?? 0)) : [],
  };
}
