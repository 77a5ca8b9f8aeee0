import type { loyaltyLevels } from '../../schema/reference';

/**
 * Loyalty levels level1..level6. ASSUMPTION: thresholds and discounts are ours (no
 * market source); points are earned at `services.reward_points_per_usd` (1 point per US dollar by
 * default), so Bronze is reached after about $500 of orders. A level needs both its points and its
 * number of orders.
 */
export const LOYALTY_LEVEL_ROWS: (typeof loyaltyLevels.$inferInsert)[] = [
  { identity: 'level1', name: 'Member', minimumPointsNeeded: 0, minimumOrdersNeeded: 0, discountPercent: 0, sortOrder: 1 },
  { identity: 'level2', name: 'Bronze', minimumPointsNeeded: 500, minimumOrdersNeeded: 2, discountPercent: 2, sortOrder: 2 },
  { identity: 'level3', name: 'Silver', minimumPointsNeeded: 1500, minimumOrdersNeeded: 4, discountPercent: 4, sortOrder: 3 },
  { identity: 'level4', name: 'Gold', minimumPointsNeeded: 3000, minimumOrdersNeeded: 8, discountPercent: 6, sortOrder: 4 },
  { identity: 'level5', name: 'Platinum', minimumPointsNeeded: 6000, minimumOrdersNeeded: 15, discountPercent: 8, sortOrder: 5 },
  { identity: 'level6', name: 'Diamond', minimumPointsNeeded: 12000, minimumOrdersNeeded: 25, discountPercent: 10, sortOrder: 6 },
];
