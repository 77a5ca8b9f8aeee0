import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { creditUses, credits, currencies, invoices, orders, paymentAllocations, payments } from '../../platform/db/schema/all-tables';
import type { PaymentRow } from '../../platform/db/schema/billing';

/** The payoff's own queries: attempts already made, reservations, and what a failed attempt gives back. */

/** How many payoffs of exactly these invoices have failed (part of the next attempt's idempotency key). */
export async function countFailedPayoffs(db: Db, userId: number, sortedInvoiceIds: readonly number[]): Promise<number> {
  const [row] = await db
    .select({ failed: count() })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.purpose, 'payoff'),
        eq(payments.status, 'failed'),
        sql`${payments.subject} -> 'invoiceIds' = ${JSON.stringify(sortedInvoiceIds)}::jsonb`,
      ),
    );
  return Number(row?.failed ?? 0);
}

export async function findPaymentByKey(db: Db, userId: number, idempotencyKey: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row ?? null;
}

/** A failed or released payment's reservation: the invoices become payable again. */
export async function deleteAllocations(tx: Db, paymentId: number): Promise<void> {
  await tx.delete(paymentAllocations).where(eq(paymentAllocations.paymentId, paymentId));
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

export interface LockedAllocation {
  invoiceId: number;
  invoiceNumber: string;
  orderExternalId: string | null;
  amount: number;
  balance: number;
}

/** The payment's allocations with their invoices locked (FOR UPDATE, in invoice order). */
export async function lockAllocatedInvoices(tx: Db, paymentId: number): Promise<LockedAllocation[]> {
  return tx
    .select({
      invoiceId: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      orderExternalId: orders.externalId,
      amount: paymentAllocations.amount,
      balance: invoices.balance,
    })
    .from(paymentAllocations)
    .innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
    .leftJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(paymentAllocations.paymentId, paymentId))
    .orderBy(asc(invoices.id))
    .for('update', { of: invoices });
}

export async function setAllocationAmount(tx: Db, paymentId: number, invoiceId: number, amount: number): Promise<void> {
  if (amount === 0) {
    await tx.delete(paymentAllocations).where(and(eq(paymentAllocations.paymentId, paymentId), eq(paymentAllocations.invoiceId, invoiceId)));
    return;
  }
  await tx
    .update(paymentAllocations)
    .set({ amount })
    .where(and(eq(paymentAllocations.paymentId, paymentId), eq(paymentAllocations.invoiceId, invoiceId)));
}

export async function findPerUsd(db: Db, isoCode: string): Promise<{ perUsd: string; numDecimals: number } | null> {
  const [row] = await db.select({ perUsd: currencies.perUsd, numDecimals: currencies.numDecimals }).from(currencies).where(eq(currencies.isoCode, isoCode)).limit(1);
  return row ?? null;
}
