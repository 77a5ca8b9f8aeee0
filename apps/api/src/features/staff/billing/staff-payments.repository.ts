import { and, asc, desc, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { currencies, invoices, orders, paymentAllocations, payments, refunds, users } from '../../../platform/db/schema/all-tables';
import type { PaymentRow } from '../../../platform/db/schema/billing';
import type { CurrencyRow } from '../../../platform/db/schema/reference';
import { containsPattern, customerColumns, staffMemberColumns, staffMembers, type CustomerRow } from './staff-billing-columns';

/** The payments desk's payment queries: pending and settled payments, what they paid, what was refunded. */
export interface PaymentListing {
  payment: PaymentRow;
  customer: CustomerRow;
  currency: CurrencyRow;
  recordedBy: { identity: string; firstName: string; lastName: string; email: string } | null;
}

function paymentSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const upper = q.toUpperCase();
  const viaInvoice = sql`exists (select 1 from ${paymentAllocations} pa join ${invoices} i on i.id = pa.invoice_id left join ${orders} o on o.id = i.order_id
    where pa.payment_id = ${payments.id} and (upper(i.invoice_number) = ${upper} or upper(o.external_id) = ${upper}))`;
  return or(ilike(users.email, containsPattern(q)), eq(payments.publicId, q), eq(sql`upper(${payments.reference})`, upper), viaInvoice);
}

function selectPayments(db: Db) {
  return db
    .select({
      payment: payments,
      customer: customerColumns,
      currency: currencies,
      recordedBy: staffMemberColumns,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .innerJoin(currencies, eq(currencies.isoCode, payments.currency))
    .leftJoin(staffMembers, eq(staffMembers.id, payments.recordedByStaffId));
}

export async function listPendingPayments(db: Db, q: string | undefined, limit: number): Promise<PaymentListing[]> {
  const rows = await selectPayments(db)
    .where(and(eq(payments.status, 'pending'), paymentSearch(q)))
    .orderBy(asc(payments.createdAt))
    .limit(limit);
  return rows;
}

/** Money that came in (succeeded or refunded payments of more than zero), newest first. */
export async function listSettledPayments(
  db: Db,
  q: string | undefined,
  page: number,
  pageSize: number,
): Promise<{ rows: PaymentListing[]; total: number }> {
  const where = and(inArray(payments.status, ['succeeded', 'refunded']), gt(payments.amount, 0), paymentSearch(q));
  const [rows, [count]] = await Promise.all([
    selectPayments(db)
      .where(where)
      .orderBy(desc(payments.settledAt), desc(payments.id))
      .limit(pageSize)
      .offset(page * pageSize),
    db
      .select({ total: sql<string>`count(*)` })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .where(where),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

export async function findPayment(db: Db, publicId: string): Promise<PaymentListing | null> {
  const [row] = await selectPayments(db).where(eq(payments.publicId, publicId));
  return row ?? null;
}

export async function invoiceNumbersOf(db: Db, paymentIds: readonly number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  if (paymentIds.length === 0) return map;
  const rows = await db
    .select({ paymentId: paymentAllocations.paymentId, invoiceNumber: invoices.invoiceNumber })
    .from(paymentAllocations)
    .innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
    .where(inArray(paymentAllocations.paymentId, [...paymentIds]))
    .orderBy(asc(invoices.id));
  for (const row of rows) map.set(row.paymentId, [...(map.get(row.paymentId) ?? []), row.invoiceNumber]);
  return map;
}

export async function refundedAmounts(db: Db, paymentIds: readonly number[]): Promise<Map<number, number>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await db
    .select({ paymentId: refunds.paymentId, total: sql<string>`sum(${refunds.amount})` })
    .from(refunds)
    .where(inArray(refunds.paymentId, [...paymentIds]))
    .groupBy(refunds.paymentId);
  return new Map(rows.map((row) => [row.paymentId, Number(row.total)]));
}

export async function orderOf(db: Db, orderId: number) {
  const [row] = await db
    .select({ id: orders.id, externalId: orders.externalId, paid: orders.paid, title: orders.title })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ?? null;
}
