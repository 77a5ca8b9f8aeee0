import type { PaymentStatusResponse } from '@marginalia/contracts/payments/payment-form.contract';

/**
 * What the payment-return page does with a payment's status (the hosted pages and 3-D Secure come back
 * here): it polls every second for at most a minute.
 */
export const RETURN_POLL_MS = 1000;
export const RETURN_POLL_MAX_ATTEMPTS = 60;

export type ReturnDecision =
  { kind: 'wait' } | { kind: 'complete'; orderExternalId: string } | { kind: 'failed'; messageKey: string } | { kind: 'timeout' };

export function returnDecision(status: PaymentStatusResponse | null, attempts: number): ReturnDecision {
  if (status?.status === 'failed' || status?.status === 'refunded')
    return { kind: 'failed', messageKey: status.failureKey ?? 'payment-declined' };
  // Paid, or a boleto issued (its order waits for the money): the order exists.
  if (status?.orderExternalId && (status.status === 'succeeded' || (status.status === 'pending' && status.boletoUrl))) {
    return { kind: 'complete', orderExternalId: status.orderExternalId };
  }
  if (attempts >= RETURN_POLL_MAX_ATTEMPTS) return { kind: 'timeout' };
  return { kind: 'wait' };
}
