import type { Application } from '@marginalia/contracts/app-config/app-config.contract';
import { formatMoney } from '@marginalia/contracts/formatting/money';
import { availablePaymentMethods, PAYMENT_FLOW } from '@marginalia/contracts/payments/payment-methods';
import type { PaymentSubmissionResponse, PrepayPaymentRequest } from '@marginalia/contracts/payments/payment-form.contract';
import { paymentFormProblems } from '@marginalia/contracts/payments/payment-form.rules';
import { lockInvoicesByReceiptCode, reservedInvoiceIds } from '../../platform/billing/invoices';
import { reserveAllocations } from '../../platform/billing/allocations';
import { addressSnapshot } from '../../platform/billing/address-snapshot';
import { addressCountries } from '../../platform/reference/address-countries';
import { AppError } from '../../platform/errors/app-error';
import { countFailedPayments, setPaymentSubject, takePayment } from '../../platform/billing/payments';
import { gatewayMethodOrRefuse } from '../../platform/payments/gateway-methods';
import type { Platform } from '../../platform/platform';

import type { CurrencyRow } from '../../platform/db/schema/reference';
import * as repo from './prepay.repository';
import { createRetainerInvoice, PREPAYMENT_DESCRIPTION, type NewRetainerInvoice, type PrepaySubject } from './prepay-invoice';
import { displayOf, prepayEnabled, userCurrency } from './prepay.service';
import {
  minimumPrepayMinor,
  prepayAttempt,
  prepayIdempotencyKey,
  prepayLandingPath,
  submissionResponse,
} from './prepay-rules';
import type { UserRow } from '../../platform/db/schema/users';

/**
 * POST /api/prepay/payment (README.md): a new prepayment of `total` (at least the currency's minimum), or
 * the balance of an existing one (`receiptCode`). A new one's retainer invoice is created once the money
 * is in (card, hosted methods) or at once for boleto, which waits unpaid like an order.
 */

interface Target {
  receiptCode: string | null;
  amount: number;
  currency: CurrencyRow;
}

async function targetOf(platform: Platform, application: Application, user: UserRow, form: PrepayPaymentRequest): Promise<Target> {
  const currencies = await repo.findCurrencies(platform.db);
  if (form.receiptCode) {
    const invoice = await repo.findRetainerInvoice(platform.db, user.id, form.receiptCode);
    if (!invoice) throw new AppError(404, 'prepayment-not-found');
    if (invoice.balance <= 0) throw new AppError(409, 'invoice-already-paid', { invoiceNumber: invoice.invoiceNumber });
    if (form.amount !== undefined && form.amount !== invoice.balance) throw new AppError(409, 'payment-amount-changed');
    const currency = currencies.get(invoice.currency);
    if (!currency) throw new Error(`currency ${invoice.currency} missing`);
    return { receiptCode: invoice.receiptCode, amount: invoice.balance, currency };
  }
  // A user without a currency pays in the one the card form chose, else US dollars.
  const chosen = !user.currency && form.creditCard?.currency ? currencies.get(form.creditCard.currency.toUpperCase()) : undefined;
  const currency = chosen ?? userCurrency(user, currencies);
  if (form.total === undefined) throw new AppError(422, 'validation-error', {}, { total: 'value-required' });
  const minimum = minimumPrepayMinor(application.minimumPrepayAmounts, currency.isoCode, currency.numDecimals);
  if (form.total < minimum) throw new AppError(422, 'prepay-amount-too-low', { price: formatMoney(minimum, currency) });
  return { receiptCode: null, amount: form.total, currency };
}

