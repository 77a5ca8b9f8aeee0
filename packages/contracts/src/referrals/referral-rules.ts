/**
 * Referral rules: when two e-mail addresses are one mailbox (no self-referral through an alias), who may be
 * referred, when a paid order earns the credit and when a refund takes it back. The share link's parts are
 * in referral-link.ts (the web's entry needs only those).
 */
export { REFERRAL_CHANNELS, type ReferralChannel, isReferralChannel, REFERRAL_CODE_PATTERN, REFERRAL_CHANNEL_PARAM, REFERRAL_CODE_PARAM, referralShareUrl } from './referral-link';

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
