import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { promotionalCodes, rewardPointEntries, users } from '../../platform/db/schema/all-tables';
import type { PersonalDataHolder } from '../../platform/privacy/personal-data';

/**
 * Rewards' part of the data download and of the erasure (platform/privacy): the points history and the
 * personal codes issued to the person (loyalty levels, referrals, staff). Erasing deletes the points and
 * withdraws the codes still open; the codes stay, as orders that used them point at them.
 */
export const rewardsPersonalData: PersonalDataHolder = {
  name: 'rewards',

  async exportFor(db, userId) {
    const [points, codes] = await Promise.all([
      db.select().from(rewardPointEntries).where(eq(rewardPointEntries.userId, userId)).orderBy(asc(rewardPointEntries.createdAt)),
      db.select().from(promotionalCodes).where(eq(promotionalCodes.userId, userId)).orderBy(asc(promotionalCodes.createdAt)),
    ]);
    return {
      points: points.map((row) => ({
        name: row.name,
        points: row.points,
        pointsToDate: row.pointsToDate,
        date: row.createdAt.toISOString(),
      })),
      personalCodes: codes.map((code) => ({
        code: code.code,
        description: code.description,
        source: code.source,
        percent: code.percentBased ? code.percent : null,
        amountUsdCents: code.percentBased ? null : code.amountUsdCents,
        validUntil: code.endsAt?.toISOString() ?? null,
        createdAt: code.createdAt.toISOString(),
      })),
    };
  },

  async erase(tx: Db, userId) {
    await tx.delete(rewardPointEntries).where(eq(rewardPointEntries.userId, userId));
    await tx.update(promotionalCodes).set({ active: false }).where(eq(promotionalCodes.userId, userId));
    await tx.update(users).set({ totalRewardPoints: 0, loyaltyLevelIdentity: 'level1' }).where(eq(users.id, userId));
    return { files: [] };
  },
};
