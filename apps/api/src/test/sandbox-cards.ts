import type { FastifyInstance } from 'fastify';
import { isSandboxGateway } from '../platform/payments/sandbox/sandbox-gateway';

/** The sandbox gateway's test cards, and a one-time nonce from its card form as the browser would get it. */
export const CARDS = {
  visa: '4111 1111 1111 1111',
  declined: '4000 0000 0000 0002',
  confirm: '4000 0000 0000 3220',
} as const;

export async function cardNonce(app: FastifyInstance, userIdentity: string, number: string): Promise<{ nonce: string; type: string; lastFour: string }> {
  const gateway = app.platform.payments.gateway;
  if (!isSandboxGateway(gateway)) throw new Error('the tests need the sandbox gateway');
  const clientToken = await gateway.clientToken({ userIdentity });
  return gateway.desk.tokenize({ clientToken, number, expiry: '12/39', cvv: '123' });
}
