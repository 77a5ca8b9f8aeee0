import { apiPath } from '../http/api-path';

/** Paths of the loyalty calls (loyalty.contract.ts, rewards.contract.ts). Zod-free for cheap imports. */
export const LOYALTY_LEVELS_PATH = '/api/loyalty/levels/load';
/** GET ?externalId=: the points one order earned (null until the order is paid and completed). */
export const userRewardPointsPath = apiPath('/api/users/:id/reward-points');
/** GET: the promotional-code benefits the user earned (level codes, personal codes, the referral welcome). */
export const LOYALTY_LOAD_PATH = '/api/loyalty/load';
/** GET ?page= (zero-based): the points history, ten rows a page. */
export const REWARD_HISTORY_PATH = '/api/reward/history/load';
/** GET: 'Current Promotions', the listed and personal codes the user may use now. */
export const COUPONS_PATH = '/api/coupons/load';

/** Staff: what each loyalty level issues. */
export const STAFF_LOYALTY_BENEFITS_PATH = '/api/staff/loyalty-benefits';
export const staffLoyaltyBenefitPath = apiPath('/api/staff/loyalty-benefits/:id');
/** Staff: a personal promotional code for one customer. */
export const staffCustomerPersonalCodesPath = apiPath('/api/staff/customers/:identity/personal-codes');

/** Pages. */
export const REWARDS_PAGE = '/researcher/rewards';
export const COUPONS_PAGE = '/researcher/coupons';
