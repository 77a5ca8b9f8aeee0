import { formatDate, invoiceDateRange, parseMonthDayYear, type InstantRange } from '@marginalia/contracts/formatting/dates';
import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { INVOICE_PAGE_SIZE, type InvoiceLoadResponse, type InvoiceQuery } from '@marginalia/contracts/payments/invoices.contract';
import { availablePaymentMethods } from '@marginalia/contracts/payments/payment-methods';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors/app-error';

import { findCountryIso2, findInvoicePage, findLocalizations, findUnpaidInvoices, type InvoiceFilters } from './invoices.repository';
import { currencyView, invoiceView, loadInvoiceDetails, type InvoiceViewContext } from './invoice-view';
import type { UserRow } from '../../platform/db/schema/users';

/**
 * The invoice list: filters by status, dates (month/day/year, inclusive
 * by day in the user's time zone) and exact order number; zero-based pages of 10, newest first.
 */
export async function viewContext(db: Db, user: UserRow, language: SiteLanguage, now: Date): Promise<InvoiceViewContext> {
  return { timeZone: safeTimeZone(user.timeZone), language, userLocalization: user.localization, localizations: await findLocalizations(db), now };
}

/** A stored zone Intl does not know would make every date throw; UTC keeps the list readable. */
export function safeTimeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** The filter dates as instants, or 422 'date-invalid' on the field that is wrong (From after To: on To). */
export function filterRange(from: string | undefined, to: string | undefined, timeZone: string): InstantRange {
  const range = invoiceDateRange(from, to, timeZone);
  if (range) return range;
  const fields: Record<string, string> = {};
  if (from?.trim() && !parseMonthDayYear(from, timeZone)) fields.from = 'date-invalid';
  if (to?.trim() && !parseMonthDayYear(to, timeZone)) fields.to = 'date-invalid';
  if (Object.keys(fields).length === 0) fields.to = 'date-invalid';
  throw new AppError(422, 'date-invalid', {}, fields);
}

function emptyPage(page: number): InvoiceLoadResponse['pagination'] {
  return { current: page, previous: page > 0 ? page - 1 : null, next: null, total: 0, pageSize: INVOICE_PAGE_SIZE };
}

export async function loadInvoices(db: Db, user: UserRow, query: InvoiceQuery, language: SiteLanguage, now: Date = new Date()): Promise<InvoiceLoadResponse> {
  const context = await viewContext(db, user, language, now);
  const range = filterRange(query.from, query.to, context.timeZone);
  const localization = context.localizations.get(user.localization);
  const countryIso2 = await findCountryIso2(db, user.countryId);
  const base = {
    paymentMethods: availablePaymentMethods({ context: 'payoff', countryId: user.countryId, countryIso2, localization: user.localization }),
    currentLocalization: { identity: user.localization, allowsFapiaoProcessingAfterPayment: localization?.allowsFapiaoProcessingAfterPayment ?? false },
  };
  // Users with hideInvoices see no invoices (nor payment links).
  if (user.hideInvoices) return { ...base, invoices: [], unpaidInvoices: [], pagination: emptyPage(query.page) };

  const orderNumber = query.orderNumber?.trim();
  const filters: InvoiceFilters = {
    unpaidOnly: query.status === 'unpaid',
    ...range,
    ...(orderNumber ? { orderExternalId: orderNumber } : {}),
  };
  const [page, unpaid] = await Promise.all([
    findInvoicePage(db, user.id, filters, INVOICE_PAGE_SIZE, query.page * INVOICE_PAGE_SIZE),
    findUnpaidInvoices(db, user.id),
  ]);
  const details = await loadInvoiceDetails(db, page.rows.map((row) => row.invoice.id));
  return {
    ...base,
    invoices: page.rows.map((row) => invoiceView(row, details, context)),
    pagination: {
      current: query.page,
      previous: query.page > 0 ? query.page - 1 : null,
      next: (query.page + 1) * INVOICE_PAGE_SIZE < page.total ? query.page + 1 : null,
      total: page.total,
      pageSize: INVOICE_PAGE_SIZE,
    },
    unpaidInvoices: unpaid.map((row) => ({
      invoiceNumber: row.invoice.invoiceNumber,
      balance: row.invoice.balance,
      formattedDate: formatDate(row.invoice.createdAt, context.timeZone, language),
      currency: currencyView(row.currency),
    })),
  };
}
