import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { orders, users } from '../../../platform/db/schema/all-tables';
import { AppError } from '../../../platform/errors/app-error';
import type { OrderRow } from '../../../platform/db/schema/orders';
import type { UserRow } from '../../../platform/db/schema/users';

/** Queries every staff order action shares: the order by its number, and staff members. */

export async function findOrder(db: Db, externalId: string): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.externalId, externalId));
  if (!order) throw new AppError(404, 'order-not-found');
  return order;
}

/** The order, locked for the rest of the transaction: two staff acting on it at once take turns. */
export async function lockOrder(tx: Db, externalId: string): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.externalId, externalId)).for('update');
  if (!order) throw new AppError(404, 'order-not-found');
  return order;
}

export async function updateOrder(tx: Db, orderId: number, values: Partial<typeof orders.$inferInsert>): Promise<OrderRow> {
  const [order] = await tx.update(orders).set(values).where(eq(orders.id, orderId)).returning();
  if (!order) throw new Error(`order ${orderId} vanished`);
  return order;
}

export async function findUser(db: Db, userId: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`user ${userId} not found`);
  return user;
}

/** An active staff member by identity, or null (a researcher's identity is not a staff member). */
export async function findStaffMember(db: Db, identity: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.identity, identity), eq(users.role, 'staff'), eq(users.active, true)));
  return user ?? null;
}

export async function listStaffMembers(db: Db): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.role, 'staff'), eq(users.active, true)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

export async function usersByIds(db: Db, ids: readonly number[]): Promise<Map<number, UserRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(users).where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}
