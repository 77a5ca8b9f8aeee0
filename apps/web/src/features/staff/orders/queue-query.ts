import { ORDER_STATUSES, type OrderStatus } from '@marginalia/contracts/staff/order-workflow';
import type { QueryValue } from '../../../lib/api-client';

/** The queue's tabs: the open book (received, in progress, quality check), each status, and everything. */
export const QUEUE_TABS = ['open', 'received', 'in_progress', 'quality_check', 'completed', 'cancelled', 'all'] as const;
export type QueueTab = (typeof QUEUE_TABS)[number];

export const QUEUE_SORTS = ['deadline', '-deadline', 'created', '-created'] as const;
export type QueueSort = (typeof QUEUE_SORTS)[number];

/** The statuses still being worked on (the "Open" tab). */
export const OPEN_STATUSES: readonly OrderStatus[] = ['received', 'in_progress', 'quality_check'];

/**
 * The queue's view, kept in the address so a view can be shared and survives a reload. The
 * names are those of the API's query (staffOrderQueryQuerySchema), so the address is the request.
 */
export interface QueueFilters {
  status: QueueTab;
  service: string;
  /** YYYY-MM-DD in the staff member's zone, or ''. */
  deadlineFrom: string;
  deadlineTo: string;
  overdue: boolean;
  unassigned: boolean;
  unpaid: boolean;
  /** Only the orders assigned to the staff member asking. */
  mine: boolean;
  /** A country id, or null. */
  country: number | null;
  q: string;
  sort: QueueSort;
  /** 0-based. */
  page: number;
}

export const DEFAULT_QUEUE: QueueFilters = {
  status: 'open',
  service: '',
  deadlineFrom: '',
  deadlineTo: '',
  overdue: false,
  unassigned: false,
  unpaid: false,
  mine: false,
  country: null,
  q: '',
  sort: 'deadline',
  page: 0,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

function day(value: string | null): string {
  return value !== null && DAY.test(value) ? value : '';
}

function positiveInt(value: string | null, max: number): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && n <= max ? n : null;
}

/** Reads the view from the address; anything malformed falls back to its default rather than failing. */
export function readQueueSearch(search: URLSearchParams): QueueFilters {
  const page = search.get('page');
  return {
    status: oneOf(QUEUE_TABS, search.get('status'), DEFAULT_QUEUE.status),
    service: (search.get('service') ?? '').trim().slice(0, 60),
    deadlineFrom: day(search.get('deadlineFrom')),
    deadlineTo: day(search.get('deadlineTo')),
    overdue: search.get('overdue') === 'true',
    unassigned: search.get('unassigned') === 'true',
    unpaid: search.get('unpaid') === 'true',
    mine: search.get('assignee') === 'me',
    country: positiveInt(search.get('country'), 1_000_000),
    q: (search.get('q') ?? '').trim().slice(0, 120),
    sort: oneOf(QUEUE_SORTS, search.get('sort'), DEFAULT_QUEUE.sort),
    page: page === null ? 0 : (positiveInt(page, 100_000) ?? 0),
  };
}

/** The API's query for a view: defaults and empty values left out, `assignee=me` for "assigned to me". */
export function queueApiQuery(filters: QueueFilters): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  if (filters.status !== DEFAULT_QUEUE.status) query.status = filters.status;
  if (filters.service) query.service = filters.service;
  if (filters.deadlineFrom) query.deadlineFrom = filters.deadlineFrom;
  if (filters.deadlineTo) query.deadlineTo = filters.deadlineTo;
  if (filters.overdue) query.overdue = 'true';
  if (filters.unassigned) query.unassigned = 'true';
  if (filters.unpaid) query.unpaid = 'true';
  if (filters.mine) query.assignee = 'me';
  if (filters.country !== null) query.country = filters.country;
  if (filters.q) query.q = filters.q;
  if (filters.sort !== DEFAULT_QUEUE.sort) query.sort = filters.sort;
  if (filters.page > 0) query.page = filters.page;
  return query;
}

/** The address's query string for a view (the same names as the API's). */
export function writeQueueSearch(filters: QueueFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(queueApiQuery(filters))) {
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  return search;
}

/** A change of any filter starts again from the first page. */
export function withFilters(current: QueueFilters, change: Partial<QueueFilters>): QueueFilters {
  return { ...current, ...change, page: change.page ?? 0 };
}

/** Whether anything narrows the view besides the tab and the order (for "clear filters" and the empty text). */
export function hasFilters(filters: QueueFilters): boolean {
  return (
    filters.service !== '' ||
    filters.deadlineFrom !== '' ||
    filters.deadlineTo !== '' ||
    filters.overdue ||
    filters.unassigned ||
    filters.unpaid ||
    filters.mine ||
    filters.country !== null ||
    filters.q !== ''
  );
}

/** The count a tab shows, from the API's counts per status. */
export function tabCount(tab: QueueTab, counts: Partial<Record<OrderStatus, number>>): number {
  const of = (statuses: readonly OrderStatus[]) => statuses.reduce((sum, status) => sum + (counts[status] ?? 0), 0);
  if (tab === 'open') return of(OPEN_STATUSES);
  if (tab === 'all') return of(ORDER_STATUSES);
  return counts[tab] ?? 0;
}
