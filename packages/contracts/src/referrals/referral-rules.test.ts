import { describe, expect, it } from 'vitest';
import { earnsReferralCredit, mailboxOf, referralRefusal, referralShareUrl, refundReversesReferral, sameMailbox } from './referral-rules';

describe('mailboxOf and sameMailbox', () => {
  it('ignores case, a +tag, and for Gmail the dots and the googlemail domain', () => {
    expect(mailboxOf(' Ana.Souza+papers@GoogleMail.com ')).toBe('anasouza@gmail.com');
    expect(sameMailbox('ana.souza@gmail.com', 'anasouza+x@googlemail.com')).toBe(true);
    expect(sameMailbox('Li.Wei@pku.edu.cn', 'li.wei+editing@PKU.EDU.CN')).toBe(true);
  });

  it('keeps dots where they matter and tells different people apart', () => {
    expect(sameMailbox('li.wei@pku.edu.cn', 'liwei@pku.edu.cn')).toBe(false);
    expect(sameMailbox('ana@usp.br', 'ana@unicamp.br')).toBe(false);
    expect(mailboxOf('not-an-address')).toBe('not-an-address');
  });
});

describe('referralRefusal', () => {
  const referrer = { id: 1, email: 'ana.souza@gmail.com', active: true };
  it('allows a new account of another person', () => {
    expect(referralRefusal({ referrer, referred: { id: 2, email: 'bruno@usp.br' }, alreadyReferred: false })).toBeNull();
  });
  it('refuses the same account or the same mailbox, an inactive referrer and a second referral', () => {
    expect(referralRefusal({ referrer, referred: { id: 1, email: 'x@y.z' }, alreadyReferred: false })).toBe('self-referral');
    expect(referralRefusal({ referrer, referred: { id: 3, email: 'AnaSouza+2@gmail.com' }, alreadyReferred: false })).toBe('self-referral');
    expect(referralRefusal({ referrer: { ...referrer, active: false }, referred: { id: 2, email: 'bruno@usp.br' }, alreadyReferred: false })).toBe('referrer-inactive');
    expect(referralRefusal({ referrer, referred: { id: 2, email: 'bruno@usp.br' }, alreadyReferred: true })).toBe('already-referred');
  });
});

describe('earnsReferralCredit', () => {
  it("earns once, on the referred account's first order paid with money", () => {
    expect(earnsReferralCredit({ status: 'registered', orderTotal: 13_500, otherPaidOrders: 0 })).toBe(true);
    expect(earnsReferralCredit({ status: 'rewarded', orderTotal: 13_500, otherPaidOrders: 0 })).toBe(false);
    expect(earnsReferralCredit({ status: 'reversed', orderTotal: 13_500, otherPaidOrders: 0 })).toBe(false);
    expect(earnsReferralCredit({ status: 'registered', orderTotal: 13_500, otherPaidOrders: 1 })).toBe(false);
  });
  it('does not count a free order (the discount covered all of it)', () => {
    expect(earnsReferralCredit({ status: 'registered', orderTotal: 0, otherPaidOrders: 0 })).toBe(false);
  });
});

describe('refundReversesReferral', () => {
  const rewarded = { status: 'rewarded' as const, rewardOrderId: 7, orderId: 7 };
  it('reverses once nothing of the rewarded order is left to refund', () => {
    expect(refundReversesReferral({ ...rewarded, refundableLeft: 0 })).toBe(true);
  });
  it('keeps the credit after a partial refund, for another order, or when not rewarded', () => {
    expect(refundReversesReferral({ ...rewarded, refundableLeft: 1500 })).toBe(false);
    expect(refundReversesReferral({ ...rewarded, orderId: 8, refundableLeft: 0 })).toBe(false);
    expect(refundReversesReferral({ ...rewarded, status: 'registered', refundableLeft: 0 })).toBe(false);
    expect(refundReversesReferral({ ...rewarded, status: 'reversed', refundableLeft: 0 })).toBe(false);
  });
});

describe('referralShareUrl', () => {
  it('leads to the referral page in the language, naming the channel except for the plain link', () => {
    expect(referralShareUrl('https://marginalia.example/', 'cn', 'K7Q2M9X4PA')).toBe('https://marginalia.example/cn/referral/K7Q2M9X4PA');
    expect(referralShareUrl('https://marginalia.example', 'en', 'K7Q2M9X4PA', 'qr')).toBe('https://marginalia.example/en/referral/K7Q2M9X4PA?via=qr');
  });
});
