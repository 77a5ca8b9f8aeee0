/**
 * What other features may use of referrals (everything else here is private to it): the thank-you view's
 * card, and the registration page's capture of `?referral=CODE` links.
 */
export { ReferralThanksCard } from './referral-thanks-card';
export { ReferralCapture } from './referral-capture';
