import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { auditEvents, users } from '../db/schema/all-tables';

/**
 * The audit trail. Write the event in the same transaction as the change it records, so a
 * change without its record (or a record of a change that rolled back) cannot exist.
 */
export interface AuditEvent {
  /** The staff member (or, for the order's own milestones, null = the system). */
  actorId: number | null;
  action: string;
  subjectType: string;
  subjectId: string;
  orderId?: number | null;
  customerId?: number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
}

export async function recordAudit(tx: Db, event: AuditEvent, now: Date = new Date()): Promise<void> {
  await tx.insert(auditEvents).values({
    actorId: event.actorId,
    action: event.action,
    subjectType: event.subjectType,
    subjectId: event.subjectId,
    orderId: event.orderId ?? null,
    customerId: event.customerId ?? null,
    before: event.before ?? null,
    after: event.after ?? null,
    reason: event.reason ?? null,
    createdAt: now,
  });
}

/** Values for `before`/`after`: only the named fields, dates as ISO strings, so the JSON reads the same everywhere. */
export function auditFields<Row extends Record<string, unknown>>(row: Row, fields: readonly (keyof Row & string)[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const field of fields) {
    const value = row[field];
    picked[field] = value instanceof Date ? value.toISOString() : (value ?? null);
  }
  return picked;
}

export interface AuditQuery {
  orderId?: number;
  customerId?: number;
  actorId?: number;
  action?: string;
  /** One subject's events (`{ type: 'support-request', id: 'SR-…' }`). */
  subject?: { type: string; id: string };
  /** Keyset paging: events older than this id. */
  beforeId?: number;
  limit: number;
}

const actors = alias(users, 'actor');

/** Events newest first, with the actor's name and e-mail (null actor = the system). */
export async function listAudit(db: Db, query: AuditQuery) {
  const conditions: SQL[] = [];
  if (query.orderId !== undefined) conditions.push(eq(auditEvents.orderId, query.orderId));
  if (query.customerId !== undefined) conditions.push(eq(auditEvents.customerId, query.customerId));
  if (query.actorId !== undefined) conditions.push(eq(auditEvents.actorId, query.actorId));
  if (query.action !== undefined) conditions.push(eq(auditEvents.action, query.action));
  if (query.subject !== undefined) conditions.push(eq(auditEvents.subjectType, query.subject.type), eq(auditEvents.subjectId, query.subject.id));
  if (query.beforeId !== undefined) conditions.push(lt(auditEvents.id, query.beforeId));
  return db
    .select({
      id: auditEvents.id,
      action: auditEvents.action,
      subjectType: auditEvents.subjectType,
      subjectId: auditEvents.subjectId,
      before: auditEvents.before,
      after: auditEvents.after,
      reason: auditEvents.reason,
      createdAt: auditEvents.createdAt,
      actorIdentity: actors.identity,
      actorName: actors.firstName,
      actorLastName: actors.lastName,
      actorEmail: actors.email,
    })
    .from(auditEvents)
    .leftJoin(actors, eq(actors.id, auditEvents.actorId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(auditEvents.id))
    .limit(query.limit);
}
