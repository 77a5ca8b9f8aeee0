/**
 * Reward points an order earns: one point per whole US dollar paid, times the most
 * generous rate among the order's services (`services.rewardPointsPerUsd`). An unpaid order, or one whose
 * services give no points, earns none. Pure, so the seed, the staff console and the ledger agree.
 */
export interface RewardPointsFacts {
  /** What the customer paid for the order, in US cents (after discounts). */
  usdPaidCents: number;
  /** `rewardPointsPerUsd` of each service of the order. */
  rewardPointsPerUsd: readonly number[];
}

export function rewardPointsFor(facts: RewardPointsFacts): number {
  const rate = facts.rewardPointsPerUsd.reduce((max, value) => (Number.isFinite(value) && value > max ? value : max), 0);
  if (!Number.isFinite(facts.usdPaidCents) || facts.usdPaidCents <= 0 || rate <= 0) return 0;
  return Math.floor(facts.usdPaidCents / 100) * Math.floor(rate);
}
