import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { LoyaltyLevelsResponse } from '@marginalia/contracts/rewards/loyalty.contract';
import type { CouponsResponse, LoyaltyLoadResponse, RewardHistoryResponse } from '@marginalia/contracts/rewards/rewards.contract';
import { COUPONS_PATH, LOYALTY_LEVELS_PATH, LOYALTY_LOAD_PATH, REWARD_HISTORY_PATH } from '@marginalia/contracts/rewards/rewards.paths';
import { api } from '../../lib/api-client';

/** GET /api/loyalty/levels/load (the same key as the dashboard widget, which reads the same answer). */
export function loyaltyLevelsQuery() {
  return queryOptions({ queryKey: ['loyalty-levels'], queryFn: ({ signal }) => api.get<LoyaltyLevelsResponse>(LOYALTY_LEVELS_PATH, { signal }) });
}

/** GET /api/loyalty/load: the promotional-code benefits the user earned. */
export function promoBenefitsQuery() {
  return queryOptions({ queryKey: ['loyalty-benefits'], queryFn: ({ signal }) => api.get<LoyaltyLoadResponse>(LOYALTY_LOAD_PATH, { signal }) });
}

/** GET /api/reward/history/load?page=: ten rows a page; the previous page stays while the next loads. */
export function rewardHistoryQuery(page: number) {
  return queryOptions({
    queryKey: ['reward-history', page],
    queryFn: ({ signal }) => api.get<RewardHistoryResponse>(REWARD_HISTORY_PATH, { signal, query: { page } }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/coupons/load: 'Current Promotions'. */
export function couponsQuery() {
  return queryOptions({ queryKey: ['coupons'], queryFn: ({ signal }) => api.get<CouponsResponse>(COUPONS_PATH, { signal }) });
}
