import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { countries, currencies, fapiaos, invoices, localizations, orders, paymentAllocations, payments } from '../../platform/db/schema/all-tables';
import type { FapiaoRow, InvoiceRow } from '../../platform/db/schema/billing';
import type { CurrencyRow } from '../../platform/db/schema/reference';

/**
 * The invoice list's queries. Every function that reads a customer's invoices takes the owner's id, so
 * another user's invoice is as missing as an unknown one.
 */

/** An invoice with what every screen shows next to it: its order and its currency. */
export interface InvoiceWithOrder {
  invoice: InvoiceRow;
  order: { externalId: string; status: string } | null;
  currency: CurrencyRow;
}

export interface InvoiceFilters {
  /** Balance above 0 and not pending write-off. */
  unpaidOnly: boolean;
  /** Inclusive bounds of `created_at` (the transaction date). */
  start?: Date;
  end?: Date;
  /** The exact external id of the invoice's order. */
  orderExternalId?: string;
}

function unpaid(): SQL {
  return and(gt(invoices.balance, 0), eq(invoices.pendingWriteoff, false)) as SQL;
}

function filterConditions(userId: number, filters: InvoiceFilters): SQL {
  const conditions: SQL[] = [eq(invoices.userId, userId)];
  if (filters.unpaidOnly) conditions.push(unpaid());
  if (filters.start) conditions.push(gte(invoices.createdAt, filters.start));
  if (filters.end) conditions.push(lte(invoices.createdAt, filters.end));
  if (filters.orderExternalId !== undefined) conditions.push(eq(orders.externalId, filters.orderExternalId));
  return and(...conditions) as SQL;
}

const selection = {
  invoice: invoices,
  orderExternalId: orders.externalId,
  orderStatus: orders.status,
  currency: currencies,
};

function toInvoiceWithOrder(row: { invoice: InvoiceRow; orderExternalId: string | null; orderStatus: string | null; currency: CurrencyRow }): InvoiceWithOrder {
  return {
    invoice: row.invoice,
    order: row.orderExternalId !== null && row.orderStatus !== null ? { externalId: row.orderExternalId, status: row.orderStatus } : null,
    currency: row.currency,
  };
}

