import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { rewardPointEntries, users } from '../../platform/db/schema/all-tables';
import type { PersonalDataHolder } from '../../platform/privacy/personal-data';

/** Rewards' part of the data download and of the erasure (platform/privacy): the points history, deleted on erasure. */
export const rewardsPersonalData: PersonalDataHolder = {
  name: 'rewards',

  async exportFor(db, userId) {
    const rows = await db.select().from(rewardPointEntries).where(eq(rewardPointEntries.userId, userId)).orderBy(asc(rewardPointEntries.createdAt));
    return rows.map((row) => ({ name: row.name, points: row.points, pointsToDate: row.pointsToDate, date: row.createdAt.toISOString() }));
  },

  async erase(tx: Db, userId) {
    await tx.delete(rewardPointEntries).where(eq(rewardPointEntries.userId, userId));
    await tx.update(users).set({ totalRewardPoints: 0, loyaltyLevelIdentity: 'level1' }).where(eq(users.id, userId));
    return { files: [] };
  },
};
