import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../platform/db/client';
import { countries, orderServices, orders, services, users } from '../../../platform/db/schema/all-tables';
import type { OrderRow } from '../../../platform/db/schema/orders';

/** The queue's filters, already resolved to values the database compares (instants, ids). */
export interface QueueFilter {
  statuses: readonly OrderRow['status'][] | null;
  service?: string;
  deadlineFrom?: Date;
  /** Exclusive: the start of the day after the last day asked for. */
  deadlineBefore?: Date;
  overdueAt?: Date;
  unassigned?: boolean;
  unpaid?: boolean;
  assigneeId?: number;
  assigneeIdentity?: string;
  countryId?: number;
  q?: string;
  sort: 'deadline' | '-deadline' | 'created' | '-created';
  limit: number;
  offset: number;
}

const customers = alias(users, 'customer');
const assignees = alias(users, 'assignee');
const CLOSED = ['completed', 'cancelled'] as const;

/** `%` and `_` typed by a person are literal characters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function conditions(filter: QueueFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filter.statuses) where.push(inArray(orders.status, [...filter.statuses]));
  if (filter.service) {
    where.push(sql`exists (select 1 from ${orderServices} where ${orderServices.orderId} = ${orders.id} and ${orderServices.serviceIdentity} = ${filter.service})`);
  }
  if (filter.deadlineFrom) where.push(gte(orders.deadline, filter.deadlineFrom));
  if (filter.deadlineBefore) where.push(lt(orders.deadline, filter.deadlineBefore));
  if (filter.overdueAt) where.push(and(lt(orders.deadline, filter.overdueAt), notInArray(orders.status, [...CLOSED])));
  if (filter.unassigned) where.push(isNull(orders.assignedStaffId));
  if (filter.unpaid) where.push(eq(orders.paid, false));
  if (filter.assigneeId !== undefined) where.push(eq(orders.assignedStaffId, filter.assigneeId));
  if (filter.assigneeIdentity !== undefined) {
    where.push(eq(assignees.identity, filter.assigneeIdentity));
  }
  if (filter.countryId !== undefined) where.push(eq(customers.countryId, filter.countryId));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    where.push(
      or(
        ilike(orders.externalId, pattern),
        ilike(orders.title, pattern),
        ilike(customers.email, pattern),
        ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, pattern),
      ),
    );
  }
  const present = where.filter((each): each is SQL => each !== undefined);
  return present.length > 0 ? and(...present) : undefined;
}

function ordering(sort: QueueFilter['sort']) {
  switch (sort) {
    case '-deadline':
      return [desc(orders.deadline), desc(orders.id)];
    case 'created':
      return [asc(orders.createdAt), asc(orders.id)];
    case '-created':
      return [desc(orders.createdAt), desc(orders.id)];
    default:
      return [asc(orders.deadline), asc(orders.id)];
  }
}

/** One page of the queue, each row with its customer, country, assignee and services (one query). */
export async function queuePage(db: Db, filter: QueueFilter) {
  const serviceList = sql<{ identity: string; name: string }[]>`coalesce((
    select json_agg(json_build_object('identity', s.identity, 'name', s.name) order by s.sort_order, s.identity)
    from ${orderServices} os join ${services} s on s.identity = os.service_identity
    where os.order_id = ${orders.id}), '[]'::json)`;
  return db
    .select({
      order: orders,
      customerIdentity: customers.identity,
      customerFirstName: customers.firstName,
      customerLastName: customers.lastName,
      customerEmail: customers.email,
      countryName: countries.name,
      assigneeIdentity: assignees.identity,
      assigneeFirstName: assignees.firstName,
      assigneeLastName: assignees.lastName,
      assigneeEmail: assignees.email,
      services: serviceList,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.userId))
    .leftJoin(countries, eq(countries.id, customers.countryId))
    .leftJoin(assignees, eq(assignees.id, orders.assignedStaffId))
    .where(conditions(filter))
    .orderBy(...ordering(filter.sort))
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function queueTotal(db: Db, filter: QueueFilter): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.userId))
    .leftJoin(assignees, eq(assignees.id, orders.assignedStaffId))
    .where(conditions(filter));
  return row?.total ?? 0;
}

/** Orders per status over the whole book (the tabs' numbers do not change with the other filters). */
export async function statusCounts(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ status: orders.status, total: count() }).from(orders).groupBy(orders.status);
  return new Map(rows.map((row) => [row.status, row.total]));
}
