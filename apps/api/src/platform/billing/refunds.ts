import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { convertWithRate, formatMoney } from '@marginalia/contracts/formatting/money';
import { PAYMENT_METHOD } from '@marginalia/contracts/payments/payment-methods';
import { recordAudit } from '../audit/audit-log';
import type { Db } from '../db/client';
import { invoices, paymentAllocations, payments, refunds } from '../db/schema/all-tables';
import { AppError } from '../errors/app-error';
import { gatewayMethodFor } from '../payments/gateway-methods';
import { currencyOf } from '../reference/currencies';
import type { Platform } from '../platform';
import type { PaymentRow } from '../db/schema/billing';
import type { RefundRow } from '../db/schema/staff';
import { grantCredit } from './credits';
import { notifyOrderRefunded } from './order-refunded';
import { notifyPaymentRefunded } from './payment-refunded';

/**
 * Refunds: money given back on a succeeded payment, through the gateway to the card or
 * wallet it came from, or as account credit (US cents, converted with the invoice's exchange rate). The
 * invoice's balance does not go back up: money returned is not money owed. See README.md "Refunds".
 *
 * Idempotency: the refund row is written first, keyed by `idempotencyKey` (unique), in a transaction that
 * locks the payment and checks what is left to refund, so it also reserves the amount against concurrent
 * refunds. The gateway is then asked with the same key (gateways answer a repeated key with the first
 * refund). The same key twice answers the first refund and never refunds again.
 */
export interface RefundInput {
  paymentPublicId: string;
  /** Minor units of the payment's currency; null = everything not yet refunded. */
  amount: number | null;
  method: 'gateway' | 'credit';
  reason: string;
  staffId: number;
  idempotencyKey: string;
}

export interface RefundOutcome {
  refundId: number;
  amount: number;
  method: 'gateway' | 'credit';
}

/** Payments of these methods were never taken through a gateway: they can only be refunded as credit. */
const CREDIT_ONLY_METHODS: ReadonlySet<number> = new Set([PAYMENT_METHOD.credits, PAYMENT_METHOD.bankTransfer, PAYMENT_METHOD.free]);

export function refundableByGateway(payment: Pick<PaymentRow, 'methodId' | 'gateway' | 'gatewayTransactionId'>): boolean {
  return (
    !CREDIT_ONLY_METHODS.has(payment.methodId) &&
    payment.gateway !== null &&
    payment.gatewayTransactionId !== null &&
    gatewayMethodFor(payment.methodId) !== null
  );
}

const outcome = (row: RefundRow): RefundOutcome => ({ refundId: row.id, amount: row.amount, method: row.method });

async function refundedSoFar(tx: Db, paymentId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
    .from(refunds)
    .where(eq(refunds.paymentId, paymentId));
  return Number(row?.total ?? 0);
}

/** The invoice the payment (first) paid: its exchange rate converts a credit refund, its order is audited. */
async function paidInvoice(tx: Db, paymentId: number) {
  const [row] = await tx
    .select({ id: invoices.id, orderId: invoices.orderId, exchangeRate: invoices.exchangeRate, invoiceNumber: invoices.invoiceNumber })
    .from(paymentAllocations)
    .innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
    .where(eq(paymentAllocations.paymentId, paymentId))
    .orderBy(asc(invoices.id))
    .limit(1);
  return row ?? null;
}

/** Marks the payment refunded once refunds cover all of it, and records the audit event. */
async function completeRefund(tx: Db, payment: PaymentRow, refund: RefundRow, orderId: number | null, now: Date): Promise<void> {
  const total = await refundedSoFar(tx, payment.id);
  const fully = total >= payment.amount;
  if (fully) await tx.update(payments).set({ status: 'refunded' }).where(eq(payments.id, payment.id));
  await recordAudit(
    tx,
    {
      actorId: refund.staffId,
      action: 'payment.refund',
      subjectType: 'payment',
      subjectId: payment.publicId,
      orderId,
      customerId: payment.userId,
      before: { status: payment.status, refunded: total - refund.amount },
      after: {
        status: fully ? 'refunded' : payment.status,
        refunded: total,
        method: refund.method,
        amount: refund.amount,
        currency: refund.currency,
      },
      reason: refund.reason,
    },
    now,
  );
  if (orderId !== null) await notifyOrderRefunded(tx, orderId, now);
  await notifyPaymentRefunded(tx, { paymentId: payment.id, purpose: payment.purpose, fully, staffId: refund.staffId }, now);
}

