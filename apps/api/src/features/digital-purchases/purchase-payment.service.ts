import type { Application } from '@marginalia/contracts/app-config/app-config.contract';
import type { DigitalProductKind, DigitalPurchasePaymentRequest } from '@marginalia/contracts/digital/digital-purchases.contract';
import type { PaymentSubmissionResponse } from '@marginalia/contracts/payments/payment-form.contract';
import { paymentFormProblems } from '@marginalia/contracts/payments/payment-form.rules';
import { fapiaoOfferedOnPayment, methodSupportsFapiao, PAYMENT_FLOW } from '@marginalia/contracts/payments/payment-methods';
import { addressSnapshot } from '../../platform/billing/address-snapshot';
import { countFailedPayments, takePayment } from '../../platform/billing/payments';
import { AppError } from '../../platform/errors/app-error';
import { publicCode } from '../../platform/ids/random-ids';
import { gatewayMethodOrRefuse } from '../../platform/payments/gateway-methods';
import type { Platform } from '../../platform/platform';
import { addressCountries } from '../../platform/reference/address-countries';
import type { UserRow } from '../../platform/db/schema/users';
import { findCountryOf, findCurrencyMap, findLocalization, findProduct, setCurrencyIfUnset } from './digital-purchases.repository';
import { purchaseMethods } from './purchase-offers.service';
import { priceIn } from './purchase-rules';
import type { PurchaseSubject } from './purchase-subject';

/**
 * Buying a digital product (README.md), the same for every kind: the product is priced in the user's
 * currency (or the one the picker chose, which becomes the account's), the form is checked with the
 * payment rules (terms required; no bank transfer, boleto or credits), and `takePayment` charges once per
 * attempt. The purpose's `fulfil` makes the invoice and the purchase. The answer sends the browser to
 * `landingPath(receiptCode)`: at once when the payment succeeded, after the provider's page otherwise.
 */
export interface PurchaseRequest {
  kind: DigitalProductKind;
  form: DigitalPurchasePaymentRequest;
  /** The purchase page to come back to, with the language prefix: success or not. */
  landingPath: (receiptCode: string, success: boolean) => string;
}

