import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { loyaltyLevelBenefits, users } from '../platform/db/schema/all-tables';
import { issueLevelBenefits } from '../features/rewards/rewards.public';

/**
 * What the loyalty levels give in the demo (staff define it in the catalogue's Level benefits tab; a new
 * installation starts with none). ASSUMPTION: a first reward worth a small order's tenth at Bronze, growing
 * percentages after it, each valid half a year; the demo researchers receive the codes of the levels they
 * reached, as they would have on reaching them.
 */
export const DEMO_LEVEL_BENEFITS: (typeof loyaltyLevelBenefits.$inferInsert)[] = [
  { levelIdentity: 'level2', description: 'Bronze level: US$20 off your next order', percentBased: false, percent: null, amountUsdCents: 2000, serviceIdentities: null, validDays: 180 },
  { levelIdentity: 'level3', description: 'Silver level: 10% off editing', percentBased: true, percent: 10, amountUsdCents: null, serviceIdentities: ['standard-editing', 'advanced-editing', 'premium-editing', 'scientific-editing'], validDays: 180 },
  { levelIdentity: 'level4', description: 'Gold level: 15% off your next order', percentBased: true, percent: 15, amountUsdCents: null, serviceIdentities: null, validDays: 180 },
  { levelIdentity: 'level5', description: 'Platinum level: 20% off your next order', percentBased: true, percent: 20, amountUsdCents: null, serviceIdentities: null, validDays: 180 },
  { levelIdentity: 'level6', description: 'Diamond level: 25% off your next order', percentBased: true, percent: 25, amountUsdCents: null, serviceIdentities: null, validDays: 365 },
];

export async function seedDemoRewards(tx: Db, now: Date): Promise<void> {
  await tx.insert(loyaltyLevelBenefits).values(DEMO_LEVEL_BENEFITS);
  const reached = await tx.select({ id: users.id, level: users.loyaltyLevelIdentity }).from(users).where(and(eq(users.role, 'researcher'), ne(users.loyaltyLevelIdentity, 'level1')));
  for (const user of reached) await issueLevelBenefits(tx, user.id, 'level1', user.level, now);
}
