import { convertFromUsd, convertToUsd } from '@marginalia/contracts/formatting/money';
import { PAYMENT_METHOD } from '@marginalia/contracts/payments/payment-methods';
import { creditBalanceUsd, grantCredit, type CreditKind } from '../../../platform/billing/credits';
import { markOrderPaidWhenSettled, reserveAllocations, settleAllocations } from '../../../platform/billing/allocations';
import { recordInternalPayment } from '../../../platform/billing/recorded-payments';
import type { Db } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors/app-error';
import type { Checkout } from './checkout';
import { findOrderInvoices } from '../../../platform/billing/invoices';
import { firstRetainerInvoiceNumber, recordVoucherOrder, takeVoucherUse } from './payment.repository';
import type { InvoiceRow, PaymentRow } from '../../../platform/db/schema/billing';
import type { OrderRow } from '../../../platform/db/schema/orders';

/**
 * How an order's invoice gets paid when the form converts: credits and a prepayment (internal payments
 * spending US cents), a voucher (method 26), the card or wallet payment that was just taken, or nothing
 * at all for a free order. All inside the conversion's transaction.
 */
export interface InvoicePayments {
  tx: Db;
  checkout: Checkout;
  userId: number;
  order: OrderRow;
  invoice: InvoiceRow;
  gatewayPayment: PaymentRow | null;
  /**
   * 'refuse': a balance that no longer covers what was applied fails the submission (409).
   * 'leave-unpaid': the card was already charged, so spend what is left and leave the rest on the invoice.
   */
  creditShortfall: 'refuse' | 'leave-unpaid';
  now: Date;
}

const subjectOf = (input: InvoicePayments) => ({ orderFormId: input.checkout.formId, orderId: input.order.id });

async function spendBalance(input: InvoicePayments, kind: CreditKind, applied: number): Promise<void> {
  if (applied <= 0) return;
  const { tx, checkout, userId, now } = input;
  const { perUsd, numDecimals, isoCode } = checkout.quote.currency;
  const available = await creditBalanceUsd(tx, userId, kind, now);
  let usdCents = convertToUsd(applied, perUsd, numDecimals);
  let amount = applied;
  // The whole balance shown in another currency can round to a cent more than is held: spend what is held.
  if (usdCents > available && usdCents - available <= 1) usdCents = available;
  if (usdCents > available) {
    if (input.creditShortfall === 'refuse') throw new AppError(409, 'credit-balance-changed');
    usdCents = available;
    amount = Math.min(applied, convertFromUsd(available, perUsd, numDecimals));
  }
  if (usdCents <= 0 || amount <= 0) return;
  await recordInternalPayment(
    tx,
    {
      userId,
      purpose: 'order-form',
      subject: subjectOf(input),
      methodId: PAYMENT_METHOD.credits,
      currency: isoCode,
      amount,
      idempotencyKey: `${checkout.attemptKey}:${kind}`,
      invoiceId: input.invoice.id,
      spend: { kind, usdCents },
      reference: kind === 'prepayments' ? await firstRetainerInvoiceNumber(tx, userId) : null,
    },
    now,
  );
}

export async function payInvoice(input: InvoicePayments): Promise<void> {
  const { tx, checkout, invoice, now } = input;
  await spendBalance(input, 'credits', checkout.creditsApplied);
  await spendBalance(input, 'prepayments', checkout.prepaymentApplied);

  if (checkout.voucherId !== null) {
    if (!(await takeVoucherUse(tx, checkout.voucherId))) throw new AppError(409, 'voucher-used-up', {}, { voucherApplied: 'voucher-used-up' });
    await recordInternalPayment(
      tx,
      {
        userId: input.userId,
        purpose: 'order-form',
        subject: subjectOf(input),
        methodId: PAYMENT_METHOD.voucher,
        currency: checkout.quote.currency.isoCode,
        amount: invoice.totalAmount - checkout.creditsApplied - checkout.prepaymentApplied,
        idempotencyKey: `${checkout.attemptKey}:voucher`,
        invoiceId: invoice.id,
      },
      now,
    );
    await recordVoucherOrder(tx, checkout.formId, input.order.id);
  }

  if (input.gatewayPayment && checkout.amountDue > 0) {
    await reserveAllocations(tx, input.gatewayPayment.id, [{ invoiceId: invoice.id, amount: checkout.amountDue }]);
    await settleAllocations(tx, input.gatewayPayment.id, now);
  }

  if (invoice.totalAmount === 0) {
    // Nothing to pay ('Complete Order'): a zero receipt, and the order is paid.
    await recordInternalPayment(
      tx,
      { userId: input.userId, purpose: 'order-form', subject: subjectOf(input), methodId: PAYMENT_METHOD.free, currency: invoice.currency, amount: 0, idempotencyKey: `${checkout.attemptKey}:free`, invoiceId: invoice.id },
      now,
    );
  }
  await markOrderPaidWhenSettled(tx, input.order.id, now);
}

/**
 * A card or wallet payment that settles after its form became an order some other way (another tab paid
 * by bank transfer, say): it pays what that order still owes, and anything beyond becomes credit on the
 * account (source 'refund') rather than money nobody can see.
 */
export async function applyLatePayment(tx: Db, payment: PaymentRow, checkout: Checkout, order: OrderRow, now: Date): Promise<void> {
  const open = (await findOrderInvoices(tx, payment.userId, order.id)).find((invoice) => invoice.balance > 0 && invoice.currency === checkout.quote.currency.isoCode);
  const allocated = open ? Math.min(open.balance, checkout.amountDue) : 0;
  if (open && allocated > 0) {
    await reserveAllocations(tx, payment.id, [{ invoiceId: open.id, amount: allocated }]);
    await settleAllocations(tx, payment.id, now);
  }
  const excess = checkout.amountDue - allocated;
  if (excess > 0) {
    const { perUsd, numDecimals } = checkout.quote.currency;
    await grantCredit(tx, { userId: payment.userId, source: 'refund', usdCents: convertToUsd(excess, perUsd, numDecimals), note: `Payment ${payment.publicId} received after order ${order.externalId} was placed` });
  }
}
