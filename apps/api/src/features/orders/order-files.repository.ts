import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { orderFormFiles, orders } from '../../platform/db/schema/all-tables';
import type { OrderFormFileRow } from '../../platform/db/schema/order-forms';
import type { OrderRow } from '../../platform/db/schema/orders';

/** The writes of the researcher's files on a placed order (order_form_files of the order's form). */
export type FilesOrderRow = Pick<OrderRow, 'id' | 'externalId' | 'status' | 'createdAt' | 'orderFormId'>;

const orderColumns = { id: orders.id, externalId: orders.externalId, status: orders.status, createdAt: orders.createdAt, orderFormId: orders.orderFormId };

/** The owner's order, locked while a file is added or removed (its status decides whether that is allowed). */
export async function lockOwnedOrderForFiles(tx: Db, userId: number, externalId: string): Promise<FilesOrderRow | null> {
  const rows = await tx.select(orderColumns).from(orders).where(and(eq(orders.externalId, externalId), eq(orders.userId, userId))).limit(1).for('update');
  return rows[0] ?? null;
}

export async function findOrderFiles(db: Db, formId: number): Promise<OrderFormFileRow[]> {
  return db.select().from(orderFormFiles).where(eq(orderFormFiles.orderFormId, formId)).orderBy(asc(orderFormFiles.id));
}

export async function insertOrderFile(tx: Db, values: typeof orderFormFiles.$inferInsert): Promise<void> {
  await tx.insert(orderFormFiles).values(values);
}

export async function deleteOrderFile(tx: Db, formId: number, fileId: number): Promise<void> {
  await tx.delete(orderFormFiles).where(and(eq(orderFormFiles.orderFormId, formId), eq(orderFormFiles.id, fileId)));
}
