import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import { TESTIMONIAL_REWARD_POINTS } from '@marginalia/contracts/rewards/earn-teasers';
import { convertWithRate } from '@marginalia/contracts/formatting/money';
import { levelForPoints } from '@marginalia/contracts/rewards/loyalty-progress';
import { rewardPointsFor } from '@marginalia/contracts/rewards/reward-points';
import { recordAudit } from '../../platform/audit/audit-log';
import { issueLevelBenefits } from './level-benefits';
import type { Db } from '../../platform/db/client';
import { currencies, invoices, loyaltyLevels, orderServices, orders, rewardPointEntries, services, users } from '../../platform/db/schema/all-tables';
import type { OrderRow } from '../../platform/db/schema/orders';

export interface RewardAward {
  points: number;
  pointsToDate: number;
  loyaltyLevelIdentity: string;
}

/**
 * Awards an order's reward points once it is both completed and paid (whichever comes last: the staff
 * completing it, or the ledger settling its last invoice). Inside the caller's transaction; the order and
 * the customer rows are locked, and `reward_point_entries.order_id` is unique, so an order earns once
 * however often this runs. Returns null when nothing was awarded (not yet due, already awarded, 0 points).
 */
export async function awardOrderRewardPoints(tx: Db, orderId: number, options: { actorId?: number | null; now?: Date } = {}): Promise<RewardAward | null> {
  const now = options.now ?? new Date();
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order || order.status !== 'completed' || !order.paid) return null;
  const [already] = await tx.select({ id: rewardPointEntries.id }).from(rewardPointEntries).where(eq(rewardPointEntries.orderId, orderId));
  if (already) return null;

  const points = rewardPointsFor({ usdPaidCents: await usdPaidCents(tx, order), rewardPointsPerUsd: await serviceRates(tx, orderId) });
  if (points <= 0) return null;

  const award = await creditRewardPoints(tx, order.userId, points, { name: `${order.title} (${order.externalId})`, orderId }, { actorId: options.actorId ?? null, now, subjectType: 'order', subjectId: order.externalId, orderId });
  if (award) await tx.update(orders).set({ rewardPoints: points }).where(eq(orders.id, orderId));
  return award;
}

export interface PointsEntry {
  name: string;
  orderId?: number;
  testimonialId?: number;
}

interface CreditContext {
  actorId: number | null;
  now: Date;
  subjectType: string;
  subjectId: string;
  orderId?: number;
}

/**
 * Adds points to a customer's total with one history row, raises the level the new total and paid orders
 * earn (never lowers it) and issues the personal codes of every level reached. Inside the caller's
 * transaction, with the customer's row locked; null when the history row exists already (the order's or
 * the testimonial's points were awarded before).
 */
export async function creditRewardPoints(tx: Db, userId: number, points: number, entry: PointsEntry, context: CreditContext): Promise<RewardAward | null> {
  const { now } = context;
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user || points <= 0) return null;
  const pointsToDate = user.totalRewardPoints + points;
  const [inserted] = await tx
    .insert(rewardPointEntries)
    .values({ userId: user.id, orderId: entry.orderId ?? null, testimonialId: entry.testimonialId ?? null, name: entry.name, points, pointsToDate, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: rewardPointEntries.id });
  if (!inserted) return null;

  const [paid] = await tx.select({ orders: count() }).from(orders).where(and(eq(orders.userId, user.id), eq(orders.paid, true)));
  const levels = await tx.select().from(loyaltyLevels).orderBy(asc(loyaltyLevels.sortOrder));
  const earned = levelForPoints(pointsToDate, paid?.orders ?? 0, levels);
  const current = levels.find((level) => level.identity === user.loyaltyLevelIdentity);
  // Levels are earned for good: a recount that gives a lower level (e.g. after a refund) does not demote.
  const level = earned && (!current || earned.sortOrder > current.sortOrder) ? earned.identity : user.loyaltyLevelIdentity;
  await tx.update(users).set({ totalRewardPoints: pointsToDate, loyaltyLevelIdentity: level, updatedAt: now }).where(eq(users.id, user.id));
  const issued = level === user.loyaltyLevelIdentity ? [] : await issueLevelBenefits(tx, user.id, user.loyaltyLevelIdentity, level, now);
  await recordAudit(
    tx,
    {
      actorId: context.actorId,
      action: 'reward.award',
      subjectType: context.subjectType,
      subjectId: context.subjectId,
      orderId: context.orderId ?? null,
      customerId: user.id,
      before: { totalRewardPoints: user.totalRewardPoints, loyaltyLevelIdentity: user.loyaltyLevelIdentity },
      after: { points, totalRewardPoints: pointsToDate, loyaltyLevelIdentity: level, ...(issued.length > 0 ? { codesIssued: issued.map((benefit) => benefit.code) } : {}) },
    },
    now,
  );
  return { points, pointsToDate, loyaltyLevelIdentity: level };
}

/** What the order's invoices came to, in US cents at each invoice's own rate; the order total when it has none. */
async function usdPaidCents(tx: Db, order: OrderRow): Promise<number> {
  const rows = await tx
    .select({ total: invoices.totalAmount, rate: invoices.exchangeRate, numDecimals: currencies.numDecimals })
    .from(invoices)
    .innerJoin(currencies, eq(currencies.isoCode, invoices.currency))
    .where(eq(invoices.orderId, order.id));
  if (rows.length > 0) return rows.reduce((sum, row) => sum + convertWithRate(row.total, row.rate, row.numDecimals, 2), 0);
  const [currency] = await tx.select().from(currencies).where(eq(currencies.isoCode, order.currency));
  return currency ? convertWithRate(order.totalAmount, currency.exchangeRate, currency.numDecimals, 2) : 0;
}

async function serviceRates(tx: Db, orderId: number): Promise<number[]> {
  const rows = await tx
    .select({ rate: services.rewardPointsPerUsd })
    .from(orderServices)
    .innerJoin(services, eq(services.identity, orderServices.serviceIdentity))
    .where(eq(orderServices.orderId, orderId));
  return rows.map((row) => row.rate);
}

/**
 * The points of an approved testimonial (TESTIMONIAL_REWARD_POINTS), once per account: a second approved
 * testimonial, or the same one approved again after being hidden, earns nothing more.
 */
export async function awardTestimonialPoints(tx: Db, userId: number, testimonialId: number, options: { actorId: number; now: Date; subjectId: string }): Promise<number> {
  const [earlier] = await tx
    .select({ id: rewardPointEntries.id })
    .from(rewardPointEntries)
    .where(and(eq(rewardPointEntries.userId, userId), isNotNull(rewardPointEntries.testimonialId)))
    .limit(1);
  if (earlier) return 0;
  const award = await creditRewardPoints(tx, userId, TESTIMONIAL_REWARD_POINTS, { name: 'Testimonial', testimonialId }, { actorId: options.actorId, now: options.now, subjectType: 'testimonial', subjectId: options.subjectId });
  return award?.points ?? 0;
}
