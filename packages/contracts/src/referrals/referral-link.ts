/** What a share link is made of: the code, the channel it was passed through, the page it leads to. */
export const REFERRAL_CHANNELS = ['link', 'qr', 'flyer', 'email'] as const;
export type ReferralChannel = (typeof REFERRAL_CHANNELS)[number];

/** Codes are 10 characters of Crockford's base32 (platform/ids); older or hand-made ones may differ a little. */
export const REFERRAL_CODE_PATTERN = /^[0-9A-Za-z]{4,32}$/;

export function isReferralChannel(value: unknown): value is ReferralChannel {
  return typeof value === 'string' && (REFERRAL_CHANNELS as readonly string[]).includes(value);
}

/** The query parameter of a share link that names its channel: `?via=qr`. */
export const REFERRAL_CHANNEL_PARAM = 'via';
/** The query parameter invitation e-mails and older links carry the code in: `/register?referral=CODE`. */
export const REFERRAL_CODE_PARAM = 'referral';

/** The share link of a code, as the QR code, the flyer and the e-mails carry it. */
export function referralShareUrl(origin: string, language: string, code: string, channel: ReferralChannel = 'link'): string {
  const base = `${origin.replace(/\/+$/, '')}/${language}/referral/${encodeURIComponent(code)}`;
  return channel === 'link' ? base : `${base}?${REFERRAL_CHANNEL_PARAM}=${channel}`;
}
