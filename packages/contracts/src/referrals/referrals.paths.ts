import { apiPath } from '../http/api-path';

/** Paths of the referral calls (referrals.contract.ts). Zod-free for cheap imports. */
export const REFERRAL_LOAD_PATH = '/api/referral-rewards/load';
export const REFERRAL_TOTAL_CREDITS_PATH = '/api/referral-rewards/total-credits';
/** POST {referralCode, channel}: a visitor arrived through a share link, QR code, flyer or invitation e-mail. */
export const REFERRAL_VISITS_PATH = '/api/referral-rewards/visits';
/** GET: who invites (first name) by a referral code, for the invited person's landing page and the flyer. */
export const referralInvitationPath = apiPath('/api/referral-rewards/invitations/:code');
/** POST {referralEmails}: invitation e-mails from the referral page. */
export const REFERRAL_INVITE_PATH = '/api/referral-rewards/invite';
/** GET ?format=png|svg: the QR code of the user's share link. */
export const REFERRAL_QR_CODE_PATH = '/api/referral-rewards/qr-code';
/** GET ?language=: the flyer as a PNG image (for messaging apps). */
export const referralFlyerImagePath = apiPath('/api/referral-rewards/flyer/:code/image');
/** Staff: a customer's referrals, both ways. */
export const staffCustomerReferralsPath = apiPath('/api/staff/customers/:identity/referrals');

/** Pages (under /{lang}). */
export const REFERRAL_REWARDS_PAGE = '/referral-rewards';
export const referralLandingPage = (code: string) => `/referral/${encodeURIComponent(code)}`;
export const referralFlyerPage = (code: string) => `/referral/flyer/${encodeURIComponent(code)}`;
export const referralFlyerImagePage = (code: string) => `/referral/flyer/img/${encodeURIComponent(code)}`;
