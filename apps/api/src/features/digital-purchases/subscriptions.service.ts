import type { StaffPurchaseRevoke, StaffSubscriptionGrant } from '@marginalia/contracts/digital/digital-editing.contract';
import { auditFields, recordAudit } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/client';
import type { DigitalProductKind, DigitalPurchaseRow } from '../../platform/db/schema/digital';
import { AppError } from '../../platform/errors/app-error';
import { publicCode } from '../../platform/ids/random-ids';
import * as repo from './digital-purchases.repository';
import { endOf, purchaseRecord, subscriptionStart } from './purchase-rules';

/**
 * Subscriptions (README.md "Subscriptions"): periods of a kind with no uses, one after another. A customer's
 * periods form a queue — a new one (paid or granted) starts when the last ends — so moving one period's end
 * (staff extend it, end it early, or its payment is refunded in full) moves the periods after it by as much:
 * a year already paid for is never lost nor doubled.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const SUBSCRIPTION: DigitalProductKind = 'editing-subscription';

export interface SubscriptionState {
  /** The period covering now. */
  running: DigitalPurchaseRow | null;
  /** When the queue of periods ends (null: none runs). */
  accessEndsAt: Date | null;
  /** The end of the last period when none runs any more (null: never subscribed, or one runs). */
  expiredAt: Date | null;
  periods: DigitalPurchaseRow[];
}

export async function subscriptionState(db: Db, userId: number, now: Date): Promise<SubscriptionState> {
  const periods = await repo.findPurchases(db, userId, SUBSCRIPTION);
  const running = periods.find((period) => period.startsAt <= now && period.endsAt !== null && period.endsAt > now) ?? null;
  const ends = periods.filter((period) => period.revokedAt === null && period.endsAt !== null).map((period) => period.endsAt!.getTime());
  const past = periods.filter((period) => period.endsAt !== null && period.endsAt <= now).map((period) => period.endsAt!.getTime());
  return {
    running,
    accessEndsAt: running ? new Date(Math.max(...ends, running.endsAt!.getTime())) : null,
    expiredAt: !running && past.length > 0 ? new Date(Math.max(...past)) : null,
    periods,
  };
}

/** Shifts the customer's periods that start at or after `from` by `byMs` (the queue after a moved end). */
async function shiftLaterPeriods(tx: Db, purchase: DigitalPurchaseRow, from: Date, byMs: number): Promise<void> {
  if (purchase.kind !== SUBSCRIPTION || byMs === 0) return;
  for (const later of await repo.findPurchases(tx, purchase.userId, purchase.kind)) {
    if (later.id === purchase.id || later.revokedAt !== null || later.startsAt < from || later.endsAt === null) continue;
    await repo.updatePurchasePeriod(tx, later.id, { startsAt: new Date(later.startsAt.getTime() + byMs), endsAt: new Date(later.endsAt.getTime() + byMs) });
  }
}

/** Ends a purchase now (or at its start, if it has not begun); the periods queued after it move up. */
async function endEarly(tx: Db, purchase: DigitalPurchaseRow, now: Date): Promise<DigitalPurchaseRow> {
  const cut = purchase.startsAt > now ? purchase.startsAt : now;
  const removed = purchase.endsAt !== null && purchase.endsAt > cut ? purchase.endsAt.getTime() - cut.getTime() : 0;
  const ended = await repo.updatePurchasePeriod(tx, purchase.id, { endsAt: purchase.endsAt !== null && purchase.endsAt < cut ? purchase.endsAt : cut, revokedAt: now });
  if (purchase.endsAt !== null) await shiftLaterPeriods(tx, purchase, purchase.endsAt, -removed);
  return ended;
}

async function customerOf(db: Db, identity: string): Promise<{ id: number }> {
  const customer = await repo.findUserByIdentity(db, identity);
  if (!customer) throw new AppError(404, 'customer-not-found');
  return customer;
}

