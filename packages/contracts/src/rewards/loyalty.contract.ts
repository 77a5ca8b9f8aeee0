import { z } from 'zod';

/**
 * Loyalty data:
 * the levels, where the signed-in user stands, and the points each paid and completed order earned.
 */

/** The most recent reward history rows answered with the levels (newest first). */
export const REWARD_HISTORY_LIMIT = 200;

export const loyaltyLevelSchema = z.object({
  identity: z.string(),
  name: z.string(),
  minimumPointsNeeded: z.number().int(),
  minimumOrdersNeeded: z.number().int(),
});
export type LoyaltyLevel = z.infer<typeof loyaltyLevelSchema>;

/** One award: the order it was for (title and number), its points, when, and the running total after it. */
export const rewardHistoryRowSchema = z.object({
  name: z.string(),
  points: z.number().int(),
  date: z.string(),
  pointsToDate: z.number().int(),
});
export type RewardHistoryRow = z.infer<typeof rewardHistoryRowSchema>;

/** GET /api/loyalty/levels/load. */
export const loyaltyLevelsResponseSchema = z.object({
  /** level1 … level6, lowest first. */
  levels: z.array(loyaltyLevelSchema),
  /** The user's level (levels are earned for good); null only if it is not among the levels. */
  userLevel: loyaltyLevelSchema.nullable(),
  /** The level after the user's, or null at the top. */
  nextLevel: loyaltyLevelSchema.nullable(),
  /** The user's total reward points. */
  points: z.number().int(),
  /** Paid orders, which count toward minimumOrdersNeeded. */
  paidOrders: z.number().int(),
  /** Percent toward the next level, 0 … 100 (loyalty-progress.ts). */
  progress: z.number().int().min(0).max(100),
  hasRewards: z.boolean(),
  rewardHistory: z.array(rewardHistoryRowSchema),
});
export type LoyaltyLevelsResponse = z.infer<typeof loyaltyLevelsResponseSchema>;

/** GET /api/users/{id}/reward-points?externalId=… (the thank-you view polls it). */
export const rewardPointsQuerySchema = z.object({
  externalId: z.string().trim().min(1, 'order-not-found').max(40, 'order-not-found'),
});

/**
 * `rewardPoints` is null while the order has not earned yet (not completed or not paid); once it has, the
 * points it earned (0 for an order that earns none).
 */
export const rewardPointsResponseSchema = z.object({
  externalId: z.string(),
  rewardPoints: z.number().int().nullable(),
});
export type RewardPointsResponse = z.infer<typeof rewardPointsResponseSchema>;
