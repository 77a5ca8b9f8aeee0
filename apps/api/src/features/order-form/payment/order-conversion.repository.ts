import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { orderForms, orderServices, orders, paymentAllocations, payments, promotionalCodeUses, services, users } from '../../../platform/db/schema/all-tables';

import type { OrderRow } from '../../../platform/db/schema/orders';
import type { UserRow } from '../../../platform/db/schema/users';
import type { PaymentRow } from '../../../platform/db/schema/billing';

/** The writes that turn an order form into an order, and the reads of how an order stands. */
export type NewOrder = typeof orders.$inferInsert;

export async function findUser(db: Db, userId: number): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return rows[0] ?? null;
}

export async function insertOrder(tx: Db, values: NewOrder): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(values).returning();
  if (!row) throw new Error('order insert returned nothing');
  return row;
}

export async function insertOrderServices(tx: Db, rows: (typeof orderServices.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(orderServices).values(rows);
}

export async function insertPromotionalCodeUse(tx: Db, promotionalCodeId: number, userId: number, orderId: number): Promise<void> {
  await tx.insert(promotionalCodeUses).values({ promotionalCodeId, userId, orderId });
}

export async function markFormConverted(tx: Db, formId: number): Promise<void> {
  await tx
    .update(orderForms)
    .set({ status: 'converted', version: sql`${orderForms.version} + 1`, updatedAt: new Date() })
    .where(eq(orderForms.id, formId));
}

export async function markOrderPaid(tx: Db, orderId: number, now: Date): Promise<void> {
  await tx.update(orders).set({ paid: true, paidAt: now }).where(and(eq(orders.id, orderId), eq(orders.paid, false)));
}

/** The order a form became (orders.orderFormId is unique). */
export async function findOrderOfForm(db: Db, userId: number, formId: number): Promise<OrderRow | null> {
  const rows = await db.select().from(orders).where(and(eq(orders.orderFormId, formId), eq(orders.userId, userId))).limit(1);
  return rows[0] ?? null;
}

/** Every payment of an order: those allocated to its invoices and those its form's submissions made. */
export async function findOrderPayments(db: Db, userId: number, invoiceIds: readonly number[], formId: number | null): Promise<PaymentRow[]> {
  const allocated = invoiceIds.length === 0 ? [] : await db.select({ id: paymentAllocations.paymentId }).from(paymentAllocations).where(inArray(paymentAllocations.invoiceId, [...invoiceIds]));
  const ids = allocated.map((row) => row.id);
  const bySubject = formId === null ? undefined : and(eq(payments.purpose, 'order-form'), sql`${payments.subject}->>'orderFormId' = ${String(formId)}`);
  const byAllocation = ids.length > 0 ? inArray(payments.id, ids) : undefined;
  const condition = bySubject && byAllocation ? or(bySubject, byAllocation) : (bySubject ?? byAllocation);
  if (!condition) return [];
  return db.select().from(payments).where(and(eq(payments.userId, userId), condition)).orderBy(asc(payments.id));
}

/** An order's services with their names, as the confirmation lists them. */
export async function findOrderLines(db: Db, orderId: number): Promise<{ name: string; quantity: number }[]> {
  return db
    .select({ name: services.name, quantity: orderServices.quantity })
    .from(orderServices)
    .innerJoin(services, eq(services.identity, orderServices.serviceIdentity))
    .where(eq(orderServices.orderId, orderId))
    .orderBy(asc(services.sortOrder));
}

