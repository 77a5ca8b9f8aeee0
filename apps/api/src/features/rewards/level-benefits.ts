import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { loyaltyBenefitGrants, loyaltyLevelBenefits, loyaltyLevels } from '../../platform/db/schema/all-tables';
import { issuePersonalCode } from './personal-codes';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface IssuedBenefit {
  benefitId: number;
  code: string;
  levelIdentity: string;
}

/**
 * The levels a customer reaches by moving from `fromLevel` to `toLevel`: every level above the one they had,
 * up to and including the new one, lowest first. None when the new level is unknown or not higher; every level
 * up to the new one when the old is unknown (a first level).
 */
export function levelsReached(levels: readonly { identity: string; sortOrder: number }[], fromLevel: string, toLevel: string): string[] {
  const from = levels.find((level) => level.identity === fromLevel);
  const to = levels.find((level) => level.identity === toLevel);
  if (!to) return [];
  return [...levels]
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .filter((level) => level.sortOrder <= to.sortOrder && (!from || level.sortOrder > from.sortOrder))
    .map((level) => level.identity);
}

/**
 * Issues the personal codes of every level a customer has just reached: the levels above `fromLevel` up to
 * and including `toLevel` (a researcher jumping two levels gets both levels' codes). Each benefit is
 * issued once per customer: the caller holds the customer's row lock, and the grant's primary key refuses
 * a second grant whatever runs twice.
 */
export async function issueLevelBenefits(tx: Db, userId: number, fromLevel: string, toLevel: string, now: Date): Promise<IssuedBenefit[]> {
  const levels = await tx.select().from(loyaltyLevels).orderBy(asc(loyaltyLevels.sortOrder));
  const reached = levelsReached(levels, fromLevel, toLevel);
  if (reached.length === 0) return [];
  const benefits = await tx
    .select()
    .from(loyaltyLevelBenefits)
    .where(and(inArray(loyaltyLevelBenefits.levelIdentity, reached), eq(loyaltyLevelBenefits.active, true)))
    .orderBy(asc(loyaltyLevelBenefits.id));
  if (benefits.length === 0) return [];
  const granted = await tx
    .select({ benefitId: loyaltyBenefitGrants.benefitId })
    .from(loyaltyBenefitGrants)
    .where(and(eq(loyaltyBenefitGrants.userId, userId), inArray(loyaltyBenefitGrants.benefitId, benefits.map((benefit) => benefit.id))));
  const already = new Set(granted.map((row) => row.benefitId));
  const issued: IssuedBenefit[] = [];
  for (const benefit of benefits) {
    if (already.has(benefit.id)) continue;
    const levelName = levels.find((level) => level.identity === benefit.levelIdentity)?.name ?? benefit.levelIdentity;
    const code = await issuePersonalCode(tx, {
      userId,
      source: 'loyalty',
      prefix: levelName,
      description: benefit.description,
      percentBased: benefit.percentBased,
      percent: benefit.percent,
      amountUsdCents: benefit.amountUsdCents,
      serviceIdentities: benefit.serviceIdentities ?? null,
      endsAt: new Date(now.getTime() + benefit.validDays * DAY_MS),
      now,
    });
    await tx.insert(loyaltyBenefitGrants).values({ benefitId: benefit.id, userId, promotionalCodeId: code.id, grantedAt: now });
    issued.push({ benefitId: benefit.id, code: code.code, levelIdentity: benefit.levelIdentity });
  }
  return issued;
}
