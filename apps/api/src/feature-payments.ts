import type { Platform } from './platform/platform';
import { orderFormPaymentHandler } from './features/order-form/payment/order-conversion.service';
import { payoffPaymentHandler } from './features/invoices/payoff-fulfilment.service';
import { prepayPaymentHandler } from './features/prepay/prepay-fulfilment.service';

/**
 * What each payment purpose does once the money is in (platform/payments/payment-purposes.ts), registered
 * by the web process and by worker.ts alike, so whichever process receives a webhook can finish it.
 */
export function registerPaymentPurposes(platform: Platform): void {
  platform.payments.purposes.register('order-form', orderFormPaymentHandler);
  platform.payments.purposes.register('payoff', payoffPaymentHandler);
  platform.payments.purposes.register('prepay', prepayPaymentHandler);
}
