import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { spendCredits } from '@marginalia/contracts/payments/payment-amounts';
import { convertWithRate } from '@marginalia/contracts/formatting/money';
import type { Db } from '../db/client';
import { creditUses, credits, currencies, invoiceSequences, invoices, orders, paymentAllocations, payments, type BillingAddressSnapshot } from '../db/schema/all-tables';
import { AppError } from '../errors/app-error';
import { awardOrderRewardPoints } from '../rewards/reward-awards';
import type { CreditRow, InvoiceRow, PaymentRow } from '../db/schema/billing';

/**
 * The ledger: invoices, what paid them, and credit balances. Every function takes the caller's
 * transaction (a `Db` may be a transaction) and locks the rows it changes, so two payments of one invoice
 * at the same moment cannot overpay it. Amounts are integer minor units; credit balances are US cents.
 */

/** A public, unguessable code (receipt codes, payment ids, reference numbers). */
export function publicCode(prefix: string, bytes = 12): string {
  return `${prefix}${randomBytes(bytes).toString('base64url')}`;
}

/**
 * The next invoice number of a localization: `US000123`, or `RET000045US` for retainer invoices (spec 3).
 * The counter row is updated in the caller's transaction, so a rolled-back invoice gives its number back
 * and no number is ever used twice.
 */
export async function nextInvoiceNumber(tx: Db, localization: string, kind: 'order' | 'retainer', prefix: string): Promise<string> {
  await tx.insert(invoiceSequences).values({ localization, kind, nextNumber: 1 }).onConflictDoNothing();
  const [row] = await tx
    .update(invoiceSequences)
    .set({ nextNumber: sql`${invoiceSequences.nextNumber} + 1` })
    .where(and(eq(invoiceSequences.localization, localization), eq(invoiceSequences.kind, kind)))
    .returning({ number: sql<number>`${invoiceSequences.nextNumber} - 1` });
  if (!row) throw new Error(`invoice sequence missing for ${localization}/${kind}`);
  const digits = String(row.number).padStart(6, '0');
  return kind === 'retainer' ? `RET${digits}${prefix}` : `${prefix}${digits}`;
}

export interface NewInvoice {
  userId: number;
  localization: string;
  invoicePrefix: string;
  kind: 'order' | 'retainer';
  orderId?: number | null;
  currency: string;
  totalAmount: number;
  exchangeRate: string;
  description: string;
  purchaseOrder?: string | null;
  billingAddress?: BillingAddressSnapshot | null;
  invoiceAddress?: BillingAddressSnapshot | null;
  /** Reuse a receipt code quoted earlier (the order form's); a new one otherwise. */
  receiptCode?: string | null;
}

export async function createInvoice(tx: Db, input: NewInvoice): Promise<InvoiceRow> {
  const invoiceNumber = await nextInvoiceNumber(tx, input.localization, input.kind, input.invoicePrefix);
  const [row] = await tx
    .insert(invoices)
    .values({
      invoiceNumber,
      receiptCode: input.receiptCode ?? publicCode('R', 9),
      kind: input.kind,
      userId: input.userId,
      localization: input.localization,
      orderId: input.orderId ?? null,
      currency: input.currency,
      totalAmount: input.totalAmount,
      balance: input.totalAmount,
      exchangeRate: input.exchangeRate,
      description: input.description,
      purchaseOrder: input.purchaseOrder ?? null,
      billingAddress: input.billingAddress ?? null,
      invoiceAddress: input.invoiceAddress ?? null,
      paidAt: input.totalAmount === 0 ? new Date() : null,
    })
    .returning();
  if (!row) throw new Error('invoice insert returned nothing');
  return row;
}

/** Locks the user's invoices with these receipt codes (in a stable order, so two payers cannot deadlock). */
export async function lockInvoicesByReceiptCode(tx: Db, userId: number, receiptCodes: readonly string[]): Promise<InvoiceRow[]> {
  if (receiptCodes.length === 0) return [];
  return tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.userId, userId), inArray(invoices.receiptCode, [...receiptCodes])))
    .orderBy(invoices.id)
    .for('update');
}

/** Invoices a pending payment has already reserved (another tab or a boleto awaiting payment). */
export async function reservedInvoiceIds(tx: Db, invoiceIds: readonly number[]): Promise<Set<number>> {
  if (invoiceIds.length === 0) return new Set();
  const rows = await tx
    .select({ invoiceId: paymentAllocations.invoiceId })
    .from(paymentAllocations)
    .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
    .where(and(inArray(paymentAllocations.invoiceId, [...invoiceIds]), eq(payments.status, 'pending')));
  return new Set(rows.map((row) => row.invoiceId));
}

