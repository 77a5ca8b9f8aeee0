import type { RouteObject } from 'react-router';
import { namespacesLoader } from '../../lib/i18n';

/** referral-rewards/* (open to visitors, who are asked to sign in), the invited person's page and the flyer pages. */
export const referralRoutes: RouteObject[] = [
  {
    path: 'referral-rewards/*',
    loader: namespacesLoader('rewards'),
    lazy: () => import('./referrals-lazy').then((m) => ({ Component: m.ReferralRewardsPage })),
  },
  {
    path: 'referral/:code',
    loader: namespacesLoader('rewards'),
    lazy: () => import('./referrals-lazy').then((m) => ({ Component: m.ReferralLandingPage })),
  },
  {
    path: 'referral/flyer/:code',
    loader: namespacesLoader('rewards'),
    lazy: () => import('./referrals-lazy').then((m) => ({ Component: m.FlyerPage })),
  },
  {
    path: 'referral/flyer/img/:code',
    loader: namespacesLoader('rewards'),
    lazy: () => import('./referrals-lazy').then((m) => ({ Component: m.FlyerImagePage })),
  },
];
