import { US_DATE_PATTERN, type Invoice, type InvoiceLoadResponse } from '@marginalia/contracts/payments/invoices.contract';
import type { Fapiao } from '@marginalia/contracts/payments/fapiao.contract';

/**
 * The invoice list's rules, as plain functions so they are tested without
 * a browser. The page components only render what these decide.
 */

/** Which list the path shows: /researcher/invoices/unpaid, else the history. */
export type InvoiceListStatus = 'unpaid' | 'all';

/** What the area shows for the rest of the path after invoices/ (matched without <Routes>). */
export type InvoicesRoute =
  | { kind: 'list'; status: InvoiceListStatus }
  | { kind: 'pay'; invoiceNumbers: string[] }
  | { kind: 'landing'; success: boolean }
  | { kind: 'fapiao'; invoiceNumber: string };

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

export function resolveInvoicesRoute(rest: string): InvoicesRoute {
  const parts = rest.split('/').filter((part) => part !== '');
  const [first, second] = parts;
  if (parts.length === 2 && first === 'pay' && second) {
    const invoiceNumbers = second
      .split(',')
      .map((number) => decode(number).trim())
      .filter((number) => number !== '');
    return invoiceNumbers.length > 0 ? { kind: 'pay', invoiceNumbers } : { kind: 'list', status: 'unpaid' };
  }
  if (parts.length === 2 && first === 'unpaid' && second) return { kind: 'landing', success: second === 'success' };
  if (parts.length === 2 && first && second === 'fapiao') return { kind: 'fapiao', invoiceNumber: decode(first) };
  return { kind: 'list', status: first === 'unpaid' ? 'unpaid' : 'all' };
}

/** Balance above 0 and not being written off. */
export function isPayable(invoice: Pick<Invoice, 'balance' | 'pendingWriteoff'>): boolean {
  return invoice.balance > 0 && !invoice.pendingWriteoff;
}

/** US retainer (prepayment) invoices: RET000001US. */
export function isUsRetainerInvoice(invoiceNumber: string): boolean {
  return /^RET.*US$/.test(invoiceNumber);
}

export type FapiaoCell =
  | { kind: 'consult-support' }
  | { kind: 'not-applicable' }
  | { kind: 'fapiao'; fapiao: Fapiao }
  | { kind: 'create' };

/**
 * The fapiao column of one invoice: an invoice of another localization than the user's
 * → 'consult support'; a US retainer invoice → '--'; its fapiao's status; a Create fapiao link when one
 * may be requested (the server says so: paid, and none yet); '--' otherwise.
 */
export function fapiaoCell(invoice: Pick<Invoice, 'invoiceNumber' | 'localization' | 'fapiao' | 'fapiaoRequestable'>, currentLocalization: string): FapiaoCell {
  if (invoice.localization !== currentLocalization) return { kind: 'consult-support' };
  if (isUsRetainerInvoice(invoice.invoiceNumber)) return { kind: 'not-applicable' };
  if (invoice.fapiao) return { kind: 'fapiao', fapiao: invoice.fapiao };
  if (invoice.fapiaoRequestable) return { kind: 'create' };
  return { kind: 'not-applicable' };
}

/** The fapiao column shows only where the user's localization processes fapiao after payment. */
export function showsFapiaoColumn(response: Pick<InvoiceLoadResponse, 'currentLocalization'>): boolean {
  return response.currentLocalization.allowsFapiaoProcessingAfterPayment;
}

export interface InvoiceFilters {
  from: string;
  to: string;
  orderNumber: string;
}

export const NO_FILTERS: InvoiceFilters = { from: '', to: '', orderNumber: '' };

/** Field → message key of a filter the server would refuse (dates are month/day/year). */
export function filterProblems(filters: InvoiceFilters): Partial<Record<keyof InvoiceFilters, string>> {
  const problems: Partial<Record<keyof InvoiceFilters, string>> = {};
  if (filters.from.trim() !== '' && !US_DATE_PATTERN.test(filters.from.trim())) problems.from = 'date-invalid';
  if (filters.to.trim() !== '' && !US_DATE_PATTERN.test(filters.to.trim())) problems.to = 'date-invalid';
  return problems;
}

/** The list's state kept in the address (?from=&to=&orderNumber=&page=), so reloads and Back keep it. */
export function readListSearch(search: URLSearchParams): { filters: InvoiceFilters; page: number } {
  const page = Number(search.get('page') ?? '0');
  return {
    filters: { from: search.get('from') ?? '', to: search.get('to') ?? '', orderNumber: search.get('orderNumber') ?? '' },
    page: Number.isInteger(page) && page >= 0 ? page : 0,
  };
}

export function writeListSearch(filters: InvoiceFilters, page: number): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.from.trim()) search.set('from', filters.from.trim());
  if (filters.to.trim()) search.set('to', filters.to.trim());
  if (filters.orderNumber.trim()) search.set('orderNumber', filters.orderNumber.trim());
  if (page > 0) search.set('page', String(page));
  return search;
}

/** The query of GET /api/invoice/load for the list's state. */
export function listQuery(status: InvoiceListStatus, filters: InvoiceFilters, page: number): Record<string, string | number | undefined> {
  return {
    status: status === 'unpaid' ? 'unpaid' : undefined,
    from: filters.from.trim() || undefined,
    to: filters.to.trim() || undefined,
    orderNumber: filters.orderNumber.trim() || undefined,
    page,
  };
}

/** The pager appears only with 10 or more invoices. */
export function showsPager(total: number, pagerFrom: number): boolean {
  return total >= pagerFrom;
}

/** Adds or removes one invoice number of the selection, keeping the order of selection. */
export function toggleSelection(selection: readonly string[], invoiceNumber: string, selected: boolean): string[] {
  const without = selection.filter((number) => number !== invoiceNumber);
  return selected ? [...without, invoiceNumber] : without;
}