/**
 * Writes how a payment splits over invoices without touching balances (a pending payment reserves
 * the invoices this way); `settleAllocations` applies them once the money is in.
 */
export async function reserveAllocations(tx: Db, paymentId: number, allocations: readonly { invoiceId: number; amount: number }[]): Promise<void> {
  if (allocations.length === 0) return;
  await tx.insert(paymentAllocations).values(allocations.map((a) => ({ paymentId, ...a }))).onConflictDoNothing();
}

/**
 * Applies a succeeded payment's allocations: each invoice's balance goes down (never below 0: an
 * allocation larger than the balance is refused with 409 'invoice-already-paid' and the transaction rolls
 * back), a settled invoice gets `paidAt`, and an order whose invoices are all settled becomes paid.
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

/** A paid retainer invoice becomes prepaid credit, held in US cents, that never expires (market.md). */
async function creditPrepayment(tx: Db, invoice: InvoiceRow): Promise<void> {
  const [existing] = await tx.select({ id: credits.id }).from(credits).where(eq(credits.invoiceId, invoice.id));
  if (existing) return;
  const [currency] = await tx.select({ numDecimals: currencies.numDecimals }).from(currencies).where(eq(currencies.isoCode, invoice.currency));
  const usdCents = convertWithRate(invoice.totalAmount, invoice.exchangeRate, currency?.numDecimals ?? 2, 2);
  await grantCredit(tx, { userId: invoice.userId, source: 'prepayment', usdCents, invoiceId: invoice.id, note: invoice.invoiceNumber });
}

export interface InternalPayment {
  userId: number;
  purpose: PaymentRow['purpose'];
  subject: Record<string, unknown>;
  /** 1 credits (also prepayment spending), 4 free, 26 voucher. */
  methodId: number;
  currency: string;
  amount: number;
  /** Derived from the parent submission's key ('…:credits'), so a retry records it once. */
  idempotencyKey: string;
  invoiceId: number;
  /** Take this many US cents from the user's credits of this kind. */
  spend?: { kind: CreditKind; usdCents: number };
  /** The retainer invoice a prepayment spend comes from (spec 3: payments[].retainerinvoice_id). */
  reference?: string | null;
}

/**
 * A payment that moves no outside money (credits, prepayment, free, voucher), recorded as succeeded and
 * applied to the invoice at once. Inside the caller's transaction.
 */
export async function recordInternalPayment(tx: Db, input: InternalPayment, now: Date = new Date()): Promise<PaymentRow | null> {
  const [payment] = await tx
    .insert(payments)
    .values({
      publicId: publicCode('P', 12),
      userId: input.userId,
      purpose: input.purpose,
      subject: input.subject,
      methodId: input.methodId,
      currency: input.currency,
      amount: input.amount,
      status: 'succeeded',
      idempotencyKey: input.idempotencyKey,
      reference: input.reference ?? null,
      settledAt: now,
    })
    .onConflictDoNothing({ target: payments.idempotencyKey })
    .returning();
  if (!payment) return null;
  if (input.spend) await spendCredit(tx, input.userId, input.spend.kind, payment.id, input.spend.usdCents, now);
  if (input.amount > 0) {
    await reserveAllocations(tx, payment.id, [{ invoiceId: input.invoiceId, amount: input.amount }]);
    await settleAllocations(tx, payment.id, now);
  }
  return payment;
}

/** An order is paid when none of its invoices has a balance left. */
export async function markOrderPaidWhenSettled(tx: Db, orderId: number, now: Date = new Date()): Promise<void> {
  const open = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), gt(invoices.balance, 0)))
    .limit(1);
  if (open.length === 0) {
    const marked = await tx.update(orders).set({ paid: true, paidAt: now }).where(and(eq(orders.id, orderId), eq(orders.paid, false))).returning({ id: orders.id });
    // An order completed before it was paid earns its reward points now (issue 6).
    if (marked.length > 0) await awardOrderRewardPoints(tx, orderId, { now });
  }
}

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

export interface NewCredit {
  userId: number;
  source: (typeof credits.$inferInsert)['source'];
  usdCents: number;
  invoiceId?: number | null;
  expiresAt?: Date | null;
  note?: string | null;
  grantedByStaffId?: number | null;
}

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