function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export async function payForDigitalProduct(platform: Platform, application: Application, user: UserRow, request: PurchaseRequest, now = new Date()): Promise<PaymentSubmissionResponse> {
  const { db } = platform;
  const { form, kind } = request;
  const product = await findProduct(db, form.availableDigitalPurchaseIdentity);
  if (!product || !product.active || product.kind !== kind) throw new AppError(404, 'digital-product-not-found');
  const currencies = await findCurrencyMap(db);
  const chosen = !user.currency && form.currency ? currencies.get(form.currency.toUpperCase()) : undefined;
  const currency = user.currency ? currencies.get(user.currency) : chosen?.selectable ? chosen : undefined;
  if (!currency) throw new AppError(422, 'validation-error', {}, { currency: 'currency-required' });
  const amount = priceIn(product, currency, currencies.get('USD'));
  if (amount === null || amount <= 0) throw new AppError(404, 'digital-product-not-found');
  if (form.amount !== undefined && form.amount !== amount) throw new AppError(409, 'payment-amount-changed');

  const [country, countries, localization] = await Promise.all([findCountryOf(db, user.countryId), addressCountries(db), findLocalization(db, user.localization)]);
  if (!localization) throw new Error(`localization ${user.localization} missing`);
  const availableMethods = purchaseMethods(user, country);
  const fapiaoOffered = fapiaoOfferedOnPayment({
    fapiaoAvailable: application.config.fapiaoAvailable,
    countryIso2: country?.iso2 ?? null,
    allowsFapiaoProcessingAfterPayment: localization.allowsFapiaoProcessingAfterPayment,
  });
  const checked = { ...form, voucherApplied: null, prepaymentOption: undefined, creditsApplied: undefined };
  const problems = paymentFormProblems(checked, {
    availableMethods,
    amountDue: amount,
    countryId: user.countryId,
    countryIso2: country?.iso2 ?? null,
    fapiaoOffered,
    maxPrepayment: 0,
    maxCredits: 0,
    countries,
    termsRequired: true,
  });
  const { gatewayMethod, methodId } = gatewayMethodOrRefuse(form.paymentMethodId, problems);
  // Offline methods settle days later; a purchase is used at once, so they are not offered (nor accepted).
  if (PAYMENT_FLOW[methodId] === 'offline') throw new AppError(422, 'validation-error', {}, { paymentMethodId: 'payment-method-required' });

  // A double click or a retried request of the same product on the same day is the same attempt.
  const attempt = `digital:${user.id}:${product.identity}:${currency.isoCode}${amount}:${utcDay(now)}`;
  const idempotencyKey = `${attempt}:${await countFailedPayments(db, user.id, 'digital-purchase', { field: 'attempt', equals: attempt })}`;
  const billingAddress = addressSnapshot(form.billingAddress, countries);
  const fapiao = fapiaoOffered && methodSupportsFapiao(methodId) && form.requireFapiao === 'yes' && form.fapiao?.title
    ? { type: form.fapiao.type ?? 'general', title: form.fapiao.title, taxpayerNumber: form.fapiao.taxpayerNumber ?? null, deliveryTimeline: form.fapiao.deliveryTimeline ?? null, specialInstructions: form.fapiao.specialInstructions ?? null }
    : null;
  const subject: PurchaseSubject = {
    attempt,
    receiptCode: publicCode('R', 9),
    productId: product.id,
    productIdentity: product.identity,
    kind: product.kind,
    label: product.label,
    allowedLanguages: product.allowedLanguages,
    numberOfUses: product.numberOfUses,
    validDays: product.validDays,
    localization: localization.identity,
    invoicePrefix: localization.invoicePrefix,
    exchangeRate: currency.exchangeRate,
    purchaseOrder: form.purchaseOrder ?? null,
    billingAddress,
    invoiceAddress: form.invoiceAddressDiffersFromBilling ? addressSnapshot(form.invoiceAddress, countries) : billingAddress,
    fapiao,
  };
  const taxId = form.allpagoPaypal?.taxIdentification?.number ?? null;
  const { creditCard, ...rest } = checked;
  // The currency a user without one chose on the purchase page becomes the account's (as on the order form).
  if (chosen && !user.currency) await setCurrencyIfUnset(db, user.id, chosen.isoCode);

  const outcome = await takePayment(platform, {
    userId: user.id,
    purpose: 'digital-purchase',
    subject,
    methodId,
    amount,
    currency: currency.isoCode,
    numDecimals: currency.numDecimals,
    idempotencyKey,
    gatewayMethod,
    nonce: creditCard?.nonce ?? null,
    checkoutId: form.allpagoCreditCard?.checkoutId ?? null,
    installments: form.allpagoCreditCard?.numberOfInstallments ?? null,
    customer: { email: user.email, name: `${user.firstName} ${user.lastName}`, taxId },
    description: product.label,
    returnPath: () => request.landingPath(subject.receiptCode, true),
    cancelPath: () => request.landingPath(subject.receiptCode, false),
    form: rest,
    cardType: creditCard?.type ?? null,
    cardLastFour: creditCard?.lastFour ?? null,
  });
  // A second submission of the same attempt answers with the first one's receipt code.
  const receiptCode = typeof outcome.payment.subject.receiptCode === 'string' ? outcome.payment.subject.receiptCode : subject.receiptCode;
  const action = outcome.action;
  return {
    paymentId: outcome.payment.publicId,
    status: outcome.status === 'succeeded' ? 'succeeded' : 'pending',
    redirectUrl: outcome.status === 'succeeded' ? request.landingPath(receiptCode, true) : action?.type === 'redirect' ? action.url : null,
    redirectForm: action?.type === 'form' ? { action: action.action, method: action.method, fields: action.fields } : null,
    orderExternalId: null,
    boletoUrl: null,
  };
}