export async function refundPayment(platform: Platform, input: RefundInput): Promise<RefundOutcome> {
  const reason = input.reason.trim();
  if (reason === '') throw new AppError(400, 'staff-reason-required', {}, { reason: 'staff-reason-required' });
  if (input.amount !== null && (!Number.isSafeInteger(input.amount) || input.amount <= 0)) {
    throw new AppError(400, 'refund-amount-invalid', {}, { amount: 'refund-amount-invalid' });
  }
  const now = new Date();
  const first = await platform.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.publicId, input.paymentPublicId)).for('update');
    if (!payment) throw new AppError(404, 'payment-not-found');
    const [known] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, input.idempotencyKey));
    if (known) {
      if (known.paymentId !== payment.id) throw new AppError(409, 'refund-key-reused');
      return { payment, refund: known };
    }
    if (payment.status !== 'succeeded')
      throw new AppError(409, payment.status === 'refunded' ? 'refund-nothing-left' : 'refund-payment-not-succeeded');
    if (payment.methodId === PAYMENT_METHOD.voucher) throw new AppError(409, 'refund-voucher-not-allowed');
    if (input.method === 'gateway' && !refundableByGateway(payment)) throw new AppError(409, 'refund-gateway-not-available');
    const currency = await currencyOf(tx, payment.currency);
    const left = payment.amount - (await refundedSoFar(tx, payment.id));
    if (left <= 0) throw new AppError(409, 'refund-nothing-left');
    const amount = input.amount ?? left;
    if (amount > left)
      throw new AppError(
        409,
        'refund-amount-too-large',
        { max: formatMoney(left, currency, { withIsoCode: true }) },
        { amount: 'refund-amount-too-large' },
      );
    const invoice = await paidInvoice(tx, payment.id);
    let creditId: number | null = null;
    if (input.method === 'credit') {
      const rate = invoice?.exchangeRate ?? currency.exchangeRate;
      const credit = await grantCredit(tx, {
        userId: payment.userId,
        source: 'refund',
        usdCents: convertWithRate(amount, rate, currency.numDecimals, 2),
        invoiceId: null,
        note: `Refund of ${payment.publicId}${invoice ? ` (${invoice.invoiceNumber})` : ''}: ${reason}`.slice(0, 500),
        grantedByStaffId: input.staffId,
      });
      creditId = credit.id;
    }
    const [refund] = await tx
      .insert(refunds)
      .values({
        paymentId: payment.id,
        invoiceId: invoice?.id ?? null,
        method: input.method,
        currency: payment.currency,
        amount,
        creditId,
        reason,
        staffId: input.staffId,
        idempotencyKey: input.idempotencyKey,
        createdAt: now,
      })
      .returning();
    if (!refund) throw new Error('refund insert returned nothing');
    if (input.method === 'credit') await completeRefund(tx, payment, refund, invoice?.orderId ?? null, now);
    return { payment, refund };
  });

  const { payment, refund } = first;
  if (refund.method === 'credit' || refund.gatewayRefundId !== null) return outcome(refund);
  return finishGatewayRefund(platform, payment, refund, now);
}

/**
 * Asks the gateway for a refund row written but not yet confirmed (also when the same key is retried after
 * the gateway did not answer). A refusal deletes the row (nothing was refunded); no answer keeps it, so the
 * amount stays reserved and a retry with the same key asks the gateway again, which answers the same refund.
 */
async function finishGatewayRefund(platform: Platform, payment: PaymentRow, refund: RefundRow, now: Date): Promise<RefundOutcome> {
  const currency = await currencyOf(platform.db, payment.currency);
  const transactionId = payment.gatewayTransactionId;
  if (!transactionId) throw new AppError(409, 'refund-gateway-not-available');
  let answer;
  try {
    answer = await platform.payments.gateway.refund({
      idempotencyKey: `staff-refund:${refund.idempotencyKey}`,
      transactionId,
      amount: refund.amount,
      currency: payment.currency,
      numDecimals: currency.numDecimals,
    });
  } catch (error) {
    platform.payments.log.error({ err: error, payment: payment.publicId, refund: refund.id }, 'gateway refund failed');
    throw new AppError(502, 'refund-gateway-error');
  }
  // A concurrent request with the same key is still being answered: keep the row, the retry answers it.
  if (answer.status === 'failed' && answer.code === 'in-progress') throw new AppError(409, 'refund-gateway-error');
  if (answer.status === 'failed') {
    await platform.db.delete(refunds).where(and(eq(refunds.id, refund.id), isNull(refunds.gatewayRefundId)));
    throw new AppError(409, 'refund-declined', { code: answer.code });
  }
  return platform.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update');
    const [updated] = await tx
      .update(refunds)
      .set({ gatewayRefundId: answer.refundId })
      .where(and(eq(refunds.id, refund.id), isNull(refunds.gatewayRefundId)))
      .returning();
    // Another request with the same key confirmed it first: answer that.
    if (!updated || !locked) return outcome(refund);
    const invoice = await paidInvoice(tx, payment.id);
    await completeRefund(tx, locked, updated, invoice?.orderId ?? null, now);
    return outcome(updated);
  });
}

/**
 * The succeeded payments that paid an order's invoices and what of each may still go back: what the
 * payment allocated to this order, less what has been refunded on it already (never more than is left
 * of the payment, which may also have paid other invoices).
 */
export async function refundableOrderPayments(db: Db, orderId: number) {
  const rows = await db
    .select({
      publicId: payments.publicId,
      methodId: payments.methodId,
      gateway: payments.gateway,
      gatewayTransactionId: payments.gatewayTransactionId,
      amount: payments.amount,
      currency: payments.currency,
      allocated: sql<string>`sum(${paymentAllocations.amount})`,
      refunded: sql<string>`coalesce((select sum(${refunds.amount}) from ${refunds} where ${refunds.paymentId} = ${payments.id}), 0)`,
    })
    .from(payments)
    .innerJoin(paymentAllocations, eq(paymentAllocations.paymentId, payments.id))
    .innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
    .where(and(eq(invoices.orderId, orderId), eq(payments.status, 'succeeded')))
    .groupBy(payments.id)
    .orderBy(payments.id);
  return rows
    .map((row) => ({ ...row, toRefund: Math.min(Number(row.allocated), row.amount - Number(row.refunded)) }))
    .filter((row) => row.toRefund > 0);
}
