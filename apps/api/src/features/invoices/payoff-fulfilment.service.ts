import type { PaymentPurposeHandler } from '../../platform/payments/payment-purposes';

// Placeholder while this handler is being written (replaced in this change).
export const payoffPaymentHandler: PaymentPurposeHandler = {
  fulfil: () => Promise.reject(new Error('not written yet')),
};
