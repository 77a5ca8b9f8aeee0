import { redirect, type RouteObject } from 'react-router';
import { RequireUser } from '../lib/route-guards';
import { namespacesLoader } from '../lib/i18n';
import type * as RewardPageModule from './reward-pages';

type RewardPages = typeof RewardPageModule;

/**
 * The routes of rewards, coupons, referrals and testimonials. Their strings are the `rewards` namespace; their
 * pages come from one small lazy module (reward-pages.ts).
 */
const strings = namespacesLoader('rewards', 'service-names');
const page = (name: keyof RewardPages): Pick<RouteObject, 'loader' | 'lazy'> => ({
  loader: strings,
  lazy: () => import('./reward-pages').then((m) => ({ Component: m[name] })),
});

/** A redirect to another page of the same language, answered by the route's loader (no component). */
const to = (path: string): Pick<RouteObject, 'loader'> => ({ loader: ({ params }) => redirect(`/${params.lang ?? ''}${path}`) });

/** Inside the researcher area (signed in): rewards, coupons, and aje-plus (the former name of the membership). */
export const researcherRewardsRoutes: RouteObject[] = [
  { path: 'rewards', ...page('RewardsPage') },
  { path: 'coupons', ...page('CouponsPage') },
  { path: 'aje-plus/*', ...to('/researcher/rewards') },
];

/** The referral pages (open to visitors) and the testimonial form (sign-in required). */
export const rewardRoutes: RouteObject[] = [
  { path: 'referral-rewards/*', ...page('ReferralRewardsPage') },
  { path: 'referral/:code', ...page('ReferralLandingPage') },
  { path: 'referral/flyer/:code', ...page('FlyerPage') },
  { path: 'referral/flyer/img/:code', ...page('FlyerImagePage') },
  { path: 'testimonials', ...to('/testimonials/submit') },
  { path: 'testimonials/submit', element: <RequireUser />, children: [{ index: true, ...page('TestimonialSubmitPage') }] },
];
