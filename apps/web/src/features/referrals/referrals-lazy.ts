import { lazy } from 'react';

/**
 * The referral pages, each its own lazy module behind this small one: the entry then lists only this module
 * to preload for their routes, not every component the pages use (the first-visit budget).
 */
export const ReferralRewardsPage = lazy(() => import('./referral-rewards-page').then((m) => ({ default: m.ReferralRewardsPage })));
export const ReferralLandingPage = lazy(() => import('./referral-landing-page').then((m) => ({ default: m.ReferralLandingPage })));
export const FlyerPage = lazy(() => import('./flyer-pages').then((m) => ({ default: m.FlyerPage })));
export const FlyerImagePage = lazy(() => import('./flyer-pages').then((m) => ({ default: m.FlyerImagePage })));
