import type { FastifyInstance, FastifyRequest } from 'fastify';
import { convertToUsd } from '@marginalia/contracts/formatting/money';
import type { PaymentForm, PaymentSubmissionResponse } from '@marginalia/contracts/payments/payment-form.contract';
import { paymentFormProblems } from '@marginalia/contracts/payments/payment-form.rules';
import { paymentAmounts } from '@marginalia/contracts/payments/payment-amounts';
import { PAYMENT_FLOW, PAYMENT_METHOD, effectiveMethod, isPaymentMethodId } from '@marginalia/contracts/payments/payment-methods';
import { AppError } from '../../../platform/errors/app-error';
import { requireUser } from '../../../platform/session/session';
import { formContext } from '../order-form-context';
import { currencyOf } from '../order-form-view';
import { findOwnedForm } from '../order-form.repository';
import { hiddenAdminForm } from '../order-form-context';
import { orderPlaced } from './payment-answers';
import { buildCheckout, cardCharge, invoiceAddressDiffers, usesFapesp } from './payment-checkout';
import { answerConvertedForm, boletoIssueOf, issueBoleto, takeFormPayment } from './payment-flows';
import { quoteForm } from './payment-quote';
import { addressCountries, paymentSetting } from './payment-setting';
import { findAppliedVoucher } from './payment.repository';
import { countFailedPayments } from '../../../platform/billing/payments';
import { convertOrderForm } from './order-conversion.service';
import { languageOf } from './order-confirmation-mail';
import { assertVoucherPays } from './voucher.service';

/**
 * PUT /api/order-form/{id}/payments: the form is priced again, the
 * amounts after credits, prepayment and voucher are worked out, the payment form is checked with the
 * shared rules (422 with the fields), and the method's flow runs (README.md here):
 * - internal (free, credits, prepayment, voucher) and bank transfer: the order is made at once;
 * - boleto: the order is made at once, unpaid, then a boleto is issued for its invoice;
 * - card and hosted wallets: the money is taken first; the order is made when it is in.
 * The idempotency key is `order-form:{formPublicId}:{n}`, n the form's failed payments so far.
 */
export async function submitPayment(app: FastifyInstance, request: FastifyRequest, formPublicId: string, body: PaymentForm): Promise<PaymentSubmissionResponse> {
  const user = requireUser(request);
  const { db } = app.platform;
  const form = await findOwnedForm(db, { userId: user.id }, formPublicId);
  if (!form || hiddenAdminForm(request, form)) throw new AppError(404, 'order-form-not-found');
  const attemptKey = `order-form:${form.publicId}:${await countFailedPayments(db, user.id, 'order-form', { field: 'orderFormId', equals: form.id })}`;
  const language = languageOf(user);
  if (form.status === 'converted') return answerConvertedForm(app, user, form, attemptKey, body, language);
  if (form.status !== 'open') throw new AppError(404, 'order-form-not-found');

  const context = await formContext(app, request);
  const quote = await quoteForm(context, form);
  const setting = await paymentSetting(app, user, form, currencyOf(context, form), context.now);
  const voucher = await findAppliedVoucher(db, form.id);
  if (voucher) await assertVoucherPays(db, user, voucher, convertToUsd(quote.total, quote.currency.perUsd, quote.currency.numDecimals), context.now);
  const amounts = voucher
    ? { creditsApplied: 0, prepaymentApplied: 0, maxPrepayment: 0, amountDue: 0 }
    : paymentAmounts({
        total: quote.total,
        creditBalance: body.creditsApplied === undefined ? setting.credits.balance : Math.min(setting.credits.balance, body.creditsApplied),
        useCredits: body.useCredits === 'yes',
        prepaymentBalance: setting.prepayments.balance,
        prepaymentOption: body.prepaymentOption ?? 'none',
        prepaymentRequested: body.prepaymentApplied ?? 0,
      });
  const chosen = isPaymentMethodId(body.paymentMethodId) ? body.paymentMethodId : null;
  const method = voucher ? PAYMENT_METHOD.voucher : effectiveMethod(chosen, amounts.amountDue, false);

  const countries = await addressCountries(db);
  const problems = paymentFormProblems(
    { ...body, voucherApplied: voucher?.code ?? null, invoiceAddressDiffersFromBilling: invoiceAddressDiffers(body) },
    {
      availableMethods: setting.methods,
      amountDue: amounts.amountDue,
      countryId: user.countryId,
      countryIso2: setting.country?.iso2 ?? null,
      fapiaoOffered: setting.fapiaoOffered,
      maxPrepayment: amounts.maxPrepayment,
      maxCredits: setting.credits.balance,
      countries,
      termsRequired: true,
    },
  );
  const charge = method === PAYMENT_METHOD.creditCard ? cardCharge(quote, amounts.amountDue, body.creditCard?.currency, usesFapesp(body)) : null;
  if (method === PAYMENT_METHOD.creditCard && !charge) problems['creditCard.currency'] ??= 'currency-invalid';
  if (method === null) problems.paymentMethodId ??= 'payment-method-required';
  if (Object.keys(problems).length > 0 || method === null) throw new AppError(422, 'validation-error', {}, problems);
  if (body.amount !== undefined && body.amount !== amounts.amountDue) throw new AppError(409, 'payment-amount-changed');

  const checkout = buildCheckout({ form, body, quote, method, attemptKey, language, amounts, voucherId: voucher?.id ?? null, fapiaoOffered: setting.fapiaoOffered, countries });
  const flow = PAYMENT_FLOW[method];
  if (flow === 'internal' || method === PAYMENT_METHOD.bankTransfer || method === PAYMENT_METHOD.boleto) {
    const awaiting = method === PAYMENT_METHOD.bankTransfer ? 'bank-transfer' : method === PAYMENT_METHOD.boleto ? 'boleto' : null;
    const result = await db.transaction((tx) => convertOrderForm(tx, app.platform, { checkout, userId: user.id, gatewayPayment: null, awaiting, creditShortfall: 'refuse', now: context.now }));
    if (method === PAYMENT_METHOD.boleto) return issueBoleto(app, user, result, boletoIssueOf(checkout));
    return orderPlaced(language, result.order.externalId, result.order.paid ? 'succeeded' : 'awaiting-payment');
  }
  return takeFormPayment(app, user, checkout, body, charge ?? { amount: amounts.amountDue, currency: quote.currency.isoCode, numDecimals: quote.currency.numDecimals });
}