/** Staff: a subscription period for a customer (after the running one), recorded in the audit trail. */
export async function grantSubscription(db: Db, staffId: number, customerIdentity: string, grant: StaffSubscriptionGrant, now: Date) {
  const customer = await customerOf(db, customerIdentity);
  return db.transaction(async (tx) => {
    await repo.lockCustomer(tx, customer.id);
    const startsAt = subscriptionStart(await repo.findPurchases(tx, customer.id, SUBSCRIPTION), now);
    const purchase = await repo.insertPurchase(tx, {
      identity: publicCode('D', 10),
      userId: customer.id,
      kind: SUBSCRIPTION,
      label: 'Digital editing (granted)',
      source: 'grant',
      startsAt,
      endsAt: endOf(startsAt, grant.days),
      grantedByStaffId: staffId,
      note: grant.note,
    });
    if (!purchase) throw new Error('grant insert returned nothing');
    await recordAudit(tx, { actorId: staffId, action: 'digital-subscription.grant', subjectType: 'digital-purchase', subjectId: purchase.identity, customerId: customer.id, after: auditFields(purchase, ['kind', 'startsAt', 'endsAt']), reason: grant.note }, now);
    return purchaseRecord(purchase, now);
  });
}

async function purchaseOf(tx: Db, identity: string): Promise<DigitalPurchaseRow> {
  const purchase = await repo.findPurchaseByIdentity(tx, identity);
  if (!purchase) throw new AppError(404, 'digital-purchase-not-found');
  return purchase;
}

/** Staff: a purchase's end moved `days` later (a subscription's later periods move with it); audited. */
export async function extendPurchase(db: Db, staffId: number, purchaseIdentity: string, extension: StaffSubscriptionGrant, now: Date) {
  return db.transaction(async (tx) => {
    const purchase = await purchaseOf(tx, purchaseIdentity);
    await repo.lockCustomer(tx, purchase.userId);
    if (purchase.revokedAt !== null || purchase.endsAt === null || purchase.endsAt <= now) throw new AppError(409, 'digital-purchase-not-running');
    const byMs = extension.days * DAY_MS;
    const extended = await repo.updatePurchasePeriod(tx, purchase.id, { endsAt: new Date(purchase.endsAt.getTime() + byMs) });
    await shiftLaterPeriods(tx, purchase, purchase.endsAt, byMs);
    await recordAudit(tx, { actorId: staffId, action: 'digital-purchase.extend', subjectType: 'digital-purchase', subjectId: purchase.identity, customerId: purchase.userId, before: auditFields(purchase, ['endsAt']), after: auditFields(extended, ['endsAt']), reason: extension.note }, now);
    return purchaseRecord(extended, now);
  });
}

/** Staff: a purchase ended now (its later periods move up); audited. */
export async function revokePurchase(db: Db, staffId: number, purchaseIdentity: string, input: StaffPurchaseRevoke, now: Date) {
  return db.transaction(async (tx) => {
    const purchase = await purchaseOf(tx, purchaseIdentity);
    await repo.lockCustomer(tx, purchase.userId);
    if (purchase.revokedAt !== null || (purchase.endsAt !== null && purchase.endsAt <= now)) throw new AppError(409, 'digital-purchase-not-running');
    const ended = await endEarly(tx, purchase, now);
    await recordAudit(tx, { actorId: staffId, action: 'digital-purchase.revoke', subjectType: 'digital-purchase', subjectId: purchase.identity, customerId: purchase.userId, before: auditFields(purchase, ['endsAt']), after: auditFields(ended, ['endsAt', 'revokedAt']), reason: input.note }, now);
    return purchaseRecord(ended, now);
  });
}

/**
 * A payment refunded in full (platform/billing's refund path, in its transaction): the purchase it bought ends
 * now, so a refunded subscription gives no more access. A partial refund (a goodwill gesture) leaves it.
 */
export async function endPurchaseOfRefundedPayment(tx: Db, refund: { paymentId: number; fully: boolean; staffId: number | null }, now: Date): Promise<void> {
  if (!refund.fully) return;
  const purchase = await repo.findPurchaseOfPayment(tx, refund.paymentId);
  if (!purchase || purchase.revokedAt !== null || (purchase.endsAt !== null && purchase.endsAt <= now)) return;
  await repo.lockCustomer(tx, purchase.userId);
  const ended = await endEarly(tx, purchase, now);
  await recordAudit(tx, { actorId: refund.staffId, action: 'digital-purchase.revoke', subjectType: 'digital-purchase', subjectId: purchase.identity, customerId: purchase.userId, before: auditFields(purchase, ['endsAt']), after: auditFields(ended, ['endsAt', 'revokedAt']), reason: 'payment refunded' }, now);
}

/** Subscriptions ending in [from, to) that nobody reminded of yet, with their customer (the renewal reminder). */
export const subscriptionsEndingBetween = (db: Db, from: Date, to: Date) => repo.findEndingUnreminded(db, SUBSCRIPTION, from, to);
export const markSubscriptionReminded = repo.markReminded;
