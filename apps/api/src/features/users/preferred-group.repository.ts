import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { preferredGroups, users } from '../../platform/db/schema/all-tables';
import type { PreferredGroupRow } from '../../platform/db/schema/promotions';


/** An active group by its code, in any case (codes are typed by hand). */
export async function findActiveGroupByCode(db: Db, code: string): Promise<PreferredGroupRow | null> {
  const rows = await db
    .select()
    .from(preferredGroups)
    .where(and(sql`lower(${preferredGroups.code}) = lower(${code})`, eq(preferredGroups.active, true)))
    .limit(1);
  return rows[0] ?? null;
}

export async function setUserPreferredGroup(db: Db, userId: number, groupId: number | null, now: Date): Promise<void> {
  await db.update(users).set({ preferredGroupId: groupId, updatedAt: now }).where(eq(users.id, userId));
}
