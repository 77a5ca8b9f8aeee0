import { lazy } from 'react';

/**
 * The rewards pages, each its own lazy module behind this small one: the entry then lists only this module
 * to preload for their routes, not every component the pages use (the first-visit budget).
 */
export const RewardsPage = lazy(() => import('./rewards-page').then((m) => ({ default: m.RewardsPage })));
export const CouponsPage = lazy(() => import('./coupons-page').then((m) => ({ default: m.CouponsPage })));
