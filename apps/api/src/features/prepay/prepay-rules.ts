import { toMinorUnits } from '@marginalia/contracts/formatting/money';
import { billingRoutes } from '@marginalia/contracts/payments/payments.paths';
import type { PaymentSubmissionResponse } from '@marginalia/contracts/payments/payment-form.contract';
import { minimumPrepayAmount } from '@marginalia/contracts/payments/prepay.contract';
import type { GatewayAction } from '../../platform/payments/payment-gateway';

/** Pure rules of prepayments (README.md): minimum, gateway method, idempotency keys, the submission answer. */

/** The minimum prepayment of a currency in its minor units (settings hold major units; default 100). */
export function minimumPrepayMinor(minimums: Record<string, number>, isoCode: string, numDecimals: number): number {
  return toMinorUnits(minimumPrepayAmount(minimums, isoCode), numDecimals);
}



/**
 * What one prepayment attempt is, before the count of failures is added: paying an existing prepayment is
 * keyed by its receipt code; a new one by the user, amount and UTC day, so a double click or a retried
 * request of the same amount on the same day charges once.
 */
export function prepayAttempt(input: { receiptCode: string | null; userId: number; currency: string; amount: number; now: Date }): string {
  if (input.receiptCode) return `prepay:${input.receiptCode}`;
  return `prepay:new:${input.userId}:${input.currency}${input.amount}:${input.now.toISOString().slice(0, 10)}`;
}

/** `prepay:{receiptCode or user+amount+day}:{n failed}` — a failed attempt frees the next key for a retry. */
export function prepayIdempotencyKey(attempt: string, failedSoFar: number): string {
  return `${attempt}:${failedSoFar}`;
}

/** The prepay landing pages a hosted payment returns to (complete/{type}). */
export function prepayLandingPath(language: string, type: 'success' | 'error'): string {
  return `/${language}${billingRoutes.prepayLanding(type)}`;
}

export interface SubmissionOutcome {
  payment: { publicId: string; boletoUrl: string | null };
  status: 'succeeded' | 'pending';
  action: GatewayAction | null;
}

/**
 * The answer to POST /api/prepay/payment: a succeeded payment (the page shows the success landing), a
 * hosted page to go to, or a boleto voucher awaiting payment.
 */
export function submissionResponse(outcome: SubmissionOutcome): PaymentSubmissionResponse {
  const boletoUrl = outcome.payment.boletoUrl;
  const status = outcome.status === 'succeeded' ? 'succeeded' : boletoUrl ? 'awaiting-payment' : 'pending';
  return {
    paymentId: outcome.payment.publicId,
    status,
    redirectUrl: outcome.action?.type === 'redirect' ? outcome.action.url : null,
    redirectForm:
      outcome.action?.type === 'form'
        ? { action: outcome.action.action, method: outcome.action.method, fields: outcome.action.fields }
        : null,
    orderExternalId: null,
    boletoUrl: outcome.status === 'succeeded' ? null : boletoUrl,
  };
}
