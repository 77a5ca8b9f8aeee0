import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { spendCredits } from '@marginalia/contracts/payments/payment-amounts';
import type { Db } from '../db/client';
import { creditUses, credits } from '../db/schema/all-tables';
import type { CreditRow } from '../db/schema/billing';
import { AppError } from '../errors/app-error';

/**
 * Account credit, held in US cents and converted at the current rate when shown or spent. Prepaid credit
 * (from a paid retainer invoice) never expires and is spent as "prepayment"; referral, courtesy, reward and
 * refund credits may carry an expiry and are spent first, soonest-expiring first.
 */
export type CreditKind = 'credits' | 'prepayments';

function kindCondition(kind: CreditKind) {
  return kind === 'prepayments' ? eq(credits.source, 'prepayment') : sql`${credits.source} <> 'prepayment'`;
}

function usable(now: Date) {
  return and(gt(credits.balanceUsdCents, 0), or(isNull(credits.expiresAt), gt(credits.expiresAt, now)));
}

/** The user's usable balance of one kind, in US cents (expired credits do not count). */
export async function creditBalanceUsd(db: Db, userId: number, kind: CreditKind, now: Date = new Date()): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${credits.balanceUsdCents}), 0)` })
    .from(credits)
    .where(and(eq(credits.userId, userId), kindCondition(kind), usable(now)));
  return Number(row?.total ?? 0);
}

/**
 * Takes `usdCents` from the user's credits of one kind for a payment, soonest-expiring first, locking the
 * credit rows. Refused with 409 'credit-balance-changed' when the balance no longer covers it.
 */
export async function spendCredit(tx: Db, userId: number, kind: CreditKind, paymentId: number, usdCents: number, now: Date = new Date()): Promise<void> {
  if (usdCents <= 0) return;
  const rows = await tx
    .select()
    .from(credits)
    .where(and(eq(credits.userId, userId), kindCondition(kind), usable(now)))
    .orderBy(credits.id)
    .for('update');
  const available = rows.reduce((sum, row) => sum + row.balanceUsdCents, 0);
  if (available < usdCents) throw new AppError(409, 'credit-balance-changed');
  for (const use of spendCredits(rows, usdCents)) {
    await tx.update(credits).set({ balanceUsdCents: sql`${credits.balanceUsdCents} - ${use.usdCents}` }).where(eq(credits.id, use.id));
    await tx.insert(creditUses).values({ creditId: use.id, paymentId, usdCents: use.usdCents });
  }
}

/** Credits a payment took but that never paid anything go back to the credits they came from. */
export async function returnSpentCredits(tx: Db, paymentId: number): Promise<void> {
  const uses = await tx.select().from(creditUses).where(eq(creditUses.paymentId, paymentId));
  for (const use of uses) {
    await tx
      .update(credits)
      .set({ balanceUsdCents: sql`${credits.balanceUsdCents} + ${use.usdCents}` })
      .where(eq(credits.id, use.creditId));
  }
  await tx.delete(creditUses).where(eq(creditUses.paymentId, paymentId));
}

export interface NewCredit {
  userId: number;
  source: CreditRow['source'];
  usdCents: number;
  invoiceId?: number | null;
  expiresAt?: Date | null;
  note?: string | null;
  grantedByStaffId?: number | null;
}

/** Puts credit on the account: a paid prepayment, an overpayment kept, a refund as credit, a courtesy. */
export async function grantCredit(tx: Db, input: NewCredit): Promise<CreditRow> {
  const [row] = await tx
    .insert(credits)
    .values({
      referenceNumber: `CR${randomBytes(5).toString('hex').toUpperCase()}`,
      userId: input.userId,
      source: input.source,
      invoiceId: input.invoiceId ?? null,
      totalUsdCents: input.usdCents,
      balanceUsdCents: input.usdCents,
      expiresAt: input.expiresAt ?? null,
      note: input.note ?? null,
      grantedByStaffId: input.grantedByStaffId ?? null,
    })
    .returning();
  if (!row) throw new Error('credit insert returned nothing');
  return row;
}

/** The prepaid credit a paid retainer invoice became, if it did already. */
export async function hasCreditFromInvoice(tx: Db, invoiceId: number): Promise<boolean> {
  const [existing] = await tx.select({ id: credits.id }).from(credits).where(eq(credits.invoiceId, invoiceId));
  return existing !== undefined;
}

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * The referrer's reward for a referred account's first paid order: referral credit in US cents, valid a
 * year (like courtesy credit), spent before prepaid credit.
 */
export async function grantReferralCredit(tx: Db, input: { referrerId: number; usdCents: number; note: string; now: Date }): Promise<CreditRow> {
  return grantCredit(tx, { userId: input.referrerId, source: 'referral', usdCents: input.usdCents, expiresAt: new Date(input.now.getTime() + YEAR_MS), note: input.note.slice(0, 500) });
}

/**
 * Takes back what is left of a credit (a referral whose order was refunded): its balance goes to 0 and the
 * amount taken is returned. What was already spent stays spent: it paid for work that was done.
 */
export async function takeBackCredit(tx: Db, creditId: number): Promise<number> {
  const [credit] = await tx.select().from(credits).where(eq(credits.id, creditId)).for('update');
  if (!credit || credit.balanceUsdCents <= 0) return 0;
  await tx.update(credits).set({ balanceUsdCents: 0 }).where(eq(credits.id, creditId));
  return credit.balanceUsdCents;
}
