import type { MessageInput } from '../../lib/message-store';

/**
 * The shell messages of the prepay area: the landing after an outside payment and the
 * fapiao request. Pure, so the choice of key is tested.
 */

/** complete/{type}: 'success' is prepayments-processing-success; anything else is the payment error. */
export function landingMessage(type: string): MessageInput {
  return type === 'success'
    ? { type: 'success', key: 'prepayments-processing-success' }
    : { type: 'danger', key: 'payment-processing-error' };
}

/** After a fapiao request for a prepayment: fapiao-creation-success-type-{type}. */
export function fapiaoCreatedMessage(fapiaoType: string): MessageInput {
  return { type: 'success', key: `fapiao-creation-success-type-${fapiaoType}` };
}
