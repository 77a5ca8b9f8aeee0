/**
 * What other features may use of referrals (everything else here is private to it): the routes, the
 * capture of `?referral=` links, and the card of the order's thank-you view.
 */
export { referralRoutes } from './referrals-routes';
export { ReferralCapture } from './referral-capture';
export { ReferralThanksCard } from './referral-thanks-card';
