import { and, asc, eq, gt } from 'drizzle-orm';
import { convertWithRate } from '@marginalia/contracts/formatting/money';
import type { Db } from '../db/client';
import { currencies, invoices, orders, paymentAllocations } from '../db/schema/all-tables';
import type { InvoiceRow } from '../db/schema/billing';
import { AppError } from '../errors/app-error';
import { grantCredit, hasCreditFromInvoice } from './credits';
import { notifyOrderPaid } from './order-paid';

/**
 * How a payment splits over invoices. A pending payment's allocations reserve the invoices (a second
 * payoff is refused with 'payment-in-progress'); settling applies them to the balances.
 */

/** Writes how a payment splits over invoices without touching balances (the reservation of a pending payment). */
export async function reserveAllocations(tx: Db, paymentId: number, allocations: readonly { invoiceId: number; amount: number }[]): Promise<void> {
  if (allocations.length === 0) return;
  await tx.insert(paymentAllocations).values(allocations.map((a) => ({ paymentId, ...a }))).onConflictDoNothing();
}

/** A failed or released payment no longer reserves anything: its invoices become payable again. */
export async function releaseAllocations(tx: Db, paymentId: number): Promise<void> {
  await tx.delete(paymentAllocations).where(eq(paymentAllocations.paymentId, paymentId));
}

/** Changes what a payment gives one invoice before it settles (0 removes the allocation). */
export async function resizeAllocation(tx: Db, paymentId: number, invoiceId: number, amount: number): Promise<void> {
  const allocation = and(eq(paymentAllocations.paymentId, paymentId), eq(paymentAllocations.invoiceId, invoiceId));
  if (amount === 0) {
    await tx.delete(paymentAllocations).where(allocation);
    return;
  }
  await tx.update(paymentAllocations).set({ amount }).where(allocation);
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

/**
 * Applies a succeeded payment's allocations: each invoice's balance goes down (never below 0: an
 * allocation larger than the balance is refused with 409 'invoice-already-paid' and the transaction rolls
 * back), a settled invoice gets `paidAt`, a settled retainer invoice becomes prepaid credit, and an order
 * whose invoices are all settled becomes paid.
 */
export async function settleAllocations(tx: Db, paymentId: number, now: Date = new Date()): Promise<void> {
  const allocations = await tx.select().from(paymentAllocations).where(eq(paymentAllocations.paymentId, paymentId)).orderBy(paymentAllocations.invoiceId);
  for (const allocation of allocations) {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, allocation.invoiceId)).for('update');
    if (!invoice) throw new Error(`allocation to a missing invoice ${allocation.invoiceId}`);
    if (allocation.amount > invoice.balance) throw new AppError(409, 'invoice-already-paid', { invoiceNumber: invoice.invoiceNumber });
    const balance = invoice.balance - allocation.amount;
    await tx
      .update(invoices)
      .set({ balance, paidAt: balance === 0 ? now : null })
      .where(eq(invoices.id, invoice.id));
    if (balance === 0 && invoice.orderId !== null) await markOrderPaidWhenSettled(tx, invoice.orderId, now);
    if (balance === 0 && invoice.kind === 'retainer') await creditPrepayment(tx, invoice);
  }
}

/** A paid retainer invoice becomes prepaid credit, held in US cents, that never expires. */
async function creditPrepayment(tx: Db, invoice: InvoiceRow): Promise<void> {
  if (await hasCreditFromInvoice(tx, invoice.id)) return;
  const [currency] = await tx.select({ numDecimals: currencies.numDecimals }).from(currencies).where(eq(currencies.isoCode, invoice.currency));
  const usdCents = convertWithRate(invoice.totalAmount, invoice.exchangeRate, currency?.numDecimals ?? 2, 2);
  await grantCredit(tx, { userId: invoice.userId, source: 'prepayment', usdCents, invoiceId: invoice.id, note: invoice.invoiceNumber });
}

/**
 * An order is paid when none of its invoices has a balance left. Marking it tells the order-paid
 * listeners (reward points), in the same transaction.
 */
export async function markOrderPaidWhenSettled(tx: Db, orderId: number, now: Date = new Date()): Promise<void> {
  const open = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), gt(invoices.balance, 0)))
    .limit(1);
  if (open.length > 0) return;
  const marked = await tx.update(orders).set({ paid: true, paidAt: now }).where(and(eq(orders.id, orderId), eq(orders.paid, false))).returning({ id: orders.id });
  if (marked.length > 0) await notifyOrderPaid(tx, orderId, now);
}
