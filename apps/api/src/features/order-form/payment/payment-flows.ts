import type { FastifyInstance } from 'fastify';
import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import type { PaymentForm, PaymentSubmissionResponse } from '@marginalia/contracts/payments/payment-form.contract';
import { PAYMENT_METHOD, type PaymentMethodId } from '@marginalia/contracts/payments/payment-methods';
import { billingRoutes } from '@marginalia/contracts/payments/payments.paths';
import { reserveAllocations } from '../../../platform/billing/allocations';
import { AppError } from '../../../platform/errors/app-error';
import { takePayment, type PaymentOutcome } from '../../../platform/billing/payments';
import { gatewayMethodFor } from '../../../platform/payments/gateway-methods';

import type { Checkout } from './checkout';
import { sendOrderConfirmation } from './order-confirmation-mail';
import { findCurrency } from '../../../platform/reference/currencies';
import { findOrderInvoices } from '../../../platform/billing/invoices';
import { findOrderLines, findOrderOfForm, findUser } from './order-conversion.repository';
import type { ConversionResult } from './order-conversion.service';
import { answerFromOutcome, boletoAnswer, orderPlaced, paymentReturnPath } from './payment-answers';
import type { Charge } from './payment-checkout';
import { findAttemptPayments, findLocalization, lockOwnedForm } from './payment.repository';
import type { UserRow } from '../../../platform/db/schema/users';
import type { OrderFormRow } from '../../../platform/db/schema/order-forms';

function customerOf(user: UserRow, checkout: Checkout, payer?: string) {
  return { email: user.email, name: payer ?? checkout.billingAddress?.name ?? `${user.firstName} ${user.lastName}`.trim(), taxId: checkout.extra.taxIdNumber ?? null };
}

/**
 * Card and hosted wallets: the money first (purpose 'order-form'), with the checkout kept on the
 * payment; the purpose's fulfil makes the order. A decline answers 402 and leaves the form open.
 */
export async function takeFormPayment(app: FastifyInstance, user: UserRow, checkout: Checkout, body: PaymentForm, charge: Charge): Promise<PaymentSubmissionResponse> {
  const method = checkout.methodId as PaymentMethodId;
  const gatewayMethod = gatewayMethodFor(method);
  if (!gatewayMethod) throw new AppError(422, 'validation-error', {}, { paymentMethodId: 'payment-method-required' });
  const language = checkout.language;
  const outcome = await takePayment(app.platform, {
    userId: user.id,
    purpose: 'order-form',
    subject: { orderFormId: checkout.formId },
    methodId: method,
    amount: charge.amount,
    currency: charge.currency,
    numDecimals: charge.numDecimals,
    idempotencyKey: checkout.attemptKey,
    gatewayMethod,
    nonce: method === PAYMENT_METHOD.creditCard ? body.creditCard?.nonce : null,
    checkoutId: method === PAYMENT_METHOD.allpagoCard ? body.allpagoCreditCard?.checkoutId : null,
    installments: method === PAYMENT_METHOD.allpagoCard ? body.allpagoCreditCard?.numberOfInstallments : null,
    customer: customerOf(user, checkout),
    description: checkout.quote.lines.map((line) => line.name).join(', '),
    returnPath: (paymentId) => paymentReturnPath(language, paymentId),
    cancelPath: (paymentId) => paymentReturnPath(language, paymentId),
    form: checkout,
    cardType: method === PAYMENT_METHOD.creditCard ? body.creditCard?.type : null,
    cardLastFour: method === PAYMENT_METHOD.creditCard ? body.creditCard?.lastFour : null,
    reserve: async (tx) => {
      const form = await lockOwnedForm(tx, user.id, checkout.formId);
      if (!form) throw new AppError(404, 'order-form-not-found');
      if (form.status !== 'open') throw new AppError(409, 'order-form-already-paid');
    },
  });
  return answerFromOutcome(language, outcome);
}

/** What issuing a boleto for a new order needs: from the checkout, or from a retried submission. */
export interface BoletoIssue {
  attemptKey: string;
  language: SiteLanguage;
  currency: { isoCode: string; sign: string; numDecimals: number };
  lines: readonly { name: string; quantity: number }[];
  payer: string | null;
  taxId: string | null;
  /** Kept with the payment (payer, tax id, billing address). */
  form: Record<string, unknown>;
  notifyCustomer: boolean;
}

export function boletoIssueOf(checkout: Checkout): BoletoIssue {
  return {
    attemptKey: checkout.attemptKey,
    language: checkout.language,
    currency: checkout.quote.currency,
    lines: checkout.quote.lines,
    payer: checkout.extra.boletoPayer ?? null,
    taxId: checkout.extra.taxIdNumber ?? null,
    form: { billingAddress: checkout.billingAddress, ...checkout.extra },
    notifyCustomer: checkout.notifyCustomer,
  };
}

/**
 * Boleto: the order and its unpaid invoice exist; a 'payoff' payment of that invoice is taken (pending,
 * with the boleto's link) and the webhook settles it when the bank pays. The confirmation e-mail waits
 * for the link. If the boleto cannot be issued, the order stays awaiting payment and a retried
 * submission issues it.
 */
