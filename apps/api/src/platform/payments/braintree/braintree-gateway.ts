import type { PaymentsConfig } from '../../config';
import type { PaymentGateway } from '../payment-gateway';

// Placeholder while the Braintree adapter is being written (replaced in this change).
export function createBraintreeGateway(_config: PaymentsConfig): PaymentGateway {
  throw new Error('braintree gateway not written yet');
}
