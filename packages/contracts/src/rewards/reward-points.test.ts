import { describe, expect, it } from 'vitest';
import { rewardPointsFor } from './reward-points';

describe('rewardPointsFor', () => {
  it('gives one point per whole dollar paid at the highest rate of the services', () => {
    expect(rewardPointsFor({ usdPaidCents: 25_099, rewardPointsPerUsd: [1, 2] })).toBe(250 * 2);
  });

  it('counts whole dollars only', () => {
    expect(rewardPointsFor({ usdPaidCents: 99, rewardPointsPerUsd: [3] })).toBe(0);
    expect(rewardPointsFor({ usdPaidCents: 100, rewardPointsPerUsd: [3] })).toBe(3);
  });

  it('gives nothing for nothing paid, no services or services without points', () => {
    expect(rewardPointsFor({ usdPaidCents: 0, rewardPointsPerUsd: [2] })).toBe(0);
    expect(rewardPointsFor({ usdPaidCents: 10_000, rewardPointsPerUsd: [] })).toBe(0);
    expect(rewardPointsFor({ usdPaidCents: 10_000, rewardPointsPerUsd: [0] })).toBe(0);
    expect(rewardPointsFor({ usdPaidCents: -500, rewardPointsPerUsd: [1] })).toBe(0);
  });
});
