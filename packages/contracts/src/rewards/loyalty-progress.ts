/** Loyalty levels, lowest first. */
export const LOYALTY_LEVEL_IDENTITIES = ['level1', 'level2', 'level3', 'level4', 'level5', 'level6'] as const;
export type LoyaltyLevelIdentity = (typeof LOYALTY_LEVEL_IDENTITIES)[number];

/** The top level: its progress bar is always full. */
export const TOP_LOYALTY_LEVEL: LoyaltyLevelIdentity = 'level6';

/**
 * The next level is the lowest minimum above the current one, with a default cap of 999999: the
 * search for the next minimum starts from this cap, so no next minimum is ever taken above it.
 */
export const NEXT_LEVEL_POINTS_CAP = 999_999;

export interface LoyaltyLevelThreshold {
  identity: string;
  minimumPointsNeeded: number;
}

export interface LoyaltyLevelRequirement extends LoyaltyLevelThreshold {
  /** Present in the user's loyalty data; a level without it needs no orders. */
  minimumOrdersNeeded?: number;
}

/**
 * Percent of the way from the current level to the next, for the rewards progress bar:
 * (points − current minimum) / (next minimum − current minimum), as a whole percent rounded
 * down, never below 0 and capped at 100. It is 100 at level6 and when no level has a higher minimum.
 * The next minimum is the lowest minimum above the current level's, and never above
 * NEXT_LEVEL_POINTS_CAP.
 */
export function loyaltyProgress(points: number, currentLevel: LoyaltyLevelThreshold, levels: readonly LoyaltyLevelThreshold[]): number {
  if (currentLevel.identity === TOP_LOYALTY_LEVEL) return 100;
  const currentMinimum = currentLevel.minimumPointsNeeded;
  const higherMinimums = levels.map((l) => l.minimumPointsNeeded).filter((minimum) => minimum > currentMinimum);
  if (higherMinimums.length === 0) return 100;
  const nextMinimum = Math.min(NEXT_LEVEL_POINTS_CAP, ...higherMinimums);
  const span = nextMinimum - currentMinimum;
  // A current minimum at or above the cap leaves nothing to progress through.
  if (span <= 0) return 100;
  if (!Number.isFinite(points)) return points > 0 ? 100 : 0;
  const percent = Math.floor(((points - currentMinimum) * 100) / span);
  return Math.min(100, Math.max(0, percent));
}

/**
 * The level a researcher has earned: the highest level whose minimum points and minimum orders are both
 * met. "Highest" means the greatest minimum points (then the greatest minimum orders), so the answer does
 * not depend on the order of `levels`. Undefined when no level is met (a level with minimum 0 and no
 * order minimum is always met).
 */
export function levelForPoints<Level extends LoyaltyLevelRequirement>(
  points: number,
  orders: number,
  levels: readonly Level[],
): Level | undefined {
  let best: Level | undefined;
  for (const level of levels) {
    const met = points >= level.minimumPointsNeeded && orders >= (level.minimumOrdersNeeded ?? 0);
    if (!met) continue;
    if (
      best === undefined ||
      level.minimumPointsNeeded > best.minimumPointsNeeded ||
      (level.minimumPointsNeeded === best.minimumPointsNeeded && (level.minimumOrdersNeeded ?? 0) > (best.minimumOrdersNeeded ?? 0))
    ) {
      best = level;
    }
  }
  return best;
}
