import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { PaymentGateway } from '../payment-gateway';

// Placeholder while the sandbox gateway is being written (replaced in this change).
export function createSandboxGateway(_config: AppConfig, _db: Db): PaymentGateway {
  const missing = () => Promise.reject(new Error('sandbox gateway not written yet'));
  return { name: 'sandbox', clientToken: missing, sale: missing, findSale: missing, refund: missing, verifyWebhook: () => null };
}
