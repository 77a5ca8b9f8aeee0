import { randomOrderExternalId } from '../../../platform/ids/random-ids';
import { FAPIAO_SERVICE_TYPES } from '@marginalia/contracts/payments/fapiao.contract';
import { createInvoice } from '../../../platform/billing/invoices';
import { recordFapiaoRequest } from '../../../platform/billing/fapiaos';
import type { Db } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors/app-error';
import type { PaymentPurposeHandler } from '../../../platform/payments/payment-purposes';
import type { Platform } from '../../../platform/platform';
import { readCheckout, type Checkout } from './checkout';
import { applyLatePayment, payInvoice } from './conversion-payments';
import { sendOrderConfirmation, type ConfirmationPayment } from './order-confirmation-mail';
import { findOrderInvoices } from '../../../platform/billing/invoices';
import { findOrderOfForm, findUser, insertOrder, insertOrderServices, insertPromotionalCodeUse, markFormConverted, markOrderPaid } from './order-conversion.repository';
import { quotedDeadline } from './payment-quote';
import { findLocalization, lockOwnedForm } from './payment.repository';
import type { InvoiceRow, PaymentRow } from '../../../platform/db/schema/billing';
import type { OrderRow } from '../../../platform/db/schema/orders';

/**
 * Turning an order form into an order (README.md here): one transaction writes the order and its
 * services, the invoice, the payments that pay it, the promo use, the fapiao request and the
 * confirmation e-mail, and marks the form converted. The form row is locked first and must still be
 * open, and orders.orderFormId is unique, so a form becomes one order whatever arrives twice.
 */
export interface ConversionInput {
  checkout: Checkout;
  userId: number;
  /** The card or wallet payment that was just settled for `checkout.amountDue`. */
  gatewayPayment: PaymentRow | null;
  /** What the customer still has to do: pay a bank transfer, or a boleto issued right after (its e-mail waits for the link). */
  awaiting: 'bank-transfer' | 'boleto' | null;
  creditShortfall: 'refuse' | 'leave-unpaid';
  now: Date;
}

export interface ConversionResult {
  order: OrderRow;
  invoice: InvoiceRow | null;
  /** false: the form had already become `order` (nothing was written). */
  converted: boolean;
}

function fapiaoServiceType(checkout: Checkout): number {
  const translation = checkout.quote.lines.some((line) => line.serviceType === 'translation');
  const key = translation ? 'fapiao-service-translation' : 'fapiao-service-editing';
  return FAPIAO_SERVICE_TYPES.find((type) => type.key === key)?.id ?? 1;
}

