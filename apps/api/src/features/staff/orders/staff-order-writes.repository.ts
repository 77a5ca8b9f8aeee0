import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { orderDeliverables, orderFormFiles, orderNotes } from '../../../platform/db/schema/all-tables';
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
