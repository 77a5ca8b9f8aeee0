import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { loyaltyLevels, orders, rewardPointEntries, users } from '../../platform/db/schema/all-tables';
import type { LoyaltyLevelRow } from '../../platform/db/schema/reference';
import type { RewardPointEntryRow } from '../../platform/db/schema/staff';

/** The reads of the loyalty data: the levels, a user's standing, their awards, an order's award. */

/** level1 … level6, lowest first. */
export function findLoyaltyLevels(db: Db): Promise<LoyaltyLevelRow[]> {
  return db.select().from(loyaltyLevels).orderBy(asc(loyaltyLevels.sortOrder));
}

export interface LoyaltyStanding {
  totalRewardPoints: number;
  loyaltyLevelIdentity: string;
  hasRewards: boolean;
}

export async function findLoyaltyStanding(db: Db, userId: number): Promise<LoyaltyStanding | null> {
  const [row] = await db
    .select({ totalRewardPoints: users.totalRewardPoints, loyaltyLevelIdentity: users.loyaltyLevelIdentity, hasRewards: users.hasRewards })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Paid orders count toward a level's minimumOrdersNeeded (as in reward-awards.ts). */
export async function countPaidOrders(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(and(eq(orders.userId, userId), eq(orders.paid, true)));
  return row?.n ?? 0;
}

/** The user's most recent awards, newest first. */
export function findRewardHistory(db: Db, userId: number, limit: number): Promise<RewardPointEntryRow[]> {
  return db
    .select()
    .from(rewardPointEntries)
    .where(eq(rewardPointEntries.userId, userId))
    .orderBy(desc(rewardPointEntries.createdAt), desc(rewardPointEntries.id))
    .limit(limit);
}

export interface OrderAward {
  externalId: string;
  status: string;
  paid: boolean;
  /** Null while the order has no award. */
  awardedPoints: number | null;
}

/** One of the user's orders by its number, with the points it was awarded; null when it is not theirs. */
export async function findOwnOrderAward(db: Db, userId: number, externalId: string): Promise<OrderAward | null> {
  const [row] = await db
    .select({ externalId: orders.externalId, status: orders.status, paid: orders.paid, awardedPoints: rewardPointEntries.points })
    .from(orders)
    .leftJoin(rewardPointEntries, eq(rewardPointEntries.orderId, orders.id))
    .where(and(eq(orders.userId, userId), eq(orders.externalId, externalId)))
    .limit(1);
  return row ?? null;
}
