/**
 * Referral rules both sides need: what a referral code looks like, how a share link names its channel, and
 * when two e-mail addresses are one mailbox (no self-referral through an alias).
 */
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

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address delivers to, as far as we can tell without asking: lower case, without a
 * `+tag` (most providers ignore it), and for Gmail without dots in the local part. Two addresses with the
 * same mailbox are one person for the referral programme.
 */
export function mailboxOf(email: string): string {
  const trimmed = email.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0) return trimmed;
  let local = trimmed.slice(0, at);
  let domain = trimmed.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    domain = 'gmail.com';
    local = local.replace(/\./g, '');
  }
  return `${local}@${domain}`;
}

export function sameMailbox(a: string, b: string): boolean {
  return mailboxOf(a) === mailboxOf(b);
}

/** Why a new account cannot be tied to a referrer, or null when it can. */
export type ReferralRefusal = 'self-referral' | 'referrer-inactive' | 'already-referred';

export interface ReferralEligibilityFacts {
  referrer: { id: number; email: string; active: boolean };
  referred: { id: number; email: string };
  alreadyReferred: boolean;
}

export function referralRefusal(facts: ReferralEligibilityFacts): ReferralRefusal | null {
  if (facts.referrer.id === facts.referred.id || sameMailbox(facts.referrer.email, facts.referred.email)) return 'self-referral';
  if (!facts.referrer.active) return 'referrer-inactive';
  if (facts.alreadyReferred) return 'already-referred';
  return null;
}

/**
 * Whether a paid order earns the referrer the credit: the referral is still waiting, this is the
 * referred account's first order paid with money (a free order does not count), and it belongs to them.
 */
export interface ReferralRewardFacts {
  status: 'registered' | 'rewarded' | 'reversed';
  orderTotal: number;
  /** Paid orders of the referred account other than this one. */
  otherPaidOrders: number;
}

export function earnsReferralCredit(facts: ReferralRewardFacts): boolean {
  return facts.status === 'registered' && facts.orderTotal > 0 && facts.otherPaidOrders === 0;
}

/**
 * Whether a refund takes the credit back: the referral was rewarded for this very order, and nothing of
 * what paid the order is left unrefunded.
 */
export function refundReversesReferral(facts: { status: 'registered' | 'rewarded' | 'reversed'; rewardOrderId: number | null; orderId: number; refundableLeft: number }): boolean {
  return facts.status === 'rewarded' && facts.rewardOrderId === facts.orderId && facts.refundableLeft <= 0;
}
