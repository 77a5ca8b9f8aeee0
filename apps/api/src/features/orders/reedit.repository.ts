import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { holidays, orderFormFiles, orderForms, orderFormServices, orderServices, orders, serviceOptions } from '../../platform/db/schema/all-tables';
import type { OrderFormRow } from '../../platform/db/schema/order-forms';
import type { OrderRow } from '../../platform/db/schema/orders';

/**
 * The writes of re-edits and reworks (reedit.service.ts): forms linked to a completed order, and the rework
 * order a rework form becomes. Every read takes the owner's id.
 */
export type Link = { reeditOf: number } | { reworkOf: number };

function linkCondition(link: Link) {
  return 'reeditOf' in link ? eq(orderForms.reeditOfOrderId, link.reeditOf) : eq(orderForms.reworkOfOrderId, link.reworkOf);
}

/** The user's open form already started from this order (Continue twice reuses it). */
export async function findOpenLinkedForm(db: Db, userId: number, link: Link): Promise<OrderFormRow | null> {
  const rows = await db
    .select()
    .from(orderForms)
    .where(and(eq(orderForms.userId, userId), eq(orderForms.status, 'open'), eq(orderForms.adminCreated, false), linkCondition(link)))
    .orderBy(desc(orderForms.id))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertLinkedForm(tx: Db, values: typeof orderForms.$inferInsert, serviceIdentities: readonly string[]): Promise<OrderFormRow> {
  const [row] = await tx.insert(orderForms).values(values).returning();
  if (!row) throw new Error('order form insert returned nothing');
  if (serviceIdentities.length > 0) await tx.insert(orderFormServices).values(serviceIdentities.map((serviceIdentity) => ({ orderFormId: row.id, serviceIdentity })));
  return row;
}

/** Brings a reused form to the top of the user's open forms (the order form opens the latest one). */
export async function touchForm(db: Db, formId: number, now: Date): Promise<void> {
  await db.update(orderForms).set({ updatedAt: now }).where(eq(orderForms.id, formId));
}

/** A form of the user by its public id (a rework request names it). */
export async function findReworkForm(db: Db, userId: number, publicId: string): Promise<OrderFormRow | null> {
  const rows = await db
    .select()
    .from(orderForms)
    .where(and(eq(orderForms.publicId, publicId), eq(orderForms.userId, userId), eq(orderForms.adminCreated, false)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findOwnedOrderById(db: Db, userId: number, orderId: number): Promise<OrderRow | null> {
  const rows = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId))).limit(1);
  return rows[0] ?? null;
}

/** A rework form of the user by its public id, locked for the request (one order per form). */
export async function lockReworkForm(tx: Db, userId: number, publicId: string): Promise<OrderFormRow | null> {
  const rows = await tx
    .select()
    .from(orderForms)
    .where(and(eq(orderForms.publicId, publicId), eq(orderForms.userId, userId), eq(orderForms.adminCreated, false)))
    .for('update');
  return rows[0] ?? null;
}

/** Whether a rework of the order has been requested already (its rework form became an order). */
export async function reworkAlreadyRequested(tx: Db, orderId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: orderForms.id })
    .from(orderForms)
    .where(and(eq(orderForms.reworkOfOrderId, orderId), eq(orderForms.status, 'converted')))
    .limit(1);
  return rows.length > 0;
}

export async function findFormFileList(db: Db, formId: number): Promise<{ publicId: string; name: string; kind: string }[]> {
  return db
    .select({ publicId: orderFormFiles.publicId, name: orderFormFiles.name, kind: orderFormFiles.kind })
    .from(orderFormFiles)
    .where(eq(orderFormFiles.orderFormId, formId))
    .orderBy(asc(orderFormFiles.id));
}

export async function saveReworkAnswers(tx: Db, formId: number, values: { reworkDetails: string; uploadLater: boolean }): Promise<void> {
  await tx.update(orderForms).set({ ...values, updatedAt: new Date() }).where(eq(orderForms.id, formId));
}

/** The business days the original order's service took (its chosen option), when known. */
export async function originalTimeline(db: Db, orderId: number, serviceIdentities: readonly string[]): Promise<number | null> {
  if (serviceIdentities.length === 0) return null;
  const rows = await db
    .select({ days: serviceOptions.timelineBusinessDays })
    .from(orderServices)
    .innerJoin(serviceOptions, eq(serviceOptions.id, orderServices.serviceOptionId))
    .where(and(eq(orderServices.orderId, orderId), inArray(orderServices.serviceIdentity, [...serviceIdentities])));
  return rows.reduce<number | null>((max, row) => (max === null || row.days > max ? row.days : max), null);
}

export async function upcomingHolidayDays(db: Db, localization: string, from: Date): Promise<string[]> {
  const rows = await db
    .select({ day: holidays.day })
    .from(holidays)
    .where(and(eq(holidays.localization, localization), gte(holidays.day, from.toISOString().slice(0, 10))));
  return rows.map((row) => row.day);
}

export async function insertReworkOrder(tx: Db, values: typeof orders.$inferInsert, serviceIdentities: readonly string[]): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(values).returning();
  if (!row) throw new Error('order insert returned nothing');
  await tx.insert(orderServices).values(serviceIdentities.map((serviceIdentity) => ({ orderId: row.id, serviceIdentity, listPrice: 0, discountAmount: 0, totalPrice: 0 })));
  return row;
}

export async function markReworkFormConverted(tx: Db, formId: number): Promise<void> {
  await tx
    .update(orderForms)
    .set({ status: 'converted', version: sql`${orderForms.version} + 1`, updatedAt: new Date() })
    .where(and(eq(orderForms.id, formId), eq(orderForms.status, 'open')));
}
