import type { Db } from '../db/client';
import { payments } from '../db/schema/all-tables';
import type { PaymentRow } from '../db/schema/billing';
import { newPaymentRow, type PaymentBasics } from './payment-rows';
import { reserveAllocations, settleAllocations } from './allocations';
import { spendCredit, type CreditKind } from './credits';

/**
 * Payments that are recorded already succeeded, without asking a gateway: money that moves inside the
 * account (credits, prepayment, free, voucher) and money that arrived another way (a bank transfer staff
 * saw on the statement). Both are applied to their invoice in the caller's transaction.
 */
/** `methodId` 1 credits (also prepayment spending), 4 free, 26 voucher; `idempotencyKey` derived from the parent submission's ('…:credits'), so a retry records it once. */
export interface InternalPayment extends PaymentBasics {
  invoiceId: number;
  /** Take this many US cents from the user's credits of this kind. */
  spend?: { kind: CreditKind; usdCents: number };
  /** The retainer invoice a prepayment spend comes from (payments[].retainerinvoice_id). */
  reference?: string | null;
}

/** A payment that moves no outside money, recorded as succeeded and applied to the invoice at once. */
export async function recordInternalPayment(tx: Db, input: InternalPayment, now: Date = new Date()): Promise<PaymentRow | null> {
  const [payment] = await tx
    .insert(payments)
    .values({ ...newPaymentRow(input, 'succeeded'), reference: input.reference ?? null, settledAt: now })
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

export interface ReceivedPayment extends PaymentBasics {
  invoiceId: number;
  /** The bank's reference of a transfer (a partial unique index refuses one reference recorded twice). */
  reference?: string | null;
  recordedByStaffId?: number | null;
  /** The gateway and transaction of a card payment taken before this portal kept the books. */
  gateway?: { name: string; transactionId: string; cardType: string; cardLastFour: string } | null;
  result?: Record<string, unknown> | null;
  form?: Record<string, unknown>;
  createdAt: Date;
  settledAt: Date;
}

/**
 * Money that arrived outside the portal's payment flow, recorded as a succeeded payment and settled on
 * the invoice. Null when the database refuses it as a duplicate (the same idempotency key, or the same
 * bank reference recorded by staff before — also when two requests race: the second waits, then conflicts).
 */
export async function recordReceivedPayment(tx: Db, input: ReceivedPayment): Promise<PaymentRow | null> {
  const [payment] = await tx
    .insert(payments)
    .values({
      ...newPaymentRow(input, 'succeeded'),
      recordedByStaffId: input.recordedByStaffId ?? null,
      reference: input.reference ?? null,
      gateway: input.gateway?.name ?? null,
      gatewayTransactionId: input.gateway?.transactionId ?? null,
      cardType: input.gateway?.cardType ?? null,
      cardLastFour: input.gateway?.cardLastFour ?? null,
      result: input.result ?? null,
      form: input.form ?? {},
      createdAt: input.createdAt,
      settledAt: input.settledAt,
    })
    .onConflictDoNothing()
    .returning();
  if (!payment) return null;
  await reserveAllocations(tx, payment.id, [{ invoiceId: input.invoiceId, amount: input.amount }]);
  await settleAllocations(tx, payment.id, input.settledAt);
  return payment;
}