/** One page of the user's invoices, newest first, and how many match in all. */
export async function findInvoicePage(db: Db, userId: number, filters: InvoiceFilters, limit: number, offset: number): Promise<{ rows: InvoiceWithOrder[]; total: number }> {
  const where = filterConditions(userId, filters);
  const [rows, totals] = await Promise.all([
    db
      .select(selection)
      .from(invoices)
      .leftJoin(orders, eq(orders.id, invoices.orderId))
      .innerJoin(currencies, eq(currencies.isoCode, invoices.currency))
      .where(where)
      .orderBy(desc(invoices.createdAt), desc(invoices.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(invoices).leftJoin(orders, eq(orders.id, invoices.orderId)).where(where),
  ]);
  return { rows: rows.map(toInvoiceWithOrder), total: Number(totals[0]?.total ?? 0) };
}

/** Every unpaid invoice of the user (the banner of the list), newest first. */
export async function findUnpaidInvoices(db: Db, userId: number): Promise<InvoiceWithOrder[]> {
  const rows = await db
    .select(selection)
    .from(invoices)
    .leftJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(currencies, eq(currencies.isoCode, invoices.currency))
    .where(and(eq(invoices.userId, userId), unpaid()))
    .orderBy(desc(invoices.createdAt), desc(invoices.id));
  return rows.map(toInvoiceWithOrder);
}

/** The user's invoices with these numbers (any kind); unknown or foreign numbers are simply absent. */
export async function findInvoicesByNumber(db: Db, userId: number, invoiceNumbers: readonly string[]): Promise<InvoiceWithOrder[]> {
  if (invoiceNumbers.length === 0) return [];
  const rows = await db
    .select(selection)
    .from(invoices)
    .leftJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(currencies, eq(currencies.isoCode, invoices.currency))
    .where(and(eq(invoices.userId, userId), inArray(invoices.invoiceNumber, [...invoiceNumbers])))
    .orderBy(asc(invoices.id));
  return rows.map(toInvoiceWithOrder);
}

export async function findInvoiceByNumber(db: Db, userId: number, invoiceNumber: string): Promise<InvoiceWithOrder | null> {
  const [row] = await findInvoicesByNumber(db, userId, [invoiceNumber]);
  return row ?? null;
}

/** The user's invoices with these receipt codes (payoff forms carry receipt codes, not numbers). */
export async function findInvoicesByReceiptCode(db: Db, userId: number, receiptCodes: readonly string[]): Promise<InvoiceWithOrder[]> {
  if (receiptCodes.length === 0) return [];
  const rows = await db
    .select(selection)
    .from(invoices)
    .leftJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(currencies, eq(currencies.isoCode, invoices.currency))
    .where(and(eq(invoices.userId, userId), inArray(invoices.receiptCode, [...receiptCodes])))
    .orderBy(asc(invoices.id));
  return rows.map(toInvoiceWithOrder);
}

export interface InvoicePaymentRow {
  invoiceId: number;
  publicId: string;
  amount: number;
  methodId: number;
  reference: string | null;
  settledAt: Date | null;
  createdAt: Date;
}

/** The succeeded payments applied to these invoices, with the part of each that went to the invoice. */
export async function findSettledPayments(db: Db, invoiceIds: readonly number[]): Promise<InvoicePaymentRow[]> {
  if (invoiceIds.length === 0) return [];
  return db
    .select({
      invoiceId: paymentAllocations.invoiceId,
      publicId: payments.publicId,
      amount: paymentAllocations.amount,
      methodId: payments.methodId,
      reference: payments.reference,
      settledAt: payments.settledAt,
      createdAt: payments.createdAt,
    })
    .from(paymentAllocations)
    .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
    .where(and(inArray(paymentAllocations.invoiceId, [...invoiceIds]), eq(payments.status, 'succeeded')))
    .orderBy(asc(payments.settledAt), asc(payments.id));
}

/** Invoice id → the voucher URL of a boleto still awaiting payment for it. */
export async function findPendingBoletoUrls(db: Db, invoiceIds: readonly number[]): Promise<Map<number, string>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await db
    .select({ invoiceId: paymentAllocations.invoiceId, boletoUrl: payments.boletoUrl })
    .from(paymentAllocations)
    .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
    .where(and(inArray(paymentAllocations.invoiceId, [...invoiceIds]), eq(payments.status, 'pending'), isNotNull(payments.boletoUrl)))
    .orderBy(asc(payments.id));
  return new Map(rows.flatMap((row) => (row.boletoUrl ? [[row.invoiceId, row.boletoUrl] as const] : [])));
}

export interface InvoiceFapiaoRow {
  /** The latest fapiao that is not cancelled. */
  fapiao: FapiaoRow;
  paymentSettledAt: Date | null;
}

export interface InvoiceFapiaos {
  latest: InvoiceFapiaoRow | null;
  /** Every fapiao requested for the invoice, cancelled ones too. */
  statuses: FapiaoRow['status'][];
}

/** Invoice id → its fapiaos: the latest one that is not cancelled, and the statuses of all. */
export async function findInvoiceFapiaos(db: Db, invoiceIds: readonly number[]): Promise<Map<number, InvoiceFapiaos>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await db
    .select({ fapiao: fapiaos, paymentSettledAt: payments.settledAt })
    .from(fapiaos)
    .leftJoin(payments, eq(payments.id, fapiaos.paymentId))
    .where(inArray(fapiaos.invoiceId, [...invoiceIds]))
    .orderBy(asc(fapiaos.createdAt), asc(fapiaos.id));
  const byInvoice = new Map<number, InvoiceFapiaos>();
  for (const row of rows) {
    const entry = byInvoice.get(row.fapiao.invoiceId) ?? { latest: null, statuses: [] };
    entry.statuses.push(row.fapiao.status);
    if (row.fapiao.status !== 'cancelled') entry.latest = row;
    byInvoice.set(row.fapiao.invoiceId, entry);
  }
  return byInvoice;
}

export interface LocalizationRow {
  identity: string;
  companyName: string;
  allowsFapiaoProcessingAfterPayment: boolean;
  secureSite: string;
}

export async function findLocalizations(db: Db): Promise<Map<string, LocalizationRow>> {
  const rows = await db
    .select({
      identity: localizations.identity,
      companyName: localizations.companyName,
      allowsFapiaoProcessingAfterPayment: localizations.allowsFapiaoProcessingAfterPayment,
      secureSite: localizations.secureSite,
    })
    .from(localizations);
  return new Map(rows.map((row) => [row.identity, row]));
}

export async function findCountryIso2(db: Db, countryId: number | null): Promise<string | null> {
  if (countryId === null) return null;
  const [row] = await db.select({ iso2: countries.iso2 }).from(countries).where(eq(countries.id, countryId)).limit(1);
  return row?.iso2 ?? null;
}
