import type { PaymentSubmissionResponse, PayoffPaymentRequest } from '@marginalia/contracts/payments/payment-form.contract';
import { paymentFormProblems } from '@marginalia/contracts/payments/payment-form.rules';
import { PAYMENT_METHOD, type PaymentMethodId } from '@marginalia/contracts/payments/payment-methods';
import { billingRoutes } from '@marginalia/contracts/payments/payments.paths';
import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { lockInvoicesByReceiptCode } from '../../platform/billing/invoices';
import { reserveAllocations } from '../../platform/billing/allocations';
import { spendCredit } from '../../platform/billing/credits';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors/app-error';
import { gatewayMethodFor } from '../../platform/payments/gateway-methods';
import { countFailedPayments, takePayment, type PaymentOutcome } from '../../platform/billing/payments';
import type { Platform } from '../../platform/platform';

import { findInvoicesByReceiptCode } from './invoices.repository';
import { findPaymentByKey } from './payoff.repository';
import { addressCountries } from '../../platform/reference/address-countries';
import { creditsToSpend, payoffContext, requirePayable, requireSameCurrency, userLanguage, type PayoffContext } from './payoff.service';
import type { UserRow } from '../../platform/db/schema/users';

/**
 * POST /api/payoff/payment: pays one or several invoices at once with one payment and one allocation per
 * invoice. Safe to submit twice: the idempotency key names the invoices and how many payoffs of them have
 * failed, so a repeated submission finds the first attempt and answers what it did, while a new attempt
 * after a decline gets a new key. The invoices are locked by receipt code inside the transaction that
 * writes the pending payment, so two payoffs of one invoice at the same moment reserve it once.
 */

function landing(language: SiteLanguage, type: 'success' | 'error'): string {
  return `/${language}${billingRoutes.payoffLanding(type)}`;
}

async function validate(db: Db, user: UserRow, body: PayoffPaymentRequest, context: PayoffContext): Promise<PaymentMethodId> {
  await requirePayable(db, context.invoices.map((row) => row.invoice), 'invoice-already-paid');
  if (body.amount !== undefined && body.amount !== context.total) throw new AppError(409, 'payment-amount-changed');
  // A payoff takes the whole balance by one method: no voucher, no prepayment split.
  const form = { ...body, voucherApplied: null, prepaymentOption: 'none' as const, prepaymentApplied: 0 };
  const problems = paymentFormProblems(form, {
    availableMethods: context.methods,
    amountDue: context.total,
    countryId: user.countryId,
    countryIso2: context.countryIso2,
    fapiaoOffered: false,
    maxPrepayment: 0,
    maxCredits: context.creditBalance,
    countries: await addressCountries(db),
    termsRequired: true,
  });
  const method = body.paymentMethodId as PaymentMethodId | null;
  if (method === null || !context.methods.includes(method) || (method !== PAYMENT_METHOD.credits && !gatewayMethodFor(method))) {
    problems.paymentMethodId ??= 'payment-method-required';
  }
  if (Object.keys(problems).length > 0 || method === null) throw new AppError(422, 'validation-error', {}, problems);
  return method;
}

function storedForm(body: PayoffPaymentRequest): Record<string, unknown> {
  // The nonce is single-use and means nothing later; type and last four are kept on the payment itself.
  const { creditCard, ...rest } = body;
  return { ...rest, creditCard: creditCard ? { type: creditCard.type ?? null, lastFour: creditCard.lastFour ?? null, currency: creditCard.currency ?? null } : null };
}

export function submissionResponse(outcome: PaymentOutcome, language: SiteLanguage): PaymentSubmissionResponse {
  const { action } = outcome;
  return {
    paymentId: outcome.payment.publicId,
    status: outcome.status,
    redirectUrl: action?.type === 'redirect' ? action.url : outcome.status === 'succeeded' ? landing(language, 'success') : null,
    redirectForm: action?.type === 'form' ? { action: action.action, method: action.method, fields: action.fields } : null,
    orderExternalId: null,
    boletoUrl: outcome.payment.boletoUrl,
  };
}

export async function submitPayoff(platform: Platform, user: UserRow, body: PayoffPaymentRequest): Promise<PaymentSubmissionResponse> {
  const { db } = platform;
  const receiptCodes = [...new Set(body.payoffReceiptCodes)];
  const rows = await findInvoicesByReceiptCode(db, user.id, receiptCodes);
  const currency = requireSameCurrency(user, receiptCodes.length, rows);
  const invoiceIds = rows.map((row) => row.invoice.id).sort((a, b) => a - b);
  const idempotencyKey = `payoff:${invoiceIds.join(',')}:${await countFailedPayments(db, user.id, 'payoff', { field: 'invoiceIds', equals: invoiceIds })}`;
  const language = userLanguage(user);
  const context = await payoffContext(db, user, rows, currency);
  // A repeated submission skips the checks (the invoices may be paid by now): takePayment answers it.
  const replay = (await findPaymentByKey(db, user.id, idempotencyKey)) !== null;
  const methodId = replay ? ((body.paymentMethodId ?? PAYMENT_METHOD.credits) as PaymentMethodId) : await validate(db, user, body, context);
  const internal = methodId === PAYMENT_METHOD.credits;
  const usdCents = internal ? creditsToSpend(context) : 0;

  const outcome = await takePayment(platform, {
    userId: user.id,
    purpose: 'payoff',
    subject: { invoiceIds },
    methodId,
    amount: context.total,
    currency: currency.isoCode,
    numDecimals: currency.numDecimals,
    idempotencyKey,
    gatewayMethod: internal ? null : gatewayMethodFor(methodId),
    nonce: body.creditCard?.nonce ?? null,
    checkoutId: body.allpagoCreditCard?.checkoutId ?? null,
    installments: body.allpagoCreditCard?.numberOfInstallments ?? null,
    customer: {
      email: user.email,
      name: `${user.firstName} ${user.lastName}`.trim(),
      taxId: body.boleto?.taxIdentification?.number ?? body.allpagoPaypal?.taxIdentification?.number ?? null,
    },
    description: rows.map((row) => row.invoice.invoiceNumber).join(', '),
    returnPath: () => landing(language, 'success'),
    cancelPath: () => landing(language, 'error'),
    form: storedForm(body),
    cardType: body.creditCard?.type ?? null,
    cardLastFour: body.creditCard?.lastFour ?? null,
    reserve: async (tx, payment) => {
      const locked = await lockInvoicesByReceiptCode(tx, user.id, receiptCodes);
      if (locked.length !== receiptCodes.length) throw new AppError(404, 'invoice-not-found');
      await requirePayable(tx, locked, 'invoice-already-paid');
      const total = locked.reduce((sum, invoice) => sum + invoice.balance, 0);
      if (total !== context.total) throw new AppError(409, 'payment-amount-changed');
      await reserveAllocations(tx, payment.id, locked.map((invoice) => ({ invoiceId: invoice.id, amount: invoice.balance })));
      if (internal) await spendCredit(tx, user.id, 'credits', payment.id, usdCents);
    },
  });
  return submissionResponse(outcome, language);
}
