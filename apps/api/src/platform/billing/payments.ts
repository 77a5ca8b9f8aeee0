import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payments } from '../db/schema/all-tables';
import { AppError } from '../errors/app-error';
import { newPaymentRow, type PaymentBasics } from './payment-rows';
import type { Platform } from '../platform';
import type { GatewayAction, GatewayMethod } from '../payments/payment-gateway';
import type { PaymentRow } from '../db/schema/billing';

/**
 * Taking money, the same way for the order form, invoice payoffs and prepayments (README.md here and
 * platform/payments/README.md for the gateways):
 * 1. a pending `payments` row is written with an idempotency key — a second submission of the same
 *    attempt finds it and answers what the first one did, so it never charges twice;
 * 2. `reserve` (same transaction) checks the subject is still payable and reserves it;
 * 3. the gateway is asked for the sale with the same key;
 * 4. on success, one transaction marks the payment succeeded and runs the purpose's `fulfil`;
 *    a pending sale (hosted page, 3-D Secure, boleto) is finished later by a signed webhook.
 * A decline marks the payment failed, releases the reservation and leaves the subject payable again.
 */
export interface TakePaymentInput extends PaymentBasics {
  /** Of `currency`, for the gateway's decimal amount. `amount` is what the gateway (or nothing, for internal methods) takes. */
  numDecimals: number;
  /** null for internal methods (credits, prepayment, free, voucher): no gateway is asked. */
  gatewayMethod: GatewayMethod | null;
  nonce?: string | null;
  checkoutId?: string | null;
  installments?: number | null;
  customer: { email: string; name: string; taxId?: string | null };
  description: string;
  /** Browser return pages (paths under the site, with the language prefix), given the payment's public id. */
  returnPath: (paymentPublicId: string) => string;
  cancelPath: (paymentPublicId: string) => string;
  /** The rest of the payment form, kept with the payment (addresses, fapiao, PO, credits applied…). */
  form: Record<string, unknown>;
  cardType?: string | null;
  cardLastFour?: string | null;
  /** In the transaction that writes the pending payment: refuse (throw AppError) or reserve the subject. */
  reserve?: (tx: Db, payment: PaymentRow) => Promise<void>;
}

export interface PaymentOutcome {
  payment: PaymentRow;
  status: 'succeeded' | 'pending';
  action: GatewayAction | null;
  result: Record<string, unknown> | null;
}

function absolute(platform: Platform, path: string): string {
  return new URL(path, platform.config.publicUrl).toString();
}

function outcomeOf(payment: PaymentRow): PaymentOutcome {
  if (payment.status === 'failed') throw new AppError(402, payment.failureKey ?? 'payment-processing-error');
  if (payment.status === 'refunded') throw new AppError(409, 'payment-refunded');
  return {
    payment,
    status: payment.status === 'succeeded' ? 'succeeded' : 'pending',
    action: payment.status === 'pending' && payment.actionUrl ? { type: 'redirect', url: payment.actionUrl } : null,
    result: payment.result ?? null,
  };
}

export async function takePayment(platform: Platform, input: TakePaymentInput): Promise<PaymentOutcome> {
  const { db } = platform;
  const created = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(payments)
      .values({
        ...newPaymentRow(input, 'pending'),
        gateway: input.gatewayMethod ? platform.payments.gateway.name : null,
        installments: input.installments ?? null,
        cardType: input.cardType ?? null,
        cardLastFour: input.cardLastFour ?? null,
        form: input.form,
      })
      .onConflictDoNothing({ target: payments.idempotencyKey })
      .returning();
    if (!inserted) return null;
    await input.reserve?.(tx, inserted);
    return inserted;
  });

  if (!created) return resumeExisting(platform, input);

  if (!input.gatewayMethod) return settle(platform, created.id, {});
  return charge(platform, created, input, input.gatewayMethod);
}

/** Asks the gateway for the sale of a pending payment (by its idempotency key) and records the answer. */
async function charge(platform: Platform, created: PaymentRow, input: TakePaymentInput, method: GatewayMethod): Promise<PaymentOutcome> {
  let sale;
  try {
    sale = await platform.payments.gateway.sale({
      idempotencyKey: input.idempotencyKey,
      amount: input.amount,
      currency: input.currency,
      numDecimals: input.numDecimals,
      method,
      nonce: input.nonce ?? undefined,
      checkoutId: input.checkoutId ?? undefined,
      installments: input.installments ?? undefined,
      reference: created.publicId,
      description: input.description,
      customer: input.customer,
      returnUrl: absolute(platform, input.returnPath(created.publicId)),
      cancelUrl: absolute(platform, input.cancelPath(created.publicId)),
    });
  } catch (error) {
    platform.payments.log.error({ err: error, payment: created.publicId }, 'payment gateway failed');
    await fail(platform, created.id, 'payment-processing-error');
    throw new AppError(502, 'payment-processing-error');
  }

  if (sale.status === 'declined') {
    await fail(platform, created.id, sale.messageKey, sale.transactionId);
    throw new AppError(402, sale.messageKey);
  }
  if (sale.status === 'succeeded') {
    return settle(platform, created.id, { transactionId: sale.transactionId, card: sale.card });
  }
  const actionUrl = sale.action?.type === 'redirect' ? sale.action.url : null;
  const [pending] = await platform.db
    .update(payments)
    .set({ gatewayTransactionId: sale.transactionId, actionUrl, boletoUrl: sale.boletoUrl ?? null })
    .where(and(eq(payments.id, created.id), eq(payments.status, 'pending')))
    .returning();
  // A webhook may have finished the payment already (a fast hosted page): answer what it did.
  if (!pending) return resumeExisting(platform, input);
  platform.metrics.payment(pending.methodId, 'pending');
  return { payment: pending, status: 'pending', action: sale.action ?? null, result: null };
}

