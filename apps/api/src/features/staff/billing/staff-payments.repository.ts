import { and, desc, asc, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../platform/db/client';
import { currencies, invoices, orders, paymentAllocations, payments, refunds, users } from '../../../platform/db/schema/all-tables';
import type { InvoiceRow, PaymentRow } from '../../../platform/db/schema/billing';
import type { CurrencyRow } from '../../../platform/db/schema/reference';
import type { UserRow } from '../../../platform/db/schema/users';

/** The payments desk's queries (issue 6 §3). Staff see every customer's rows. */
export type CustomerRow = Pick<UserRow, 'id' | 'identity' | 'email' | 'firstName' | 'lastName' | 'siteLanguage'>;

const customerColumns = {
  id: users.id,
  identity: users.identity,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  siteLanguage: users.siteLanguage,
};
const staffMembers = alias(users, 'staff_member');

/** `%`, `_` and `\` typed by staff match themselves. */
function like(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

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
    ilike(users.email, like(q)),
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

/** Locks an invoice by number for a change (bank transfer, write-off). */
export async function lockInvoice(tx: Db, invoiceNumber: string): Promise<InvoiceRow | null> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.invoiceNumber, invoiceNumber)).for('update');
  return row ?? null;
}

export async function updateInvoice(
  tx: Db,
  id: number,
  values: Partial<Pick<InvoiceRow, 'pendingWriteoff' | 'writtenOffAt' | 'balance'>>,
): Promise<InvoiceRow> {
  const [row] = await tx.update(invoices).set(values).where(eq(invoices.id, id)).returning();
  if (!row) throw new Error(`invoice ${id} vanished`);
  return row;
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
  return or(ilike(users.email, like(q)), eq(payments.publicId, q), eq(sql`upper(${payments.reference})`, upper), viaInvoice);
}

function selectPayments(db: Db) {
  return db
    .select({
      payment: payments,
      customer: customerColumns,
      currency: currencies,
      recordedBy: {
        identity: staffMembers.identity,
        firstName: staffMembers.firstName,
        lastName: staffMembers.lastName,
        email: staffMembers.email,
      },
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

export async function listRecentRefunds(db: Db, limit: number) {
  return db
    .select({
      refund: refunds,
      paymentPublicId: payments.publicId,
      customer: customerColumns,
      currency: currencies,
      staff: {
        identity: staffMembers.identity,
        firstName: staffMembers.firstName,
        lastName: staffMembers.lastName,
        email: staffMembers.email,
      },
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(users, eq(users.id, payments.userId))
    .innerJoin(currencies, eq(currencies.isoCode, refunds.currency))
    .leftJoin(staffMembers, eq(staffMembers.id, refunds.staffId))
    .orderBy(desc(refunds.id))
    .limit(limit);
}

export async function findCustomer(db: Db, userId: number): Promise<CustomerRow | null> {
  const [row] = await db.select(customerColumns).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/**
 * Inserts a staff-recorded bank transfer, succeeded. Null when the database refuses it as a duplicate:
 * the same method and bank reference recorded by staff before (partial unique index), also when two
 * requests race (the second waits for the first and then conflicts).
 */
export async function insertStaffPayment(tx: Db, values: typeof payments.$inferInsert): Promise<PaymentRow | null> {
  const [row] = await tx.insert(payments).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function setRecordedBy(tx: Db, paymentId: number, staffId: number): Promise<void> {
  await tx.update(payments).set({ recordedByStaffId: staffId }).where(eq(payments.id, paymentId));
}

export async function lockPayment(tx: Db, publicId: string): Promise<PaymentRow | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.publicId, publicId)).for('update');
  return row ?? null;
}

export async function orderOf(db: Db, orderId: number) {
  const [row] = await db
    .select({ id: orders.id, externalId: orders.externalId, paid: orders.paid, title: orders.title })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ?? null;
}
