import { and, asc, desc, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { currencies, invoices, orders, paymentAllocations, payments, users } from '../../../platform/db/schema/all-tables';
import type { InvoiceRow } from '../../../platform/db/schema/billing';
import type { CurrencyRow } from '../../../platform/db/schema/reference';
import { containsPattern, customerColumns, type CustomerRow } from './staff-billing-columns';

/** The payments desk's invoice queries: what is owed, what is being written off, what a pending payment reserves. */
export interface InvoiceListing {
  invoice: InvoiceRow;
  customer: CustomerRow;
  orderExternalId: string | null;
  currency: CurrencyRow;
}

function invoiceSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  return or(
    eq(sql`upper(${invoices.invoiceNumber})`, q.toUpperCase()),
    eq(sql`upper(${orders.externalId})`, q.toUpperCase()),
    ilike(users.email, containsPattern(q)),
  );
}

function selectInvoices(db: Db) {
  return db
    .select({ invoice: invoices, customer: customerColumns, orderExternalId: orders.externalId, currency: currencies })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .innerJoin(currencies, eq(currencies.isoCode, invoices.currency))
    .leftJoin(orders, eq(orders.id, invoices.orderId));
}

/** Invoices with a balance and no write-off under way, oldest first (they have waited longest). */
export async function listUnpaidInvoices(
  db: Db,
  q: string | undefined,
  page: number,
  pageSize: number,
): Promise<{ rows: InvoiceListing[]; total: number }> {
  const where = and(gt(invoices.balance, 0), eq(invoices.pendingWriteoff, false), invoiceSearch(q));
  const [rows, [count]] = await Promise.all([
    selectInvoices(db)
      .where(where)
      .orderBy(asc(invoices.createdAt), asc(invoices.id))
      .limit(pageSize)
      .offset(page * pageSize),
    db
      .select({ total: sql<string>`count(*)` })
      .from(invoices)
      .innerJoin(users, eq(users.id, invoices.userId))
      .leftJoin(orders, eq(orders.id, invoices.orderId))
      .where(where),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

export async function listPendingWriteOffs(db: Db, q: string | undefined, limit: number): Promise<InvoiceListing[]> {
  return selectInvoices(db)
    .where(and(eq(invoices.pendingWriteoff, true), invoiceSearch(q)))
    .orderBy(asc(invoices.createdAt))
    .limit(limit);
}

export async function findInvoiceListing(db: Db, invoiceNumber: string): Promise<InvoiceListing | null> {
  const [row] = await selectInvoices(db).where(eq(invoices.invoiceNumber, invoiceNumber));
  return row ?? null;
}

/** The pending payments reserving these invoices (invoice id → payment public id and method). */
export async function pendingPaymentsOf(
  db: Db,
  invoiceIds: readonly number[],
): Promise<Map<number, { publicId: string; methodId: number }>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await db
    .select({ invoiceId: paymentAllocations.invoiceId, publicId: payments.publicId, methodId: payments.methodId })
    .from(paymentAllocations)
    .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
    .where(and(inArray(paymentAllocations.invoiceId, [...invoiceIds]), eq(payments.status, 'pending')))
    .orderBy(desc(payments.id));
  const map = new Map<number, { publicId: string; methodId: number }>();
  for (const row of rows) if (!map.has(row.invoiceId)) map.set(row.invoiceId, { publicId: row.publicId, methodId: row.methodId });
  return map;
}
