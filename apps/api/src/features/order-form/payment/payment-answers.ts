import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import type { PaymentSubmissionResponse } from '@marginalia/contracts/payments/payment-form.contract';
import { billingRoutes } from '@marginalia/contracts/payments/payments.paths';

import type { PaymentOutcome } from '../../../platform/billing/payments';
import type { PaymentRow } from '../../../platform/db/schema/billing';

/**
 * The answer of PUT /api/order-form/{id}/payments (redirectUrl or redirectForm). There is
 * always exactly one way on: the order-complete page once the order exists, the provider's page while
 * a wallet or 3-D Secure waits, or the return page that polls a payment still being settled.
 */
export function orderCompletePath(language: SiteLanguage, orderExternalId: string): string {
  return `/${language}${billingRoutes.orderComplete(orderExternalId)}`;
}

export function paymentReturnPath(language: SiteLanguage, paymentPublicId: string): string {
  return `/${language}${billingRoutes.paymentReturn(paymentPublicId)}`;
}

export function orderPlaced(language: SiteLanguage, orderExternalId: string, status: 'succeeded' | 'awaiting-payment', paymentId: string | null = null): PaymentSubmissionResponse {
  return { paymentId, status, redirectUrl: orderCompletePath(language, orderExternalId), redirectForm: null, orderExternalId, boletoUrl: null };
}

function orderOf(result: Record<string, unknown> | null | undefined): string | null {
  const id = result?.orderExternalId;
  return typeof id === 'string' ? id : null;
}

/** What a card or wallet payment of the order form came to. */
export function answerFromOutcome(language: SiteLanguage, outcome: PaymentOutcome): PaymentSubmissionResponse {
  const paymentId = outcome.payment.publicId;
  const orderExternalId = orderOf(outcome.result);
  if (outcome.status === 'succeeded' && orderExternalId) return orderPlaced(language, orderExternalId, 'succeeded', paymentId);
  const base = { paymentId, status: 'pending' as const, orderExternalId, boletoUrl: outcome.payment.boletoUrl };
  if (outcome.action?.type === 'redirect') return { ...base, redirectUrl: outcome.action.url, redirectForm: null };
  if (outcome.action?.type === 'form') return { ...base, redirectUrl: null, redirectForm: { action: outcome.action.action, method: outcome.action.method, fields: outcome.action.fields } };
  // Settling elsewhere (a webhook, or the same submission still in flight): the return page polls it.
  return { ...base, redirectUrl: paymentReturnPath(language, paymentId), redirectForm: null };
}

/** A boleto issued for the new order's invoice: the order exists and waits for the boleto to be paid. */
export function boletoAnswer(language: SiteLanguage, orderExternalId: string, payment: PaymentRow): PaymentSubmissionResponse {
  return {
    paymentId: payment.publicId,
    status: payment.status === 'succeeded' ? 'succeeded' : 'pending',
    redirectUrl: orderCompletePath(language, orderExternalId),
    redirectForm: null,
    orderExternalId,
    boletoUrl: payment.boletoUrl,
  };
}
