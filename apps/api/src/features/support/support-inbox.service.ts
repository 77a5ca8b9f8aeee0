import type { FastifyInstance, FastifyRequest } from 'fastify';
import { personName } from '@marginalia/contracts/formatting/person-name';
import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { STAFF_PAGE_SIZE } from '@marginalia/contracts/staff/staff-common.contract';
import type { InboxQuery, InboxResponse, StaffRequest } from '@marginalia/contracts/support/support-staff.contract';
import { listAudit, recordAudit } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors/app-error';
import { requestLanguage } from '../../platform/http/request-language';
import type { Platform } from '../../platform/platform';
import { STAFF_TOPIC } from '../../platform/realtime/realtime';
import { requireStaff } from '../../platform/session/session';
import type { SupportMessageRow, SupportRequestRow } from '../../platform/db/schema/support';
import type { UserRow } from '../../platform/db/schema/users';
import { sendReply, type Recipient } from './support-mail';
import { notifyCustomer } from './support-notify';
import {
  attachmentsOfMessages,
  attachToMessage,
  findListing,
  findMessageForMail,
  findOrderByExternalId,
  findStaffMember,
  findUser,
  findUserByIdentity,
  inboxCounts,
  insertMessage,
  listInbox,
  lockRequest,
  messagesOf,
  proofOf,
  updateRequest,
} from './support.repository';
import { attachmentView, inboxRowView, languageOf } from './support-views';

/** The staff inbox (README.md): lists, a thread with its notes and history, replies, notes, assignment, close and reopen. */

export interface InboxContext {
  platform: Platform;
  db: Db;
  staff: UserRow;
  now: Date;
  language: SiteLanguage;
}

/** Researchers get 404 and visitors 401 before any work (requireStaff). */
export function inboxContext(app: FastifyInstance, request: FastifyRequest): InboxContext {
  return { platform: app.platform, db: app.platform.db, staff: requireStaff(request), now: new Date(), language: requestLanguage(request) };
}

/** A chat reply unread after this long is e-mailed (the researcher may have left the page). */
export const CHAT_REPLY_EMAIL_DELAY_MS = 5 * 60 * 1000;
export const CHAT_REPLY_EMAIL_JOB = 'support.chat-reply-email';

export async function listRequests(context: InboxContext, query: InboxQuery): Promise<InboxResponse> {
  const { db } = context;
  const customer = query.customer ? await findUserByIdentity(db, query.customer) : null;
  const order = query.order ? await findOrderByExternalId(db, query.order) : null;
  // A filter naming nobody lists nothing (rather than everything).
  const unknownFilter = (query.customer !== undefined && !customer) || (query.order !== undefined && !order);
  const [{ rows, total }, counts] = await Promise.all([
    unknownFilter
      ? Promise.resolve({ rows: [], total: 0 })
      : listInbox(db, { view: query.view, staffId: context.staff.id, q: query.q || undefined, customerId: customer?.id, orderId: order?.id }, query.page, STAFF_PAGE_SIZE),
    inboxCounts(db, context.staff.id),
  ]);
  return {
    requests: rows.map((row) => inboxRowView(row, context.language)),
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / STAFF_PAGE_SIZE)),
    total,
    counts,
  };
}

