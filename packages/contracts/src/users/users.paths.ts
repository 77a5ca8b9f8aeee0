import { apiPath } from '../http/api-path';

/**
 * Paths of the calls on the signed-in user (users.contract.ts): `:id` is the user's own identity; any
 * other answers 404. Zod-free for cheap imports.
 */
export const WFOE_TERMS_ACCEPTED_PATH = apiPath('/api/users/:id/wfoe-tos-accepted');
export const preferredGroupPath = apiPath('/api/users/:id/preferred-group');
/** GET: how many orders the user has placed (the order form's first-order offers). */
export const userOrderCountPath = apiPath('/api/users/:id/order-count');
