/** What other features may use of referrals (everything else here is private to it): the thank-you view's card. */
export { ReferralThanksCard } from './referral-thanks-card';