export async function loadRequest(context: InboxContext, number: string): Promise<StaffRequest> {
  const { db } = context;
  const listing = await findListing(db, number);
  if (!listing) throw new AppError(404, 'support-request-not-found');
  const [rows, proof, history] = await Promise.all([
    messagesOf(db, listing.request.id, true),
    proofOf(db, listing.request.id),
    listAudit(db, { subject: { type: 'support-request', id: number }, limit: 100 }),
  ]);
  const attachments = await attachmentsOfMessages(
    db,
    rows.map((row) => row.message.id),
  );
  const customerName = inboxRowView(listing, context.language).customer.name;
  return {
    request: inboxRowView(listing, context.language),
    proof: proof
      ? { invoiceNumber: proof.invoiceNumber, amount: proof.proof.amount, currency: proof.currency, transferredOn: proof.proof.transferredOn, bankReference: proof.proof.bankReference }
      : null,
    messages: rows.map((row) => ({
      id: row.message.id,
      kind: row.message.kind,
      author: row.message.kind === 'customer' ? customerName : personName(context.language, { firstName: row.authorFirstName, lastName: row.authorLastName }),
      body: row.message.body,
      createdAt: row.message.createdAt.toISOString(),
      attachments: attachments.filter((each) => each.messageId === row.message.id).map(attachmentView),
    })),
    history: history.map((event) => ({
      id: event.id,
      action: event.action,
      actor: event.actorIdentity ? { identity: event.actorIdentity, name: personName(context.language, { firstName: event.actorName, lastName: event.actorLastName }), email: event.actorEmail ?? '' } : null,
      after: event.after,
      createdAt: event.createdAt.toISOString(),
    })),
  };
}

async function lockedRequest(tx: Db, number: string): Promise<SupportRequestRow> {
  const request = await lockRequest(tx, number);
  if (!request) throw new AppError(404, 'support-request-not-found');
  return request;
}

/** To whom a reply goes: the researcher's account, or the visitor's own address. */
async function recipientOf(db: Db, request: SupportRequestRow): Promise<Recipient | null> {
  if (request.userId === null) return request.contactEmail ? { name: request.contactName ?? '', email: request.contactEmail } : null;
  const user = await findUser(db, request.userId);
  return user ? { name: personName(languageOf(request.language), user), email: user.email } : null;
}

/**
 * POST /api/staff/support/requests/{number}/messages. A reply goes to the customer: live in their widget and
 * pages, and by e-mail in their language — at once for a form's request, a visitor's or a chat begun with
 * nobody signed in; after CHAT_REPLY_EMAIL_DELAY_MS, if still unread, for a live chat. It is the first
 * response when none came before, and the request waits on the customer. An internal note goes to staff only.
 */
export async function writeMessage(context: InboxContext, number: string, body: { message: string; internal: boolean; attachmentIds: string[] }): Promise<StaffRequest> {
  const { db, staff, now, platform } = context;
  await db.transaction(async (tx) => {
    const request = await lockedRequest(tx, number);
    const message = await insertMessage(tx, { requestId: request.id, kind: body.internal ? 'note' : 'staff', authorId: staff.id, body: body.message, createdAt: now });
    if ((await attachToMessage(tx, { userId: staff.id }, body.attachmentIds, message.id)) !== body.attachmentIds.length)
      throw new AppError(400, 'support-attachment-not-found', {}, { attachmentIds: 'support-attachment-not-found' });
    const audit = { actorId: staff.id, subjectType: 'support-request', subjectId: number, orderId: request.orderId, customerId: request.userId };
    if (body.internal) {
      await recordAudit(tx, { ...audit, action: 'support.note', after: { message: message.id } }, now);
      await platform.realtime.publish(STAFF_TOPIC, { type: 'support.request', request: number }, { db: tx });
      return;
    }
    const updated = await updateRequest(tx, request.id, {
      status: 'waiting',
      closedAt: null,
      updatedAt: now,
      firstResponseAt: request.firstResponseAt ?? now,
      // Whoever answers first takes the request, unless it is someone's already.
      assigneeId: request.assigneeId ?? staff.id,
    });
    await recordAudit(
      tx,
      {
        ...audit,
        action: 'support.reply',
        before: { status: request.status },
        after: { status: updated.status, message: message.id, attachments: body.attachmentIds.length, firstResponse: request.firstResponseAt === null },
      },
      now,
    );
    await sendOrScheduleReplyMail(context, tx, updated, message);
    await notifyCustomer(tx, context, updated, 'support.message');
    await platform.realtime.publish(STAFF_TOPIC, { type: 'support.request', request: number }, { db: tx });
  });
  return loadRequest(context, number);
}

