import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { referrals, referralVisits } from '../../platform/db/schema/rewards';
import type { PersonalDataHolder } from '../../platform/privacy/personal-data';

/**
 * Referrals' part of the data download and of the erasure (platform/privacy). The download lists the accounts
 * the person referred (how, when, and the credit; never who they are: that is the other person's data) and how
 * the person was referred. Erasing forgets the visits still waiting on their link; the referrals themselves stay,
 * as they hold no personal details and back the credits granted (the books keep those).
 */
export const referralsPersonalData: PersonalDataHolder = {
  name: 'referrals',

  async exportFor(db, userId) {
    const [made, received] = await Promise.all([
      db.select().from(referrals).where(eq(referrals.referrerId, userId)).orderBy(asc(referrals.createdAt)),
      db.select().from(referrals).where(eq(referrals.referredUserId, userId)),
    ]);
    return {
      referred: made.map((row) => ({
        channel: row.channel,
        status: row.status,
        registeredAt: row.createdAt.toISOString(),
        creditUsdCents: row.creditUsdCents,
        rewardedAt: row.rewardedAt?.toISOString() ?? null,
        reversedAt: row.reversedAt?.toISOString() ?? null,
      })),
      referredBy: received.map((row) => ({ channel: row.channel, registeredAt: row.createdAt.toISOString() }))[0] ?? null,
    };
  },

  async erase(tx: Db, userId) {
    await tx.delete(referralVisits).where(eq(referralVisits.referrerId, userId));
    return { files: [] };
  },
};