/** A gateway sale older than this without an answer recorded was interrupted (the process stopped). */
const INTERRUPTED_AFTER_MS = 2 * 60 * 1000;

/** A second submission of the same attempt: answer what the first did, finishing it if the gateway has. */
async function resumeExisting(platform: Platform, input: TakePaymentInput): Promise<PaymentOutcome> {
  const [existing] = await platform.db
    .select()
    .from(payments)
    .where(and(eq(payments.idempotencyKey, input.idempotencyKey), eq(payments.userId, input.userId)));
  if (!existing) throw new AppError(409, 'payment-in-progress');
  if (existing.status === 'pending' && existing.gatewayTransactionId) {
    const seen = await platform.payments.gateway.findSale(existing.gatewayTransactionId);
    if (seen?.status === 'succeeded') return settle(platform, existing.id, { transactionId: existing.gatewayTransactionId });
  }
  if (existing.status === 'pending' && !existing.gatewayTransactionId && existing.gateway && input.gatewayMethod) {
    // The first submission is still waiting for the gateway: answer "in progress" rather than a second sale.
    // When it was interrupted, asking again is safe: the gateway answers the same key with the same sale.
    if (Date.now() - existing.createdAt.getTime() < INTERRUPTED_AFTER_MS) throw new AppError(409, 'payment-in-progress');
    return charge(platform, existing, input, input.gatewayMethod);
  }
  if (existing.status === 'pending' && !existing.gatewayTransactionId && !existing.gateway) {
    // An internal payment whose settlement failed half-way: finishing it is safe (settle is conditional).
    return settle(platform, existing.id, {});
  }
  return outcomeOf(existing);
}

/**
 * Marks a pending payment succeeded and fulfils it, in one transaction. Conditional on `pending`, so a
 * webhook and a retried request arriving together fulfil once.
 */
export async function settle(
  platform: Platform,
  paymentId: number,
  details: { transactionId?: string; card?: { type: string; lastFour: string } },
  tx?: Db,
): Promise<PaymentOutcome> {
  const run = async (t: Db): Promise<PaymentOutcome> => {
    const [payment] = await t
      .update(payments)
      .set({
        status: 'succeeded',
        settledAt: new Date(),
        ...(details.transactionId ? { gatewayTransactionId: details.transactionId } : {}),
        ...(details.card ? { cardType: details.card.type, cardLastFour: details.card.lastFour } : {}),
        actionUrl: null,
      })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
      .returning();
    if (!payment) {
      const [current] = await t.select().from(payments).where(eq(payments.id, paymentId));
      if (!current) throw new Error(`payment ${paymentId} not found`);
      return outcomeOf(current);
    }
    const result = await platform.payments.purposes.get(payment.purpose).fulfil(t, payment, platform);
    const [done] = await t.update(payments).set({ result }).where(eq(payments.id, payment.id)).returning();
    platform.metrics.payment(payment.methodId, 'succeeded');
    return { payment: done ?? payment, status: 'succeeded', action: null, result };
  };
  return tx ? run(tx) : platform.db.transaction(run);
}

/** Marks a pending payment failed and releases what it reserved. */
export async function fail(platform: Platform, paymentId: number, failureKey: string, transactionId?: string | null, tx?: Db): Promise<void> {
  const run = async (t: Db) => {
    const [payment] = await t
      .update(payments)
      .set({ status: 'failed', failureKey, settledAt: new Date(), actionUrl: null, ...(transactionId ? { gatewayTransactionId: transactionId } : {}) })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
      .returning();
    if (!payment) return;
    await platform.payments.purposes.get(payment.purpose).release?.(t, payment, platform);
    platform.metrics.payment(payment.methodId, 'failed');
  };
  await (tx ? run(tx) : platform.db.transaction(run));
}

/** Keeps what a pending payment turned out to pay (a prepayment's invoice, known once it is reserved). */
export async function setPaymentSubject(tx: Db, userId: number, paymentId: number, subject: Record<string, unknown>): Promise<void> {
  await tx
    .update(payments)
    .set({ subject })
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
}

/** The staff member who confirmed a payment (a boleto the bank confirmed to them). */
export async function setPaymentRecordedBy(tx: Db, paymentId: number, staffId: number): Promise<void> {
  await tx.update(payments).set({ recordedByStaffId: staffId }).where(eq(payments.id, paymentId));
}

/** Locks a payment by its public id (staff confirming a boleto the bank paid). */
export async function lockPayment(tx: Db, publicId: string): Promise<PaymentRow | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.publicId, publicId)).for('update');
  return row ?? null;
}

/**
 * How many of the user's payments for this purpose and subject failed: the `{n}` of the next attempt's
 * idempotency key, so a new attempt after a decline gets a new key while a repeated submission finds
 * the first. `subject` names one field of the payment's subject and the value it must equal (as JSON).
 */
export async function countFailedPayments(db: Db, userId: number, purpose: PaymentRow['purpose'], subject: { field: string; equals: unknown }): Promise<number> {
  const [row] = await db
    .select({ failed: count() })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.purpose, purpose),
        eq(payments.status, 'failed'),
        sql`${payments.subject} -> ${subject.field} = ${JSON.stringify(subject.equals)}::jsonb`,
      ),
    );
  return Number(row?.failed ?? 0);
}
