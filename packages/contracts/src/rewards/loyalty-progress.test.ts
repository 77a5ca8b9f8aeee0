import { describe, expect, it } from 'vitest';
import { levelForPoints, loyaltyProgress, NEXT_LEVEL_POINTS_CAP, type LoyaltyLevelRequirement } from './loyalty-progress';

const LEVELS: LoyaltyLevelRequirement[] = [
  { identity: 'level1', minimumPointsNeeded: 0, minimumOrdersNeeded: 0 },
  { identity: 'level2', minimumPointsNeeded: 500, minimumOrdersNeeded: 1 },
  { identity: 'level3', minimumPointsNeeded: 1500, minimumOrdersNeeded: 3 },
  { identity: 'level4', minimumPointsNeeded: 3000, minimumOrdersNeeded: 5 },
  { identity: 'level5', minimumPointsNeeded: 6000, minimumOrdersNeeded: 10 },
  { identity: 'level6', minimumPointsNeeded: 10000, minimumOrdersNeeded: 20 },
];
const level = (identity: string): LoyaltyLevelRequirement => {
  const found = LEVELS.find((l) => l.identity === identity);
  if (!found) throw new Error(identity);
  return found;
};

describe('loyaltyProgress', () => {
  it('is (points − current minimum) / (next minimum − current minimum) as a whole percent', () => {
    // (1000 − 500) / (1500 − 500) = 50 %
    expect(loyaltyProgress(1000, level('level2'), LEVELS)).toBe(50);
    // (250 − 0) / (500 − 0) = 50 %
    expect(loyaltyProgress(250, level('level1'), LEVELS)).toBe(50);
    // (4000 − 3000) / (6000 − 3000) = 33.33 % → 33
    expect(loyaltyProgress(4000, level('level4'), LEVELS)).toBe(33);
    // (8999 − 6000) / (10000 − 6000) = 74.975 % → 74 (rounded down: the bar never overstates)
    expect(loyaltyProgress(8999, level('level5'), LEVELS)).toBe(74);
    expect(loyaltyProgress(0, level('level1'), LEVELS)).toBe(0);
  });

  it('takes the lowest minimum above the current one as the next level, whatever the order of the list', () => {
    const shuffled = [LEVELS[4], LEVELS[0], LEVELS[5], LEVELS[2], LEVELS[1], LEVELS[3]].filter(
      (l): l is LoyaltyLevelRequirement => l !== undefined,
    );
    expect(loyaltyProgress(1000, level('level2'), shuffled)).toBe(50);
  });

  it('is capped at 100 when the points already pass the next minimum', () => {
    expect(loyaltyProgress(1500, level('level2'), LEVELS)).toBe(100);
    expect(loyaltyProgress(99999, level('level2'), LEVELS)).toBe(100);
  });

  it('is never below 0', () => {
    expect(loyaltyProgress(100, level('level2'), LEVELS)).toBe(0);
    expect(loyaltyProgress(-50, level('level1'), LEVELS)).toBe(0);
    expect(loyaltyProgress(Number.NaN, level('level1'), LEVELS)).toBe(0);
  });

  it('is 100 at level6, whatever the points', () => {
    expect(loyaltyProgress(10000, level('level6'), LEVELS)).toBe(100);
    expect(loyaltyProgress(0, level('level6'), LEVELS)).toBe(100);
    // even if a higher minimum were configured
    expect(loyaltyProgress(0, level('level6'), [...LEVELS, { identity: 'level7', minimumPointsNeeded: 20000 }])).toBe(100);
  });

  it('is 100 when there is no next level', () => {
    const top = { identity: 'level5', minimumPointsNeeded: 6000 };
    expect(loyaltyProgress(6000, top, LEVELS.slice(0, 5))).toBe(100);
    expect(loyaltyProgress(0, level('level1'), [])).toBe(100);
  });

  it('never looks for the next minimum above the default cap of 999999', () => {
    expect(NEXT_LEVEL_POINTS_CAP).toBe(999999);
    const levels = [
      { identity: 'level1', minimumPointsNeeded: 0 },
      { identity: 'level2', minimumPointsNeeded: 5_000_000 },
    ];
    // the next minimum is the cap, not 5,000,000: 499999 / 999999 = 49.99… % → 49
    expect(loyaltyProgress(499_999, { identity: 'level1', minimumPointsNeeded: 0 }, levels)).toBe(49);
    expect(loyaltyProgress(0, { identity: 'level2', minimumPointsNeeded: 5_000_000 }, levels)).toBe(100);
  });
});

describe('levelForPoints', () => {
  it('gives the highest level whose minimum points and orders are met', () => {
    expect(levelForPoints(0, 0, LEVELS)?.identity).toBe('level1');
    expect(levelForPoints(500, 1, LEVELS)?.identity).toBe('level2');
    expect(levelForPoints(1499, 10, LEVELS)?.identity).toBe('level2');
    expect(levelForPoints(6500, 12, LEVELS)?.identity).toBe('level5');
    expect(levelForPoints(250_000, 400, LEVELS)?.identity).toBe('level6');
  });

  it('holds a researcher back until the orders are met too', () => {
    // enough points for level4, but only 3 orders → level3
    expect(levelForPoints(3200, 3, LEVELS)?.identity).toBe('level3');
    // enough orders for level6, but only 600 points → level2
    expect(levelForPoints(600, 25, LEVELS)?.identity).toBe('level2');
  });

  it('does not depend on the order of the list and returns the caller’s own object', () => {
    const reversed = [...LEVELS].reverse();
    const found = levelForPoints(3000, 5, reversed);
    expect(found).toBe(level('level4'));
  });

  it('treats a missing order minimum as none', () => {
    const levels = [
      { identity: 'level1', minimumPointsNeeded: 0 },
      { identity: 'level2', minimumPointsNeeded: 100 },
    ];
    expect(levelForPoints(100, 0, levels)?.identity).toBe('level2');
  });

  it('returns undefined when no level is met', () => {
    expect(levelForPoints(10, 0, LEVELS.slice(1))).toBeUndefined();
    expect(levelForPoints(10, 0, [])).toBeUndefined();
  });
});