async function sendOrScheduleReplyMail(context: InboxContext, tx: Db, request: SupportRequestRow, message: SupportMessageRow): Promise<void> {
  const liveChat = request.channel === 'chat' && !request.answerByEmail && request.userId !== null;
  if (liveChat) {
    await context.platform.jobs.enqueue(CHAT_REPLY_EMAIL_JOB, { messageId: message.id }, { db: tx, runAt: new Date(context.now.getTime() + CHAT_REPLY_EMAIL_DELAY_MS), uniqueKey: `${CHAT_REPLY_EMAIL_JOB}:${message.id}` });
    return;
  }
  const recipient = await recipientOf(tx, request);
  if (recipient) await sendReply(context.platform, tx, request, recipient, context.staff.firstName, message.body);
}

/** The delayed e-mail of a live chat's reply: sent only if the researcher has not read it in the widget meanwhile. */
export async function sendUnreadChatReply(platform: Platform, messageId: number): Promise<'sent' | 'read' | 'gone'> {
  return platform.db.transaction(async (tx) => {
    const row = await findMessageForMail(tx, messageId);
    if (!row) return 'gone';
    const request = await lockRequest(tx, row.requestNumber);
    if (!request) return 'gone';
    if (request.customerReadAt && request.customerReadAt >= row.message.createdAt) return 'read';
    const recipient = await recipientOf(tx, request);
    if (!recipient) return 'gone';
    await sendReply(platform, tx, request, recipient, row.authorFirstName ?? '', row.message.body);
    return 'sent';
  });
}

/** PUT /api/staff/support/requests/{number}/assignee: a staff member, or nobody. */
export async function assign(context: InboxContext, number: string, assigneeIdentity: string | null): Promise<StaffRequest> {
  const { db, staff, now, platform } = context;
  const assignee = assigneeIdentity === null ? null : await findStaffMember(db, assigneeIdentity);
  if (assigneeIdentity !== null && !assignee) throw new AppError(404, 'staff-member-not-found', {}, { assignee: 'staff-member-not-found' });
  await db.transaction(async (tx) => {
    const request = await lockedRequest(tx, number);
    if (request.assigneeId === (assignee?.id ?? null)) return;
    await updateRequest(tx, request.id, { assigneeId: assignee?.id ?? null });
    await recordAudit(
      tx,
      { actorId: staff.id, action: 'support.assign', subjectType: 'support-request', subjectId: number, orderId: request.orderId, customerId: request.userId, before: { assignee: request.assigneeId }, after: { assignee: assignee?.identity ?? null } },
      now,
    );
    await platform.realtime.publish(STAFF_TOPIC, { type: 'support.request', request: number }, { db: tx });
  });
  return loadRequest(context, number);
}

/** PUT /api/staff/support/requests/{number}/status: close, or reopen. */
export async function changeStatus(context: InboxContext, number: string, status: 'open' | 'closed'): Promise<StaffRequest> {
  const { db, staff, now, platform } = context;
  await db.transaction(async (tx) => {
    const request = await lockedRequest(tx, number);
    const closing = status === 'closed';
    if (closing === (request.status === 'closed')) return;
    const updated = await updateRequest(tx, request.id, { status, closedAt: closing ? now : null, updatedAt: now });
    await recordAudit(
      tx,
      { actorId: staff.id, action: closing ? 'support.close' : 'support.reopen', subjectType: 'support-request', subjectId: number, orderId: request.orderId, customerId: request.userId, before: { status: request.status }, after: { status } },
      now,
    );
    await notifyCustomer(tx, context, updated, 'support.status');
    await platform.realtime.publish(STAFF_TOPIC, { type: 'support.request', request: number }, { db: tx });
  });
  return loadRequest(context, number);
}
