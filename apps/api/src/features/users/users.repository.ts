import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { orders, users } from '../../platform/db/schema/all-tables';

/** Records the acceptance once; accepting again keeps the first date. */
export async function recordWfoeTermsAccepted(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ wfoeTermsAcceptedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.wfoeTermsAcceptedAt)));
}

export async function countOrders(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(eq(orders.userId, userId));
  return row?.n ?? 0;
}

/** The spam-folder banner stays hidden once the user dismissed it. */
export async function hideCheckSpamMessage(db: Db, userId: number, now: Date): Promise<void> {
  await db.update(users).set({ showCheckSpamMessage: false, updatedAt: now }).where(eq(users.id, userId));
}
