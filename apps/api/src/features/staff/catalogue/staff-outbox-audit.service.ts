import { personName } from '@marginalia/contracts/formatting/person-name';
import { AUDIT_PAGE_SIZE, OUTBOX_PAGE_SIZE, type StaffAuditEvent } from '@marginalia/contracts/staff/staff-catalogue.contract';
import type { z } from 'zod';
import type { auditQuerySchema } from '@marginalia/contracts/staff/staff-common.contract';
import { AppError } from '../../../platform/errors/app-error';
import { staffMemberView, type StaffContext } from '../staff-context';
import { listAuditEvents, listStaffMembers } from './staff-audit.repository';

/**
 * The outbox exists only in embedded mode: with SMTP_URL set, mail goes to the mail server and nothing is
 * kept, which the answer says (`mode: 'smtp'`) rather than showing an empty list as if nothing was sent.
 */
export async function outboxPage(context: StaffContext, before: string | undefined) {
  if (context.platform.config.smtpUrl) return { mode: 'smtp' as const, messages: [], nextBefore: null };
  const entries = await context.platform.mail.listOutbox(OUTBOX_PAGE_SIZE + 1, before || undefined);
  const messages = entries.slice(0, OUTBOX_PAGE_SIZE).map(({ id, to, subject, template, language, createdAt }) => ({ id, to, subject, template, language, createdAt }));
  return { mode: 'outbox' as const, messages, nextBefore: entries.length > OUTBOX_PAGE_SIZE ? (messages.at(-1)?.id ?? null) : null };
}

export async function outboxMessage(context: StaffContext, id: string) {
  const message = context.platform.config.smtpUrl ? null : await context.platform.mail.readOutbox(id);
  if (!message) throw new AppError(404, 'staff-outbox-message-not-found');
  const { to, subject, template, language, createdAt, text, html } = message;
  return { message: { id: message.id, to, subject, template, language, createdAt, text, html } };
}

/** The audit trail, 50 events a page (keyset: `beforeId`), with every staff member for the "who" filter. */
export async function auditPage(context: StaffContext, query: z.output<typeof auditQuerySchema>) {
  const [rows, members] = await Promise.all([
    listAuditEvents(context.db, { actorIdentity: query.actor, actionPrefix: query.action, subjectType: query.subjectType, beforeId: query.beforeId, limit: AUDIT_PAGE_SIZE + 1 }),
    listStaffMembers(context.db),
  ]);
  const events: StaffAuditEvent[] = rows.slice(0, AUDIT_PAGE_SIZE).map(({ event, actor, orderExternalId, customer }) => ({
    id: event.id,
    action: event.action,
    subjectType: event.subjectType,
    subjectId: event.subjectId,
    actor: actor ? staffMemberView(actor, context.language) : null,
    before: event.before ?? null,
    after: event.after ?? null,
    reason: event.reason,
    createdAt: event.createdAt.toISOString(),
    orderExternalId,
    customer: customer ? { identity: customer.identity, name: personName(context.language, customer) } : null,
  }));
  return { events, nextBeforeId: rows.length > AUDIT_PAGE_SIZE ? (events.at(-1)?.id ?? null) : null, actors: members.map((member) => staffMemberView(member, context.language)) };
}
