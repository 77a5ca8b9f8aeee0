import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { promotionalCodeUses, promotionalCodes, rewardPointEntries } from '../../platform/db/schema/all-tables';
import type { PromotionalCodeRow } from '../../platform/db/schema/promotions';
import type { RewardPointEntryRow } from '../../platform/db/schema/staff';

/** The reads of the rewards and coupons pages, each scoped by the signed-in user. */

export interface CodeWithUses {
  code: PromotionalCodeRow;
  /** Uses of the code by this user. */
  usesByUser: number;
}

// Written out with table names: inside a subquery Drizzle would leave `id` unqualified, which would be the uses' own id.
const usesByUser = (userId: number) =>
  sql<number>`(select count(*)::int from "promotional_code_uses" "u" where "u"."promotional_code_id" = "promotional_codes"."id" and "u"."user_id" = ${userId})`;

/** The user's own codes (level, staff and referral codes), newest first. */
export async function findOwnCodes(db: Db, userId: number): Promise<CodeWithUses[]> {
  const rows = await db
    .select({ code: promotionalCodes, usesByUser: usesByUser(userId) })
    .from(promotionalCodes)
    .where(and(eq(promotionalCodes.userId, userId), eq(promotionalCodes.active, true)))
    .orderBy(desc(promotionalCodes.createdAt), desc(promotionalCodes.id));
  return rows;
}

/** How often the user used each of these codes. */
export async function usesByUserOf(db: Db, userId: number, codeIds: number[]): Promise<Map<number, number>> {
  if (codeIds.length === 0) return new Map();
  const rows = await db
    .select({ codeId: promotionalCodeUses.promotionalCodeId, n: count() })
    .from(promotionalCodeUses)
    .where(and(eq(promotionalCodeUses.userId, userId), inArray(promotionalCodeUses.promotionalCodeId, codeIds)))
    .groupBy(promotionalCodeUses.promotionalCodeId);
  return new Map(rows.map((row) => [row.codeId, row.n]));
}

export async function findRewardHistoryPage(db: Db, userId: number, page: number, pageSize: number): Promise<{ rows: RewardPointEntryRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(rewardPointEntries)
      .where(eq(rewardPointEntries.userId, userId))
      .orderBy(desc(rewardPointEntries.createdAt), desc(rewardPointEntries.id))
      .limit(pageSize)
      .offset(page * pageSize),
    db.select({ n: count() }).from(rewardPointEntries).where(eq(rewardPointEntries.userId, userId)),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}