export async function payPrepayment(
  platform: Platform,
  application: Application,
  user: UserRow,
  form: PrepayPaymentRequest,
  now = new Date(),
): Promise<PaymentSubmissionResponse> {
  if (!prepayEnabled(application, user)) throw new AppError(403, 'prepay-disabled');
  const { db } = platform;
  const target = await targetOf(platform, application, user, form);
  const [country, countries, localizations] = await Promise.all([
    repo.findCountry(db, user.countryId),
    addressCountries(db),
    repo.findLocalizations(db),
  ]);
  const availableMethods = availablePaymentMethods({
    context: 'prepay',
    countryId: user.countryId,
    countryIso2: country?.iso2 ?? null,
    localization: user.localization,
  });
  // A voucher, credits or a prepayment cannot pay for a prepayment: only the method buttons count.
  const checked = { ...form, voucherApplied: null, prepaymentOption: undefined, creditsApplied: undefined };
  const problems = paymentFormProblems(checked, {
    availableMethods,
    amountDue: target.amount,
    countryId: user.countryId,
    countryIso2: country?.iso2 ?? null,
    // A prepayment's fapiao is requested afterwards, from the prepay page ({retainerInvoiceNumber}/fapiao).
    fapiaoOffered: false,
    maxPrepayment: 0,
    maxCredits: 0,
    countries,
    termsRequired: true,
  });
  const { gatewayMethod, methodId } = gatewayMethodOrRefuse(form.paymentMethodId, problems);

  const attempt = prepayAttempt({
    receiptCode: target.receiptCode,
    userId: user.id,
    currency: target.currency.isoCode,
    amount: target.amount,
    now,
  });
  const idempotencyKey = prepayIdempotencyKey(attempt, await countFailedPayments(db, user.id, 'prepay', { field: 'attempt', equals: attempt }));
  const localization = localizations.get(user.localization);
  if (!localization) throw new Error(`localization ${user.localization} missing`);
  const billingAddress = addressSnapshot(form.billingAddress, countries);
  const newInvoice: NewRetainerInvoice | null = target.receiptCode
    ? null
    : {
        localization: localization.identity,
        invoicePrefix: localization.invoicePrefix,
        exchangeRate: target.currency.exchangeRate,
        purchaseOrder: form.purchaseOrder ?? null,
        billingAddress,
        invoiceAddress: form.invoiceAddressDiffersFromBilling ? addressSnapshot(form.invoiceAddress, countries) : billingAddress,
      };
  const subject: PrepaySubject = { attempt, newInvoice };
  // Boleto settles days later: like an order, the prepayment waits as an unpaid retainer invoice.
  const offline = PAYMENT_FLOW[methodId] === 'offline';
  const language = displayOf(user).language;
  const taxId = form.boleto?.taxIdentification?.number ?? form.allpagoPaypal?.taxIdentification?.number ?? null;
  const { creditCard, ...rest } = checked;

  const outcome = await takePayment(platform, {
    userId: user.id,
    purpose: 'prepay',
    subject,
    methodId,
    amount: target.amount,
    currency: target.currency.isoCode,
    numDecimals: target.currency.numDecimals,
    idempotencyKey,
    gatewayMethod,
    nonce: creditCard?.nonce ?? null,
    checkoutId: form.allpagoCreditCard?.checkoutId ?? null,
    installments: form.allpagoCreditCard?.numberOfInstallments ?? null,
    customer: { email: user.email, name: `${user.firstName} ${user.lastName}`, taxId },
    description: PREPAYMENT_DESCRIPTION,
    returnPath: () => prepayLandingPath(language, 'success'),
    cancelPath: () => prepayLandingPath(language, 'error'),
    form: rest,
    cardType: creditCard?.type ?? null,
    cardLastFour: creditCard?.lastFour ?? null,
    reserve: async (tx, payment) => {
      if (target.receiptCode) {
        const [invoice] = await lockInvoicesByReceiptCode(tx, user.id, [target.receiptCode]);
        if (!invoice || invoice.kind !== 'retainer') throw new AppError(404, 'prepayment-not-found');
        if (invoice.balance <= 0) throw new AppError(409, 'invoice-already-paid', { invoiceNumber: invoice.invoiceNumber });
        if (invoice.balance !== target.amount) throw new AppError(409, 'payment-amount-changed');
        if ((await reservedInvoiceIds(tx, [invoice.id])).has(invoice.id)) throw new AppError(409, 'payment-in-progress');
        await setPaymentSubject(tx, user.id, payment.id, { ...subject, invoiceId: invoice.id });
        await reserveAllocations(tx, payment.id, [{ invoiceId: invoice.id, amount: target.amount }]);
      } else if (offline && newInvoice) {
        const invoice = await createRetainerInvoice(tx, {
          userId: user.id,
          paymentId: payment.id,
          currency: target.currency.isoCode,
          amount: target.amount,
          invoice: newInvoice,
        });
        await setPaymentSubject(tx, user.id, payment.id, { ...subject, invoiceId: invoice.id });
      }
    },
  });
  return submissionResponse(outcome);
}
