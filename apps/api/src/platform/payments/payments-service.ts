import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { PaymentGateway } from './payment-gateway';
import { PaymentPurposeRegistry } from './payment-purposes';
import { createSandboxGateway } from './sandbox/sandbox-gateway';
import { createBraintreeGateway } from './braintree/braintree-gateway';

/** The payment side of the platform: the configured gateway and the purpose handlers. */
export interface Payments {
  gateway: PaymentGateway;
  purposes: PaymentPurposeRegistry;
  log: FastifyBaseLogger;
}

export function createPayments(config: AppConfig, db: Db, log: FastifyBaseLogger): Payments {
  const gateway = config.payments.gateway === 'braintree' ? createBraintreeGateway(config.payments, log) : createSandboxGateway(config, db);
  return { gateway, purposes: new PaymentPurposeRegistry(), log };
}
