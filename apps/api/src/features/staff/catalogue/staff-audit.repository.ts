import { and, asc, desc, eq, like, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../platform/db/client';
import { auditEvents, orders, users } from '../../../platform/db/schema/all-tables';

export interface AuditFilter {
  /** The acting staff member's identity. */
  actorIdentity?: string;
  /** Actions starting with this (`order.` finds every order action). */
  actionPrefix?: string;
  subjectType?: string;
  beforeId?: number;
  limit: number;
}

const actors = alias(users, 'actor');
const customers = alias(users, 'customer');

/** `%` and `_` typed by staff are literal characters, not patterns. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/** Events newest first, with the actor, the order's public number and the customer's identity and name. */
export function listAuditEvents(db: Db, filter: AuditFilter) {
  const conditions: SQL[] = [];
  if (filter.actorIdentity) conditions.push(eq(actors.identity, filter.actorIdentity));
  if (filter.actionPrefix) conditions.push(like(auditEvents.action, `${escapeLike(filter.actionPrefix)}%`));
  if (filter.subjectType) conditions.push(eq(auditEvents.subjectType, filter.subjectType));
  if (filter.beforeId !== undefined) conditions.push(lt(auditEvents.id, filter.beforeId));
  return db
    .select({
      event: auditEvents,
      actor: { identity: actors.identity, firstName: actors.firstName, lastName: actors.lastName, email: actors.email },
      orderExternalId: orders.externalId,
      customer: { identity: customers.identity, firstName: customers.firstName, lastName: customers.lastName },
    })
    .from(auditEvents)
    .leftJoin(actors, eq(actors.id, auditEvents.actorId))
    .leftJoin(customers, eq(customers.id, auditEvents.customerId))
    .leftJoin(orders, eq(orders.id, auditEvents.orderId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(auditEvents.id))
    .limit(filter.limit);
}

export function listStaffMembers(db: Db) {
  return db
    .select({ identity: users.identity, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.role, 'staff'))
    .orderBy(asc(users.firstName), asc(users.lastName));
}
