import { and, asc, count, desc, eq, gt, gte, ilike, inArray, isNotNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { certificates, currencies, invoices, orderForms, orders, paymentAllocations, payments } from '../../platform/db/schema/all-tables';
import type { CertificateRow, OrderRow } from './orders.repository';

/**
 * The dashboard's reads: one page of the owner's orders and its count (both on orders_user_created_idx),
 * then what the page's cards show, batched for the whole page (no query per order).
 */
export interface OrderSearchFilters {
  xid?: string;
  orderTitle?: string;
  start?: Date;
  end?: Date;
}

/** `%` and `_` typed by the user are literal characters, not wildcards. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function searchConditions(userId: number, filters: OrderSearchFilters): SQL {
  const conditions: SQL[] = [eq(orders.userId, userId)];
  if (filters.xid) conditions.push(sql`lower(${orders.externalId}) = lower(${filters.xid})`);
  if (filters.orderTitle) conditions.push(ilike(orders.title, `%${likeLiteral(filters.orderTitle)}%`));
  if (filters.start) conditions.push(gte(orders.createdAt, filters.start));
  if (filters.end) conditions.push(lte(orders.createdAt, filters.end));
  return and(...conditions) as SQL;
}

export async function findOrderPage(db: Db, userId: number, filters: OrderSearchFilters, limit: number, offset: number): Promise<{ rows: OrderRow[]; total: number }> {
  const where = searchConditions(userId, filters);
  const [rows, totals] = await Promise.all([
    db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

export { findPageServiceLines, type PageServiceLine } from './orders.repository';

export async function findPageCertificates(db: Db, orderIds: readonly number[]): Promise<CertificateRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(certificates).where(inArray(certificates.orderId, [...orderIds]));
}

export interface PageInvoice {
  orderId: number;
  invoiceNumber: string;
  receiptCode: string;
  kind: string;
}

export async function findPageInvoices(db: Db, userId: number, orderIds: readonly number[]): Promise<PageInvoice[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({ orderId: invoices.orderId, invoiceNumber: invoices.invoiceNumber, receiptCode: invoices.receiptCode, kind: invoices.kind })
    .from(invoices)
    .where(and(eq(invoices.userId, userId), inArray(invoices.orderId, [...orderIds])))
    .orderBy(asc(invoices.id));
  return rows.flatMap((row) => (row.orderId === null ? [] : [{ ...row, orderId: row.orderId }]));
}

/**
 * Pending boletos of the page's unpaid orders (the same two ways as the details page: allocated to one
 * of the order's invoices, or made by the payment step of the order's form), as (orderId, url).
 */
export async function findPageBoletos(db: Db, userId: number, unpaid: readonly { id: number; orderFormId: number | null }[]): Promise<{ orderId: number; boletoUrl: string }[]> {
  if (unpaid.length === 0) return [];
  const pending = and(eq(payments.userId, userId), eq(payments.status, 'pending'), isNotNull(payments.boletoUrl));
  const orderIds = unpaid.map((order) => order.id);
  const formToOrder = new Map(unpaid.flatMap((order) => (order.orderFormId === null ? [] : [[String(order.orderFormId), order.id] as const])));
  const [allocated, bySubject] = await Promise.all([
    db
      .selectDistinct({ orderId: invoices.orderId, paymentId: payments.id, boletoUrl: payments.boletoUrl })
      .from(payments)
      .innerJoin(paymentAllocations, eq(paymentAllocations.paymentId, payments.id))
      .innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
      .where(and(pending, inArray(invoices.orderId, orderIds)))
      .orderBy(asc(payments.id)),
    formToOrder.size === 0
      ? Promise.resolve([])
      : db
          .select({ formId: sql<string>`${payments.subject}->>'orderFormId'`, paymentId: payments.id, boletoUrl: payments.boletoUrl })
          .from(payments)
          .where(and(pending, eq(payments.purpose, 'order-form'), inArray(sql`${payments.subject}->>'orderFormId'`, [...formToOrder.keys()])))
          .orderBy(asc(payments.id)),
  ]);
  const seen = new Set<string>();
  const result: { orderId: number; boletoUrl: string }[] = [];
  const add = (orderId: number | null | undefined, paymentId: number, boletoUrl: string | null) => {
    const key = `${orderId}:${paymentId}`;
    if (orderId == null || !boletoUrl || seen.has(key)) return;
    seen.add(key);
    result.push({ orderId, boletoUrl });
  };
  for (const row of allocated) add(row.orderId, row.paymentId, row.boletoUrl);
  for (const row of bySubject) add(formToOrder.get(row.formId), row.paymentId, row.boletoUrl);
  return result;
}

/** The user's payable invoices (balance above 0, no write-off under way), newest first, with their currency. */
export async function findUnpaidInvoiceRows(db: Db, userId: number) {
  return db
    .select({ invoiceNumber: invoices.invoiceNumber, balance: invoices.balance, createdAt: invoices.createdAt, currency: currencies })
    .from(invoices)
    .innerJoin(currencies, eq(currencies.isoCode, invoices.currency))
    .where(and(eq(invoices.userId, userId), gt(invoices.balance, 0), eq(invoices.pendingWriteoff, false)))
    .orderBy(desc(invoices.createdAt), desc(invoices.id));
}

/** The user's latest open order form that got past its first step (an empty new form is not "unfinished"). */
export async function findOpenOrderForm(db: Db, userId: number): Promise<{ stepName: string } | null> {
  const rows = await db
    .select({ stepName: orderForms.stepName })
    .from(orderForms)
    .where(and(eq(orderForms.userId, userId), eq(orderForms.status, 'open'), or(ne(orderForms.stepName, 'get-started'), isNotNull(orderForms.projectTitle))))
    .orderBy(desc(orderForms.updatedAt))
    .limit(1);
  return rows[0] ?? null;
}
