import { apiPath } from '../http/api-path';

/** Paths of the loyalty calls (loyalty.contract.ts). Zod-free for cheap imports. */
export const LOYALTY_LEVELS_PATH = '/api/loyalty/levels/load';
/** GET ?externalId=: the points one order earned (null until the order is paid and completed). */
export const userRewardPointsPath = apiPath('/api/users/:id/reward-points');
