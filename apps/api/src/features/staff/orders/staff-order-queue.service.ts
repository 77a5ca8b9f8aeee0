import { personName } from '@marginalia/contracts/formatting/person-name';
import { ORDER_STATUSES, type OrderStatus } from '@marginalia/contracts/staff/order-workflow';
import { STAFF_PAGE_SIZE } from '@marginalia/contracts/staff/staff-common.contract';
import type { StaffOrderQuery, StaffOrderQueueResponse, StaffOrderRow } from '@marginalia/contracts/staff/staff-orders.contract';
import { instantOfWallClock } from '@marginalia/contracts/order-form/pricing/zoned-time';
import { AppError } from '../../../platform/errors/app-error';
import type { StaffContext } from '../staff-context';
import { queuePage, queueTotal, statusCounts, type QueueFilter } from './staff-order-queue.repository';

const OPEN: readonly OrderStatus[] = ['received', 'in_progress', 'quality_check'];

/** Midnight of a YYYY-MM-DD day in the zone, plus `days` days; 400 'date-invalid' for a day that does not exist (2026-02-30). */
function startOfDay(day: string, timeZone: string, days = 0): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const asked = new Date(Date.UTC(year, month - 1, date));
  if (Number.isNaN(asked.getTime()) || asked.toISOString().slice(0, 10) !== day) throw new AppError(400, 'date-invalid');
  const target = new Date(Date.UTC(year, month - 1, date + days));
  return instantOfWallClock({ year: target.getUTCFullYear(), month: target.getUTCMonth() + 1, day: target.getUTCDate(), hour: 0, minute: 0, second: 0, millisecond: 0 }, timeZone);
}

function zoneOf(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** Turns the page's query into database terms: days in the staff member's own zone, `me`, statuses. */
export function queueFilter(context: StaffContext, query: StaffOrderQuery): QueueFilter {
  const timeZone = zoneOf(context.staff.timeZone);
  const filter: QueueFilter = {
    statuses: query.status === 'all' ? null : query.status === 'open' ? OPEN : [query.status],
    sort: query.sort,
    limit: STAFF_PAGE_SIZE,
    offset: query.page * STAFF_PAGE_SIZE,
  };
  if (query.service) filter.service = query.service;
  if (query.deadlineFrom) filter.deadlineFrom = startOfDay(query.deadlineFrom, timeZone);
  // The last day counts whole: up to (not including) the next midnight.
  if (query.deadlineTo) filter.deadlineBefore = startOfDay(query.deadlineTo, timeZone, 1);
  if (query.overdue) filter.overdueAt = context.now;
  if (query.unassigned) filter.unassigned = true;
  if (query.unpaid) filter.unpaid = true;
  if (query.assignee === 'me') filter.assigneeId = context.staff.id;
  else if (query.assignee) filter.assigneeIdentity = query.assignee;
  if (query.country !== undefined) filter.countryId = query.country;
  if (query.q) filter.q = query.q;
  return filter;
}

export async function orderQueue(context: StaffContext, query: StaffOrderQuery): Promise<StaffOrderQueueResponse> {
  const filter = queueFilter(context, query);
  const [rows, total, counts] = await Promise.all([queuePage(context.db, filter), queueTotal(context.db, filter), statusCounts(context.db)]);
  const orders: StaffOrderRow[] = rows.map((row) => ({
    externalId: row.order.externalId,
    title: row.order.title,
    status: row.order.status,
    customer: { identity: row.customerIdentity, name: personName(context.language, { firstName: row.customerFirstName, lastName: row.customerLastName }), email: row.customerEmail, country: row.countryName },
    services: row.services,
    wordCount: row.order.wordCount,
    deadline: row.order.deadline.toISOString(),
    createdAt: row.order.createdAt.toISOString(),
    paid: row.order.paid,
    rush: row.order.rush,
    adminCreated: row.order.adminCreated,
    assignee:
      row.assigneeIdentity === null
        ? null
        : { identity: row.assigneeIdentity, name: personName(context.language, { firstName: row.assigneeFirstName, lastName: row.assigneeLastName }), email: row.assigneeEmail ?? '' },
    overdue: row.order.deadline.getTime() < context.now.getTime() && !['completed', 'cancelled'].includes(row.order.status),
    currency: row.order.currency,
    totalAmount: row.order.totalAmount,
  }));
  return {
    orders,
    counts: Object.fromEntries(ORDER_STATUSES.map((status) => [status, counts.get(status) ?? 0])) as Record<OrderStatus, number>,
    pagination: { page: query.page, pageCount: Math.ceil(total / STAFF_PAGE_SIZE), total, pageSize: STAFF_PAGE_SIZE },
  };
}
