import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { users } from '../../platform/db/schema/all-tables';

/** Records the acceptance once; accepting again keeps the first date. */
export async function recordWfoeTermsAccepted(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ wfoeTermsAcceptedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.wfoeTermsAcceptedAt)));
}
