import { and, count, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { accountErasures, invoices, orders } from '../../platform/db/schema/all-tables';

/** The queries of account erasure (account-erasure.service.ts). */

const IN_PROGRESS = ['received', 'in_progress', 'quality_check'] as const;

export async function ordersInProgress(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(and(eq(orders.userId, userId), inArray(orders.status, [...IN_PROGRESS])));
  return row?.n ?? 0;
}

export async function unpaidInvoiceCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(invoices)
    .where(and(eq(invoices.userId, userId), gt(invoices.balance, 0), eq(invoices.pendingWriteoff, false)));
  return row?.n ?? 0;
}

export async function recordErasureRequest(tx: Db, userId: number, now: Date): Promise<void> {
  await tx.insert(accountErasures).values({ userId, requestedAt: now }).onConflictDoNothing();
}

export async function lockErasure(tx: Db, userId: number) {
  const [row] = await tx.select().from(accountErasures).where(eq(accountErasures.userId, userId)).for('update');
  return row ?? null;
}

export async function markErased(tx: Db, userId: number, now: Date): Promise<void> {
  await tx.update(accountErasures).set({ erasedAt: now }).where(eq(accountErasures.userId, userId));
}
