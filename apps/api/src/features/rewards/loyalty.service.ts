import type { LoyaltyLevel, LoyaltyLevelsResponse, RewardPointsResponse } from '@marginalia/contracts/rewards/loyalty.contract';
import { REWARD_HISTORY_LIMIT } from '@marginalia/contracts/rewards/loyalty.contract';
import { loyaltyProgress } from '@marginalia/contracts/rewards/loyalty-progress';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors/app-error';

import { countPaidOrders, findLoyaltyLevels, findLoyaltyStanding, findOwnOrderAward, findRewardHistory } from './loyalty.repository';
import type { UserRow } from '../../platform/db/schema/users';
import type { LoyaltyLevelRow } from '../../platform/db/schema/reference';

function levelView(row: LoyaltyLevelRow): LoyaltyLevel {
  return { identity: row.identity, name: row.name, minimumPointsNeeded: row.minimumPointsNeeded, minimumOrdersNeeded: row.minimumOrdersNeeded };
}

/**
 * GET /api/loyalty/levels/load: the levels, the user's level (as awarded: levels are never taken back),
 * their points, the percent toward the next level and their reward history, newest first.
 */
export async function loadLoyalty(db: Db, user: UserRow): Promise<LoyaltyLevelsResponse> {
  const [levels, standing, paidOrders, history] = await Promise.all([
    findLoyaltyLevels(db),
    findLoyaltyStanding(db, user.id),
    countPaidOrders(db, user.id),
    findRewardHistory(db, user.id, REWARD_HISTORY_LIMIT),
  ]);
  if (!standing) throw new AppError(404, 'not-found');
  const current = levels.find((level) => level.identity === standing.loyaltyLevelIdentity) ?? null;
  const next = current ? (levels.find((level) => level.sortOrder > current.sortOrder && level.minimumPointsNeeded > current.minimumPointsNeeded) ?? null) : null;
  return {
    levels: levels.map(levelView),
    userLevel: current ? levelView(current) : null,
    nextLevel: next ? levelView(next) : null,
    points: standing.totalRewardPoints,
    paidOrders,
    progress: current ? loyaltyProgress(standing.totalRewardPoints, current, levels) : 0,
    hasRewards: standing.hasRewards,
    rewardHistory: history.map((row) => ({ name: row.name, points: row.points, date: row.createdAt.toISOString(), pointsToDate: row.pointsToDate })),
  };
}

/**
 * GET /api/users/{id}/reward-points?externalId=: what one of the user's orders earned. Points are awarded
 * in the same transaction that makes an order both completed and paid (platform/rewards/reward-awards.ts),
 * so before that the answer is null (still polling); after it, the award, or 0 when the order earned none.
 */
export async function orderRewardPoints(db: Db, user: UserRow, externalId: string): Promise<RewardPointsResponse> {
  const order = await findOwnOrderAward(db, user.id, externalId);
  if (!order) throw new AppError(404, 'order-not-found');
  const due = order.status === 'completed' && order.paid;
  return { externalId: order.externalId, rewardPoints: order.awardedPoints ?? (due ? 0 : null) };
}
