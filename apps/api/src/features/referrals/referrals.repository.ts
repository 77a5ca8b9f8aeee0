import { and, count, desc, eq, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client';
import { credits, orders, promotionalCodes, referralInvites, referralVisits, referrals, users } from '../../platform/db/schema/all-tables';
import type { ReferralChannel } from '@marginalia/contracts/referrals/referral-rules';
import type { ReferralRow, ReferralVisitRow } from '../../platform/db/schema/rewards';
import type { UserRow } from '../../platform/db/schema/users';

/** The queries of the referral programme; a customer's rows are read by their own id. */

/** A researcher by referral code (codes are upper case; people type them in any case). */
export async function findReferrerByCode(db: Db, code: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.referralCode, code.trim().toUpperCase()), eq(users.role, 'researcher')))
    .limit(1);
  return row ?? null;
}

export async function saveVisit(db: Db, visit: { visitorTokenHash: string; referrerId: number; channel: ReferralChannel; visitedAt: Date }): Promise<void> {
  await db
    .insert(referralVisits)
    .values(visit)
    .onConflictDoUpdate({ target: referralVisits.visitorTokenHash, set: { referrerId: visit.referrerId, channel: visit.channel, visitedAt: visit.visitedAt } });
}

/** Takes the browser's visit (it ties one account only); null when there is none or it is older than `since`. */
export async function takeVisit(tx: Db, visitorTokenHash: string, since: Date): Promise<ReferralVisitRow | null> {
  const [row] = await tx.delete(referralVisits).where(eq(referralVisits.visitorTokenHash, visitorTokenHash)).returning();
  return row && row.visitedAt >= since ? row : null;
}

/** Visits nobody registered from within their lifetime. */
export async function forgetVisitsBefore(db: Db, before: Date): Promise<void> {
  await db.delete(referralVisits).where(lt(referralVisits.visitedAt, before));
}

export async function insertReferral(tx: Db, values: typeof referrals.$inferInsert): Promise<ReferralRow | null> {
  const [row] = await tx.insert(referrals).values(values).onConflictDoNothing({ target: referrals.referredUserId }).returning();
  return row ?? null;
}

export async function updateReferral(tx: Db, id: number, changes: Partial<typeof referrals.$inferInsert>): Promise<void> {
  await tx.update(referrals).set(changes).where(eq(referrals.id, id));
}

/** The referral a customer came through, locked for the settling or refunding transaction. */
export async function lockReferralOf(tx: Db, referredUserId: number): Promise<ReferralRow | null> {
  const [row] = await tx.select().from(referrals).where(eq(referrals.referredUserId, referredUserId)).for('update');
  return row ?? null;
}

export async function findOrderForReferral(tx: Db, orderId: number) {
  const [row] = await tx.select({ id: orders.id, userId: orders.userId, externalId: orders.externalId, totalAmount: orders.totalAmount, paid: orders.paid }).from(orders).where(eq(orders.id, orderId));
  return row ?? null;
}

export async function countOtherPaidOrders(tx: Db, userId: number, orderId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(orders).where(and(eq(orders.userId, userId), eq(orders.paid, true), ne(orders.id, orderId)));
  return row?.n ?? 0;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function countInvitesSent(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(referralInvites).where(eq(referralInvites.userId, userId));
  return row?.n ?? 0;
}

/** The user's referrals with the referred person's name, newest first. */
export async function findReferralsBy(db: Db, referrerId: number, limit = 200) {
  return db
    .select({ referral: referrals, firstName: users.firstName, lastName: users.lastName })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.referredUserId))
    .where(eq(referrals.referrerId, referrerId))
    .orderBy(desc(referrals.createdAt), desc(referrals.id))
    .limit(limit);
}

/** The referral the user came through, with the referrer's name and the welcome code. */
export async function findReferralOf(db: Db, referredUserId: number) {
  const [row] = await db
    .select({
      referral: referrals,
      firstName: users.firstName,
      lastName: users.lastName,
      welcomeCode: promotionalCodes,
      welcomeUses: sql<number>`(select count(*)::int from "promotional_code_uses" "u" where "u"."promotional_code_id" = "referrals"."welcome_code_id")`,
    })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.referrerId))
    .leftJoin(promotionalCodes, eq(promotionalCodes.id, referrals.welcomeCodeId))
    .where(eq(referrals.referredUserId, referredUserId));
  return row ?? null;
}

export async function sumEarnedCredits(db: Db, referrerId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${referrals.creditUsdCents}), 0)` })
    .from(referrals)
    .where(and(eq(referrals.referrerId, referrerId), eq(referrals.status, 'rewarded')));
  return Number(row?.total ?? 0);
}

const referrerUsers = alias(users, 'referrer_users');
const referredUsers = alias(users, 'referred_users');

/** Staff: the referrals where the customer is either side, with both people and the credit's reference. */
export async function findReferralsOfCustomer(db: Db, userId: number) {
  return db
    .select({
      referral: referrals,
      referrer: { identity: referrerUsers.identity, firstName: referrerUsers.firstName, lastName: referrerUsers.lastName, email: referrerUsers.email },
      referred: { identity: referredUsers.identity, firstName: referredUsers.firstName, lastName: referredUsers.lastName, email: referredUsers.email },
      orderExternalId: orders.externalId,
      creditReference: credits.referenceNumber,
    })
    .from(referrals)
    .innerJoin(referrerUsers, eq(referrerUsers.id, referrals.referrerId))
    .innerJoin(referredUsers, eq(referredUsers.id, referrals.referredUserId))
    .leftJoin(orders, eq(orders.id, referrals.rewardOrderId))
    .leftJoin(credits, eq(credits.id, referrals.creditId))
    .where(sql`${referrals.referrerId} = ${userId} or ${referrals.referredUserId} = ${userId}`)
    .orderBy(desc(referrals.createdAt))
    .limit(500);
}

export async function findCustomerByIdentity(db: Db, identity: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(and(eq(users.identity, identity), eq(users.role, 'researcher')));
  return row ?? null;
}