export async function convertOrderForm(tx: Db, platform: Platform, input: ConversionInput): Promise<ConversionResult> {
  const { checkout, userId, now } = input;
  const form = await lockOwnedForm(tx, userId, checkout.formId);
  if (!form) throw new AppError(404, 'order-form-not-found');
  if (form.status === 'converted') {
    const existing = await findOrderOfForm(tx, userId, form.id);
    if (!existing) throw new AppError(409, 'order-form-already-paid');
    return { order: existing, invoice: (await findOrderInvoices(tx, userId, existing.id))[0] ?? null, converted: false };
  }
  // A form abandoned (reset) while its wallet payment was pending still becomes the order that was paid for.
  if (form.status !== 'open' && !input.gatewayPayment) throw new AppError(404, 'order-form-not-found');

  const user = await findUser(tx, userId);
  if (!user) throw new Error(`user ${userId} missing`);
  const localization = await findLocalization(tx, user.localization);
  if (!localization) throw new Error(`localization ${user.localization} missing`);
  const { quote } = checkout;
  const order = await insertOrder(tx, {
    externalId: randomOrderExternalId(),
    userId,
    title: form.projectTitle ?? quote.lines.map((line) => line.name).join(', '),
    customerGoal: form.customerGoal ?? 'editing',
    wordCount: form.wordCount ?? 0,
    manuscriptLanguageId: form.manuscriptLanguageId ?? 1,
    styleOfEnglish: form.styleOfEnglish ?? 'american',
    journalName: form.journalName,
    journalUrl: form.journalUrl,
    currency: quote.currency.isoCode,
    totalAmount: quote.total,
    adminCreated: form.adminCreated,
    rush: quote.rush,
    createdAt: now,
    deadline: quotedDeadline(quote, now),
    orderFormId: form.id,
  });
  await insertOrderServices(
    tx,
    quote.lines.map((line) => ({ orderId: order.id, serviceIdentity: line.serviceIdentity, serviceOptionId: line.serviceOptionId, quantity: line.quantity, listPrice: line.listPrice, discountAmount: line.discountAmount, totalPrice: line.totalPrice })),
  );

  const invoice = checkout.suppressInvoiceCreation
    ? null
    : await createInvoice(tx, {
        userId,
        localization: localization.identity,
        invoicePrefix: localization.invoicePrefix,
        kind: 'order',
        orderId: order.id,
        currency: quote.currency.isoCode,
        totalAmount: quote.total,
        exchangeRate: quote.currency.exchangeRate,
        description: order.title,
        purchaseOrder: checkout.purchaseOrder,
        billingAddress: checkout.billingAddress,
        invoiceAddress: checkout.invoiceAddress ?? checkout.billingAddress,
        receiptCode: form.receiptCode,
      });
  if (invoice) {
    await payInvoice({ tx, checkout, userId, order, invoice, gatewayPayment: input.gatewayPayment, creditShortfall: input.creditShortfall, now });
  } else if (input.gatewayPayment || quote.total === 0) {
    // Staff suppressed the invoice: the order is paid when the money is in or nothing is due.
    await markOrderPaid(tx, order.id, now);
  }

  if (quote.promotionalCodeId !== null) await insertPromotionalCodeUse(tx, quote.promotionalCodeId, userId, order.id);
  if (checkout.fapiao && invoice) {
    await recordFapiaoRequest(tx, {
      userId,
      invoiceId: invoice.id,
      paymentId: input.gatewayPayment?.id ?? null,
      type: checkout.fapiao.type,
      serviceTypeId: fapiaoServiceType(checkout),
      organizationName: checkout.fapiao.title,
      taxpayerNumber: checkout.fapiao.taxpayerNumber,
      contactEmail: user.email,
      contactPhone: checkout.billingAddress?.phone ?? user.phone,
      deliveryTimeline: checkout.fapiao.deliveryTimeline,
      specialInstructions: checkout.fapiao.specialInstructions,
    });
  }
  // The form's files stay where they are: the order reaches them through orders.orderFormId (README.md).
  await markFormConverted(tx, form.id);

  const placed = (await findOrderOfForm(tx, userId, form.id)) ?? order;
  const billed = invoice ? ((await findOrderInvoices(tx, userId, order.id))[0] ?? invoice) : null;
  if (checkout.notifyCustomer && input.awaiting !== 'boleto') {
    const payment: ConfirmationPayment = placed.paid ? { kind: 'paid' } : input.awaiting === 'bank-transfer' ? { kind: 'bank-transfer' } : { kind: 'awaiting-payment' };
    await sendOrderConfirmation(platform, { user, order: placed, lines: quote.lines, currency: quote.currency, invoice: billed, localization, payment }, tx);
  }
  return { order: placed, invoice: billed, converted: true };
}

/**
 * The 'order-form' purpose (feature-handlers.ts): a card or wallet payment succeeded, so the form it
 * paid for becomes an order now, in the transaction that marks the payment succeeded.
 */
export const orderFormPaymentHandler: PaymentPurposeHandler = {
  async fulfil(tx, payment, platform) {
    const checkout = readCheckout(payment.form);
    const now = new Date();
    const result = await convertOrderForm(tx, platform, { checkout, userId: payment.userId, gatewayPayment: payment, awaiting: null, creditShortfall: 'leave-unpaid', now });
    if (!result.converted) await applyLatePayment(tx, payment, checkout, result.order, now);
    return { orderExternalId: result.order.externalId };
  },
  // Nothing to undo: taking an order-form payment reserves nothing and leaves the form as it was.
  async release() {},
};
