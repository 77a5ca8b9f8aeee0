import type { FastifyInstance } from 'fastify';

import type { Db } from '../../platform/db/client';
import { takePayment, type TakePaymentInput } from '../../platform/billing/payments';
import type { GatewayMethod } from '../../platform/payments/payment-gateway';
import type { TestUser } from '../../test/test-app';
import type { PaymentRow } from '../../platform/db/schema/billing';

/**
 * Test support for the payment core through the real app: a fake purpose handler that counts its calls
 * (it replaces 'prepay' in the test app only), card nonces from the sandbox's tokenize call, and a
 * takePayment call with sensible defaults.
 */
export interface FakePurpose {
  fulfilled: string[];
  released: string[];
}

export function installFakePurpose(app: FastifyInstance): FakePurpose {
  const calls: FakePurpose = { fulfilled: [], released: [] };
  app.platform.payments.purposes.register('prepay', {
    async fulfil(_tx: Db, payment: PaymentRow) {
      calls.fulfilled.push(payment.publicId);
      return { orderExternalId: `ORD-${payment.publicId}` };
    },
    async release(_tx: Db, payment: PaymentRow) {
      calls.released.push(payment.publicId);
    },
  });
  return calls;
}

export async function cardNonce(app: FastifyInstance, user: TestUser, number = '4111 1111 1111 1111'): Promise<string> {
  const token = await app.inject({ method: 'GET', url: '/api/payment/braintree-client-token', headers: { cookie: user.cookie } });
  const { clientToken } = token.json() as { clientToken: string };
  const response = await app.inject({ method: 'POST', url: '/api/payment/sandbox/tokenize', headers: user.headers, payload: { clientToken, number, expiry: '12/39', cvv: '123' } });
  if (response.statusCode !== 200) throw new Error(`tokenize: ${response.statusCode} ${response.body}`);
  return (response.json() as { nonce: string }).nonce;
}

export function paymentInput(user: TestUser, method: GatewayMethod | null, overrides: Partial<TakePaymentInput> = {}): TakePaymentInput {
  return {
    userId: user.id,
    purpose: 'prepay',
    subject: { test: true },
    methodId: 3,
    amount: 12345,
    currency: 'USD',
    numDecimals: 2,
    idempotencyKey: `test:${Math.random().toString(36).slice(2)}`,
    gatewayMethod: method,
    customer: { email: user.email, name: 'Ada Tester', taxId: '123.456.789-09' },
    description: 'Prepayment RET000001US',
    returnPath: (id) => `/en/researcher/prepay/complete/success?payment=${id}`,
    cancelPath: () => '/en/researcher/prepay/complete/error',
    form: {},
    ...overrides,
  };
}

export function take(app: FastifyInstance, input: TakePaymentInput) {
  return takePayment(app.platform, input);
}
