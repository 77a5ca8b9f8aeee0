/**
 * What other features may use of the referral programme (everything else here is private to it): the
 * attribution at registration, and the listeners registered in feature-handlers.ts for an order paid
 * (the referrer's credit) and an order refunded (the credit taken back).
 */
export { attributeReferral, rewardReferrerWhenPaid, reverseReferralWhenRefunded } from './referral-lifecycle';

/** What the referral programme holds of a person (data download, erasure). */
export { referralsPersonalData } from './referrals-personal-data';
