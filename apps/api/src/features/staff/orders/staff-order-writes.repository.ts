import { and, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { currencies, invoices, orderDeliverables, orderFormFiles, orderNotes, paymentAllocations, payments, refunds } from '../../../platform/db/schema/all-tables';
import type { OrderDeliverableRow } from '../../../platform/db/schema/staff';


export async function countActiveDeliverables(db: Db, orderId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(orderDeliverables)
    .where(and(eq(orderDeliverables.orderId, orderId), isNull(orderDeliverables.removedAt)));
  return row?.total ?? 0;
}

export async function insertNote(tx: Db, values: typeof orderNotes.$inferInsert) {
  const [note] = await tx.insert(orderNotes).values(values).returning();
  if (!note) throw new Error('note insert returned nothing');
  return note;
}

export async function insertDeliverable(tx: Db, values: typeof orderDeliverables.$inferInsert): Promise<OrderDeliverableRow> {
  const [row] = await tx.insert(orderDeliverables).values(values).returning();
  if (!row) throw new Error('deliverable insert returned nothing');
  return row;
}

export async function markDeliverableRemoved(tx: Db, id: number, at: Date): Promise<void> {
  await tx.update(orderDeliverables).set({ removedAt: at }).where(eq(orderDeliverables.id, id));
}

export async function findCustomerFile(db: Db, publicId: string) {
  const [row] = await db.select().from(orderFormFiles).where(eq(orderFormFiles.publicId, publicId));
  return row ?? null;
}

/** Writes off what is still owed on the order's invoices (a cancelled order owes nothing); returns them. */
export async function writeOffOpenInvoices(tx: Db, orderId: number, at: Date) {
  const open = await tx
    .select({ id: invoices.id, invoiceNumber: invoices.invoiceNumber, balance: invoices.balance })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), gt(invoices.balance, 0)))
    .for('update');
  if (open.length === 0) return [];
  await tx
    .update(invoices)
    .set({ balance: 0, writtenOffAt: at, pendingWriteoff: false })
    .where(inArray(invoices.id, open.map((invoice) => invoice.id)));
  return open;
}

/**
 * The succeeded payments that paid the order's invoices and what of each may still go back: what the
 * payment allocated to this order, less what has been refunded on it already (never more than is left
 * of the payment, which may also have paid other invoices).
 */
export async function refundablePayments(db: Db, orderId: number) {
  const rows = await db
    .select({
      publicId: payments.publicId,
      methodId: payments.methodId,
      gateway: payments.gateway,
      gatewayTransactionId: payments.gatewayTransactionId,
      amount: payments.amount,
      currency: payments.currency,
      allocated: sql<string>`sum(${paymentAllocations.amount})`,
      refunded: sql<string>`coalesce((select sum(${refunds.amount}) from ${refunds} where ${refunds.paymentId} = ${payments.id}), 0)`,
    })
    .from(payments)
    .innerJoin(paymentAllocations, eq(paymentAllocations.paymentId, payments.id))
    .innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
    .where(and(eq(invoices.orderId, orderId), eq(payments.status, 'succeeded')))
    .groupBy(payments.id)
    .orderBy(payments.id);
  return rows
    .map((row) => ({ ...row, toRefund: Math.min(Number(row.allocated), row.amount - Number(row.refunded)) }))
    .filter((row) => row.toRefund > 0);
}

export async function currencyRow(db: Db, isoCode: string) {
  const [row] = await db.select().from(currencies).where(eq(currencies.isoCode, isoCode));
  if (!row) throw new Error(`unknown currency ${isoCode}`);
  return row;
}
