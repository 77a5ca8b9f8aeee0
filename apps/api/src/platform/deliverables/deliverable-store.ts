import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderDeliverables } from '../db/schema/all-tables';
import type { OrderDeliverableRow } from '../db/schema/staff';

/**
 * The files staff delivered for an order and did not withdraw. Read by the researcher's order page, the
 * certificate's files and the staff workbench; who may read them is each caller's rule.
 */

/** Oldest first. */
export async function findDeliverables(db: Db, orderId: number): Promise<OrderDeliverableRow[]> {
  return db
    .select()
    .from(orderDeliverables)
    .where(and(eq(orderDeliverables.orderId, orderId), isNull(orderDeliverables.removedAt)))
    .orderBy(asc(orderDeliverables.createdAt), asc(orderDeliverables.id));
}

/** One delivered file of the order by its public key (`{fileKey}`), or null. */
export async function findDeliverable(db: Db, orderId: number, fileKey: string): Promise<OrderDeliverableRow | null> {
  const rows = await db
    .select()
    .from(orderDeliverables)
    .where(and(eq(orderDeliverables.orderId, orderId), eq(orderDeliverables.publicId, fileKey), isNull(orderDeliverables.removedAt)))
    .limit(1);
  return rows[0] ?? null;
}
