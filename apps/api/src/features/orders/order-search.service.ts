import { isKnownTimeZone } from '@marginalia/contracts/order-form/pricing/zoned-time';
import { formatDate, parseMonthDayYear, type InstantRange } from '@marginalia/contracts/formatting/dates';
import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import type { OrderDetails } from '@marginalia/contracts/orders/order-details.contract';
import {
  isIsoDay,
  ORDER_SEARCH_PAGE_SIZE,
  type DashboardSummary,
  type OrderCard,
  type OrderSearchQuery,
  type OrderSearchResponse,
} from '@marginalia/contracts/orders/order-search.contract';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors/app-error';

import { orderDetailsView } from './order-view.service';
import { findOpenOrderForm, findOrderPage, findUnpaidInvoiceRows } from './order-search.repository';
import type { ReeditSettings } from './reedit-settings';
import type { UserRow } from '../../platform/db/schema/users';

/** A stored zone Intl does not know would make every date throw; UTC keeps the search usable. */
function safeTimeZone(timeZone: string): string {
  return isKnownTimeZone(timeZone) ? timeZone : 'UTC';
}

/**
 * A day's instants in a zone, remembered: Intl's formatToParts makes each one cost about 0.1 ms, and
 * paging through a search asks for the same days again. Bounded; emptied when full.
 */
const DAYS_REMEMBERED = 1000;
const dayRanges = new Map<string, { start: Date; end: Date } | null>();

function dayInZone(text: string, timeZone: string): { start: Date; end: Date } | null {
  const key = `${timeZone} ${text}`;
  const known = dayRanges.get(key);
  if (known !== undefined) return known;
  const [year, month, date] = isIsoDay(text) ? text.split('-') : [];
  const range = year ? parseMonthDayYear(`${month}/${date}/${year}`, timeZone) : null;
  const value = range ? { start: range.start, end: range.end } : null;
  if (dayRanges.size >= DAYS_REMEMBERED) dayRanges.clear();
  dayRanges.set(key, value);
  return value;
}

/** `YYYY-MM-DD` days in the user's zone as instants (both inclusive), or 400 'order-search-date-invalid' on the wrong field. */
export function searchRange(from: string | undefined, to: string | undefined, timeZone: string): InstantRange {
  const day = (text: string | undefined) => (text ? dayInZone(text, timeZone) : undefined);
  const fromDay = day(from);
  const toDay = day(to);
  const fields: Record<string, string> = {};
  if (fromDay === null) fields.from = 'order-search-date-invalid';
  if (toDay === null) fields.to = 'order-search-date-invalid';
  if (fromDay && toDay && fromDay.start.getTime() > toDay.end.getTime()) fields.to = 'order-search-date-invalid';
  if (Object.keys(fields).length > 0) throw new AppError(400, 'order-search-date-invalid', {}, fields);
  // Copies: the remembered instants stay as they were, whatever a caller does with these.
  return { ...(fromDay ? { start: new Date(fromDay.start) } : {}), ...(toDay ? { end: new Date(toDay.end) } : {}) };
}

/** The details page's Order is only partly needed; these stand in for what a card never shows. */
const UNUSED_CURRENCY: OrderDetails['currency'] = { isoCode: 'USD', shortName: 'USD', sign: '$', numDecimals: 2 };

/** The card's part of the details page's Order: the same rules (order-view.service.ts), picked. */
export function toOrderCard(order: OrderDetails): OrderCard {
  return {
    externalId: order.externalId,
    title: order.title,
    status: order.status,
    createdAt: order.createdAt,
    deadline: order.deadline,
    completedAt: order.completedAt,
    completed: order.completed,
    inProgress: order.inProgress,
    paid: order.paid,
    freeOrder: order.freeOrder,
    services: order.services,
    downloadAvailable: order.downloadAvailable,
    touchUpAvailable: order.touchUpAvailable,
    reeditAvailable: order.reeditAvailable,
    containsActiveService: order.containsActiveService,
    scientificReworkEligible: order.scientificReworkEligible,
    certificate: order.certificate,
    certificateReady: order.certificateReady,
    pendingPayments: order.pendingPayments,
    receiptCode: order.receiptCode,
    invoiceNumber: order.invoiceNumber,
  };
}

/** The parts of the re-edit context every card of every search shares. */
export type SearchReeditContext = ReeditSettings;

/** GET /api/order/search: the owner's orders, newest first, ten a page (1-based), as order cards. */
export async function searchOrders(
  db: Db,
  user: UserRow,
  query: OrderSearchQuery,
  reedit: SearchReeditContext,
): Promise<OrderSearchResponse> {
  const range = searchRange(query.from, query.to, safeTimeZone(user.timeZone));
  const filters = { ...range, ...(query.xid ? { xid: query.xid } : {}), ...(query.orderTitle ? { orderTitle: query.orderTitle } : {}) };
  const page = await findOrderPage(db, user.id, filters, ORDER_SEARCH_PAGE_SIZE, (query.page - 1) * ORDER_SEARCH_PAGE_SIZE);
  const orders = page.rows.map((row) =>
    toOrderCard(
      orderDetailsView(row.order, {
        overrideDownloadAvailable: user.overrideDownloadAvailable,
        lines: row.lines,
        currency: UNUSED_CURRENCY,
        customerGoal: { name: row.order.customerGoal, requiresWordCount: true },
        invoices: row.invoices,
        boletoUrls: row.boletoUrls,
        form: row.form,
        files: [],
        certificate: row.certificate,
        reedit: { ...reedit, reworkRequested: row.reworkRequested },
      }),
    ),
  );
  const pages = Math.max(1, Math.ceil(page.total / ORDER_SEARCH_PAGE_SIZE));
  return {
    orders,
    pagination: {
      current: query.page,
      previous: query.page > 1 ? Math.min(query.page - 1, pages) : null,
      next: query.page < pages ? query.page + 1 : null,
      total: page.total,
      pages,
      pageSize: ORDER_SEARCH_PAGE_SIZE,
    },
  };
}

/** GET /api/researcher/dashboard: the banners' data. hideInvoices hides every unpaid invoice. */
export async function dashboardSummary(db: Db, user: UserRow, language: SiteLanguage): Promise<DashboardSummary> {
  const timeZone = safeTimeZone(user.timeZone);
  const [unpaid, form] = await Promise.all([user.hideInvoices ? Promise.resolve([]) : findUnpaidInvoiceRows(db, user.id), findOpenOrderForm(db, user.id)]);
  return {
    unpaidInvoices: unpaid.map((row) => ({
      invoiceNumber: row.invoiceNumber,
      balance: row.balance,
      formattedDate: formatDate(row.createdAt, timeZone, language),
      currency: { isoCode: row.currency.isoCode, shortName: row.currency.shortName, sign: row.currency.sign, numDecimals: row.currency.numDecimals },
    })),
    orderFormInProgress: form,
    // No digital editing or translation product exists yet, so nobody has such documents. When one
    // exists, count the user's documents here; the dashboard's banner follows this number.
    digitalDocuments: 0,
  };
}
