import { z } from 'zod';
import { paymentCurrencySchema } from '../payments/payment-load.contract';
import { orderDetailsSchema, type OrderDetails } from './order-details.contract';

export { ISO_DAY_PATTERN, isIsoDay } from '../formatting/calendar-day';

/**
 * GET /api/order/search: the researcher's own orders for the dashboard's My Orders, newest
 * first, ten a page. Filters: `xid` the exact order number (any case), `orderTitle` a part of the title
 * (any case), `from`/`to` calendar days `YYYY-MM-DD` in the user's time zone, both inclusive. `page` is
 * 1-based, as in the browser route /researcher/index/orders/{xid}/{orderTitle}/{from}/{to}/{page}.
 * A malformed or impossible date, or From after To, is 400 'order-search-date-invalid' (on the field).
 */
export const ORDER_SEARCH_PAGE_SIZE = 10;
export const ORDER_SEARCH_TEXT_MAX = 200;

export const orderSearchQuerySchema = z.object({
  xid: z.string().trim().max(40).optional(),
  orderTitle: z.string().trim().max(ORDER_SEARCH_TEXT_MAX).optional(),
  from: z.string().trim().max(20).optional(),
  to: z.string().trim().max(20).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type OrderSearchQuery = z.infer<typeof orderSearchQuerySchema>;

/** The order card's part of the order: same shapes as the details page. */
export const orderCardSchema = orderDetailsSchema.pick({
  externalId: true,
  title: true,
  status: true,
  createdAt: true,
  deadline: true,
  completedAt: true,
  completed: true,
  inProgress: true,
  paid: true,
  freeOrder: true,
  services: true,
  downloadAvailable: true,
  touchUpAvailable: true,
  reeditAvailable: true,
  containsActiveService: true,
  scientificReworkEligible: true,
  certificate: true,
  certificateReady: true,
  pendingPayments: true,
  receiptCode: true,
  invoiceNumber: true,
});
export type OrderCard = z.infer<typeof orderCardSchema>;

export const orderSearchPaginationSchema = z.object({
  /** 1-based. */
  current: z.number().int(),
  previous: z.number().int().nullable(),
  next: z.number().int().nullable(),
  total: z.number().int(),
  pages: z.number().int(),
  pageSize: z.number().int(),
});
export type OrderSearchPagination = z.infer<typeof orderSearchPaginationSchema>;

export const orderSearchResponseSchema = z.object({ orders: z.array(orderCardSchema), pagination: orderSearchPaginationSchema });
export type OrderSearchResponse = z.infer<typeof orderSearchResponseSchema>;

/**
 * GET /api/researcher/dashboard (path ours; kept apart from the user's load): the unpaid invoices
 * (none for hideInvoices), the order form left unfinished and the digital documents, for the dashboard's banners.
 */
export const UNPAID_INVOICES_LISTED_MAX = 10;
export const dashboardSummarySchema = z.object({
  unpaidInvoices: z.array(z.object({ invoiceNumber: z.string(), balance: z.number().int(), formattedDate: z.string(), currency: paymentCurrencySchema })),
  /** The step to resume the open order form at, or null when there is none worth resuming. */
  orderFormInProgress: z.object({ stepName: z.string() }).nullable(),
  /**
   * How many digital editing and translation documents the user has. The portal sells no digital product
   * yet, so this is 0 for everyone; the banner pointing to them shows only above 0.
   */
  digitalDocuments: z.number().int().nonnegative(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

/** 'Awaiting Payment' when the order is completed and not paid; otherwise its status. */
export type OrderCardStatus = OrderDetails['status'] | 'awaiting-payment';
export function orderCardStatus(order: Pick<OrderCard, 'status' | 'paid' | 'freeOrder'>): OrderCardStatus {
  if (order.status === 'completed' && !order.paid && !order.freeOrder) return 'awaiting-payment';
  return order.status;
}


/** The browser route's filters; '_' stands for an empty one. */
export interface OrderSearchFilters {
  xid: string;
  orderTitle: string;
  from: string;
  to: string;
  page: number;
}
export const EMPTY_ORDER_FILTERS: OrderSearchFilters = { xid: '', orderTitle: '', from: '', to: '', page: 1 };

const segment = (value: string) => (value.trim() === '' ? '_' : encodeURIComponent(value.trim()));
const unsegment = (value: string | undefined) => {
  if (value === undefined || value === '_' || value === '') return '';
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** /researcher/index/orders/{xid}/{orderTitle}/{from}/{to}/{page}; no filters on page 1 is the dashboard itself. */
export function ordersListPath(filters: OrderSearchFilters): string {
  const empty = !filters.xid.trim() && !filters.orderTitle.trim() && !filters.from.trim() && !filters.to.trim();
  if (empty && filters.page <= 1) return '/researcher';
  return `/researcher/index/orders/${segment(filters.xid)}/${segment(filters.orderTitle)}/${segment(filters.from)}/${segment(filters.to)}/${Math.max(1, filters.page)}`;
}

/** The filters of the route's splat (`{xid}/{orderTitle}/{from}/{to}/{page}`), forgiving of missing parts. */
export function parseOrdersListPath(splat: string | undefined): OrderSearchFilters {
  const parts = (splat ?? '').split('/');
  const page = Number(parts[4]);
  return {
    xid: unsegment(parts[0]),
    orderTitle: unsegment(parts[1]),
    from: unsegment(parts[2]),
    to: unsegment(parts[3]),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string of GET /api/order/search for these filters (empty filters are left out). */
export function orderSearchParams(filters: OrderSearchFilters): string {
  const params = new URLSearchParams();
  for (const key of ['xid', 'orderTitle', 'from', 'to'] as const) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  params.set('page', String(Math.max(1, filters.page)));
  return params.toString();
}
