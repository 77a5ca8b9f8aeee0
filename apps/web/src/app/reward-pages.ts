import { lazy } from 'react';

/**
 * The pages of rewards, referrals and testimonials, each a lazy module behind this one small module: the
 * first visit's code then names one chunk for all their routes instead of every component they use.
 */
export const RewardsPage = lazy(() => import('../features/rewards/rewards-page').then((m) => ({ default: m.RewardsPage })));
export const CouponsPage = lazy(() => import('../features/rewards/coupons-page').then((m) => ({ default: m.CouponsPage })));
export const ReferralRewardsPage = lazy(() => import('../features/referrals/referral-rewards-page').then((m) => ({ default: m.ReferralRewardsPage })));
export const ReferralLandingPage = lazy(() => import('../features/referrals/referral-landing-page').then((m) => ({ default: m.ReferralLandingPage })));
export const FlyerPage = lazy(() => import('../features/referrals/flyer-pages').then((m) => ({ default: m.FlyerPage })));
export const FlyerImagePage = lazy(() => import('../features/referrals/flyer-pages').then((m) => ({ default: m.FlyerImagePage })));
export const TestimonialSubmitPage = lazy(() => import('../features/testimonials/testimonial-submit-page').then((m) => ({ default: m.TestimonialSubmitPage })));
