import { describe, expect, it } from 'vitest';
import type { PaymentStatusResponse } from '@marginalia/contracts/payments/payment-form.contract';
import { RETURN_POLL_MAX_ATTEMPTS, returnDecision } from './return-rules';

const status = (over: Partial<PaymentStatusResponse>): PaymentStatusResponse => ({
  paymentId: 'p1',
  purpose: 'order-form',
  status: 'pending',
  failureKey: null,
  orderExternalId: null,
  boletoUrl: null,
  ...over,
});

describe('the payment return page', () => {
  it('waits while the payment is pending, up to a minute', () => {
    expect(returnDecision(null, 0)).toEqual({ kind: 'wait' });
    expect(returnDecision(status({}), 5)).toEqual({ kind: 'wait' });
    expect(returnDecision(status({}), RETURN_POLL_MAX_ATTEMPTS)).toEqual({ kind: 'timeout' });
  });

  it('goes to the confirmation once paid and the order exists', () => {
    expect(returnDecision(status({ status: 'succeeded' }), 1)).toEqual({ kind: 'wait' });
    expect(returnDecision(status({ status: 'succeeded', orderExternalId: 'O-1' }), 1)).toEqual({
      kind: 'complete',
      orderExternalId: 'O-1',
    });
  });

  it('treats an issued boleto as complete: the order waits for the money', () => {
    expect(returnDecision(status({ boletoUrl: '/b.pdf', orderExternalId: 'O-2' }), 1)).toEqual({
      kind: 'complete',
      orderExternalId: 'O-2',
    });
  });

  it('goes back to the payment step with the reason of a failure', () => {
    expect(returnDecision(status({ status: 'failed', failureKey: 'payment-declined' }), 1)).toEqual({
      kind: 'failed',
      messageKey: 'payment-declined',
    });
    expect(returnDecision(status({ status: 'failed' }), 1)).toEqual({ kind: 'failed', messageKey: 'payment-declined' });
  });
});
