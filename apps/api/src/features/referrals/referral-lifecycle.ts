import { earnsReferralCredit, referralRefusal, refundReversesReferral } from '@marginalia/contracts/referrals/referral-rules';
import { toMinorUnits } from '@marginalia/contracts/formatting/money';
import { recordAudit } from '../../platform/audit/audit-log';
import { grantReferralCredit, takeBackCredit } from '../../platform/billing/credits';
import { refundableOrderPayments } from '../../platform/billing/refunds';
import type { Db } from '../../platform/db/client';
import type { UserRow } from '../../platform/db/schema/users';
import { applyCodeToVisitorForms } from '../order-form/order-form.public';
import { issuePersonalCode } from '../rewards/rewards.public';
import { countOtherPaidOrders, findOrderForReferral, findUserById, insertReferral, lockReferralOf, takeVisit, updateReferral } from './referrals.repository';

/**
 * A referral's life (README.md): recorded at registration from the visit the browser arrived through; the
 * new researcher's first order gets the discount (a personal code, put on their forms); the referrer's
 * credit is granted when their first paid order is paid and taken back when that order is refunded.
 */
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
/** A visit counts for 30 days, as long as the visitor cookie lives. */
export const VISIT_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export interface Attribution {
  user: UserRow;
  visitorTokenHash: string | null;
  /** The `referralAmount` setting, whole US dollars. */
  referralAmountUsd: number;
  now: Date;
}

/**
 * Ties a new account to the referrer whose link, QR code, flyer or invitation this browser came through,
 * inside the registration's transaction. No visit, an unknown or inactive referrer, or the same person
 * (same account, same mailbox) → nothing happens and the registration goes on.
 */
export async function attributeReferral(tx: Db, { user, visitorTokenHash, referralAmountUsd, now }: Attribution): Promise<void> {
  if (!visitorTokenHash) return;
  const visit = await takeVisit(tx, visitorTokenHash, new Date(now.getTime() - VISIT_LIFETIME_MS));
  if (!visit) return;
  const referrer = await findUserById(tx, visit.referrerId);
  if (!referrer || referrer.role !== 'researcher') return;
  const refusal = referralRefusal({ referrer, referred: user, alreadyReferred: false });
  if (refusal) return;
  const usdCents = toMinorUnits(referralAmountUsd, 2);
  const referral = await insertReferral(tx, { referrerId: referrer.id, referredUserId: user.id, channel: visit.channel, status: 'registered', creditUsdCents: usdCents, createdAt: now });
  if (!referral) return;
  const welcome = await issuePersonalCode(tx, {
    userId: user.id,
    source: 'referral',
    prefix: 'WELCOME',
    description: `Referral discount: US$${referralAmountUsd} off your first order`,
    percentBased: false,
    percent: null,
    amountUsdCents: usdCents,
    serviceIdentities: null,
    endsAt: new Date(now.getTime() + YEAR_MS),
    newCustomersOnly: true,
    now,
  });
  await updateReferral(tx, referral.id, { welcomeCodeId: welcome.id });
  await applyCodeToVisitorForms(tx, visitorTokenHash, welcome.id);
  await recordAudit(
    tx,
    { actorId: null, action: 'referral.register', subjectType: 'customer', subjectId: user.identity, customerId: user.id, after: { referrer: referrer.identity, channel: visit.channel, welcomeCode: welcome.code, usdCents } },
    now,
  );
}

/**
 * Order-paid listener: the referred account's first order paid with money earns the referrer the credit
 * promised at registration, once. The referral row is locked, so two settlements at once grant one credit.
 */
export async function rewardReferrerWhenPaid(tx: Db, orderId: number, now: Date): Promise<void> {
  const order = await findOrderForReferral(tx, orderId);
  if (!order || !order.paid) return;
  const referral = await lockReferralOf(tx, order.userId);
  if (!referral) return;
  const otherPaidOrders = await countOtherPaidOrders(tx, order.userId, order.id);
  if (!earnsReferralCredit({ status: referral.status, orderTotal: order.totalAmount, otherPaidOrders })) return;
  const usdCents = referral.creditUsdCents ?? 0;
  if (usdCents <= 0) return;
  const credit = await grantReferralCredit(tx, { referrerId: referral.referrerId, usdCents, note: `Referral reward: first order ${order.externalId}`, now });
  await updateReferral(tx, referral.id, { status: 'rewarded', rewardOrderId: order.id, creditId: credit.id, rewardedAt: now });
  await recordAudit(
    tx,
    { actorId: null, action: 'referral.reward', subjectType: 'order', subjectId: order.externalId, orderId: order.id, customerId: referral.referrerId, before: { status: referral.status }, after: { status: 'rewarded', credit: credit.referenceNumber, usdCents } },
    now,
  );
}

/**
 * Order-refunded listener: once nothing of what paid the rewarded order is left to refund, what remains of
 * the referrer's credit is taken back (what they spent of it stays spent) and the referral is reversed.
 */
export async function reverseReferralWhenRefunded(tx: Db, orderId: number, now: Date): Promise<void> {
  const order = await findOrderForReferral(tx, orderId);
  if (!order) return;
  const referral = await lockReferralOf(tx, order.userId);
  if (!referral) return;
  const refundableLeft = (await refundableOrderPayments(tx, orderId)).reduce((sum, row) => sum + row.toRefund, 0);
  if (!refundReversesReferral({ status: referral.status, rewardOrderId: referral.rewardOrderId, orderId, refundableLeft })) return;
  const takenBack = referral.creditId === null ? 0 : await takeBackCredit(tx, referral.creditId);
  await updateReferral(tx, referral.id, { status: 'reversed', reversedAt: now, reversedUsdCents: takenBack });
  await recordAudit(
    tx,
    { actorId: null, action: 'referral.reverse', subjectType: 'order', subjectId: order.externalId, orderId: order.id, customerId: referral.referrerId, before: { status: 'rewarded' }, after: { status: 'reversed', takenBackUsdCents: takenBack } },
    now,
  );
}