export async function issueBoleto(app: FastifyInstance, user: UserRow, result: Pick<ConversionResult, 'order' | 'invoice'>, issue: BoletoIssue): Promise<PaymentSubmissionResponse> {
  const { order, invoice } = result;
  const { language } = issue;
  if (!invoice || invoice.balance === 0) return orderPlaced(language, order.externalId, order.paid ? 'succeeded' : 'awaiting-payment');
  let outcome: PaymentOutcome | null = null;
  try {
    outcome = await takePayment(app.platform, {
      userId: user.id,
      purpose: 'payoff',
      subject: { invoiceIds: [invoice.id] },
      methodId: PAYMENT_METHOD.boleto,
      amount: invoice.balance,
      currency: invoice.currency,
      numDecimals: issue.currency.numDecimals,
      idempotencyKey: issue.attemptKey,
      gatewayMethod: 'boleto',
      customer: { email: user.email, name: issue.payer ?? `${user.firstName} ${user.lastName}`.trim(), taxId: issue.taxId },
      description: `${invoice.invoiceNumber} ${order.title}`,
      returnPath: () => `/${language}${billingRoutes.payoffLanding('success')}`,
      cancelPath: () => `/${language}${billingRoutes.payoffLanding('error')}`,
      form: { ...issue.form, orderExternalId: order.externalId, payoffReceiptCodes: [invoice.receiptCode] },
      reserve: (tx, payment) => reserveAllocations(tx, payment.id, [{ invoiceId: invoice.id, amount: invoice.balance }]),
    });
  } catch (error) {
    if (!(error instanceof AppError) || (error.statusCode >= 500 && error.statusCode !== 502)) throw error;
    app.log.warn({ err: error, order: order.externalId }, 'boleto could not be issued; the order waits for payment');
  }
  if (issue.notifyCustomer) await confirmBoleto(app, user, result, issue, outcome?.payment.boletoUrl ?? null);
  if (!outcome) return orderPlaced(language, order.externalId, 'awaiting-payment');
  return boletoAnswer(language, order.externalId, outcome.payment);
}

async function confirmBoleto(app: FastifyInstance, user: UserRow, result: Pick<ConversionResult, 'order' | 'invoice'>, issue: BoletoIssue, boletoUrl: string | null): Promise<void> {
  const { db } = app.platform;
  const [row, localization] = await Promise.all([findUser(db, user.id), findLocalization(db, user.localization)]);
  if (!row || !localization) return;
  const payment = boletoUrl ? { kind: 'boleto' as const, boletoUrl: new URL(boletoUrl, app.platform.config.publicUrl).toString() } : { kind: 'awaiting-payment' as const };
  await sendOrderConfirmation(app.platform, { user: row, order: result.order, lines: issue.lines, currency: issue.currency, invoice: result.invoice, localization, payment });
}

/**
 * A submission for a form that is already an order. The same attempt asked again (a double click, a
 * retried request) answers what it did the first time; anything else is 409 order-form-already-paid.
 */
export async function answerConvertedForm(app: FastifyInstance, user: UserRow, form: OrderFormRow, attemptKey: string, body: PaymentForm, language: SiteLanguage): Promise<PaymentSubmissionResponse> {
  const { db } = app.platform;
  const order = await findOrderOfForm(db, user.id, form.id);
  if (!order) throw new AppError(409, 'order-form-already-paid');
  const attempt = await findAttemptPayments(db, user.id, attemptKey);
  const main = attempt.find((payment) => payment.idempotencyKey === attemptKey);
  if (main?.purpose === 'payoff') return main.status === 'failed' ? orderPlaced(language, order.externalId, 'awaiting-payment') : boletoAnswer(language, order.externalId, main);
  if (main) return orderPlaced(language, order.externalId, order.paid ? 'succeeded' : 'awaiting-payment', main.publicId);
  if (attempt.length > 0) return orderPlaced(language, order.externalId, order.paid ? 'succeeded' : 'awaiting-payment');
  // Bank transfer and boleto conversions write no payment under the attempt's own key.
  if (!order.paid && body.paymentMethodId === PAYMENT_METHOD.bankTransfer) return orderPlaced(language, order.externalId, 'awaiting-payment');
  if (!order.paid && body.paymentMethodId === PAYMENT_METHOD.boleto) {
    // The order was made but the boleto was never issued (the process stopped in between): issue it now.
    const [invoices, lines, currency] = await Promise.all([findOrderInvoices(db, user.id, order.id), findOrderLines(db, order.id), findCurrency(db, order.currency)]);
    if (!currency) throw new Error(`currency ${order.currency} missing`);
    return issueBoleto(app, user, { order, invoice: invoices[0] ?? null }, {
      attemptKey,
      language,
      currency,
      lines,
      payer: body.boleto?.payer ?? null,
      taxId: body.boleto?.taxIdentification.number ?? null,
      form: { boletoPayer: body.boleto?.payer ?? null },
      notifyCustomer: !form.adminCreated || form.notifyCustomer !== false,
    });
  }
  throw new AppError(409, 'order-form-already-paid');
}
