import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { invoiceSequences, invoices, paymentAllocations, payments } from '../db/schema/all-tables';
import type { BillingAddressSnapshot, InvoiceRow } from '../db/schema/billing';
import { publicCode } from '../ids/random-ids';

/**
 * Invoices: issuing them, lowering an unpaid one, and the locks every payment takes. Every function takes
 * the caller's transaction (a `Db` may be a transaction). Amounts are integer minor units of the invoice's
 * currency; `balance` is what is still owed.
 */

/**
 * The next invoice number of a localization: `US000123`, or `RET000045US` for retainer invoices.
 * The counter row is updated in the caller's transaction, so a rolled-back invoice gives its number back
 * and no number is ever used twice.
 */
async function nextInvoiceNumber(tx: Db, localization: string, kind: 'order' | 'retainer', prefix: string): Promise<string> {
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
  /** When it was issued, if not now (an order's history brought in with the demo data). */
  issuedAt?: Date;
}

/** Issues an invoice for the whole amount; an invoice of nothing is settled at once. */
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
      ...(input.issuedAt ? { createdAt: input.issuedAt } : {}),
    })
    .returning();
  if (!row) throw new Error('invoice insert returned nothing');
  return row;
}

/**
 * Lowers an unpaid invoice by what a removed service cost: its total and balance go down together, and
 * it counts as settled when nothing is left. The caller locked it and checked nothing reserves it.
 */
export async function reduceUnpaidInvoice(tx: Db, invoiceId: number, amount: number, now: Date): Promise<void> {
  await tx
    .update(invoices)
    .set({
      totalAmount: sql`${invoices.totalAmount} - ${amount}`,
      balance: sql`${invoices.balance} - ${amount}`,
      paidAt: sql`case when ${invoices.balance} - ${amount} <= 0 then ${now} else ${invoices.paidAt} end`,
    })
    .where(eq(invoices.id, invoiceId));
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

/** Locks any customer's invoice by its number (staff: bank transfers, write-offs). */
export async function lockInvoiceByNumber(tx: Db, invoiceNumber: string): Promise<InvoiceRow | null> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.invoiceNumber, invoiceNumber)).for('update');
  return row ?? null;
}

/** Locks an order's invoices, oldest first (an order edit changes what they ask). */
export async function lockOrderInvoices(tx: Db, orderId: number): Promise<InvoiceRow[]> {
  return tx.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.id)).for('update');
}

/** The owner's invoices of one order, oldest first. */
export async function findOrderInvoices(db: Db, userId: number, orderId: number): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.userId, userId)))
    .orderBy(asc(invoices.id));
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
