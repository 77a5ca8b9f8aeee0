import type { Platform } from '../../platform/platform';
import type { WebhookRequest } from '../../platform/payments/payment-gateway';
import { handleGatewayEvent } from '../../platform/billing/gateway-events';
import type { SandboxGateway } from '../../platform/payments/sandbox/sandbox-gateway';
import { sandboxWebhook } from '../../platform/payments/sandbox/sandbox-gateway';

export type WebhookOutcome = 'forged' | 'ignored' | Awaited<ReturnType<typeof handleGatewayEvent>>;

/**
 * One path for every notification a gateway sends: the signature is verified (forged → the route answers
 * 401), then the event settles or fails its payment once — a replay has the same event id and is ignored.
 */
export async function receiveWebhook(platform: Platform, request: WebhookRequest): Promise<WebhookOutcome> {
  const event = await platform.payments.gateway.verifyWebhook(request);
  if (event === null) return 'forged';
  if (event === 'ignored') return 'ignored';
  return handleGatewayEvent(platform, event);
}

/**
 * A decision on a sandbox page (approve / refuse a hosted sale, mark a boleto paid): the sandbox signs
 * the webhook it would send, and it goes through `receiveWebhook` like an outside one. Answers where the
 * browser goes next (the sale's return or cancel URL), or null for an unknown sale.
 */
export async function decideSandboxSale(platform: Platform, gateway: SandboxGateway, transactionId: string, decision: 'approve' | 'refuse'): Promise<string | null> {
  const decided = await gateway.desk.decide(transactionId, decision);
  if (!decided) return null;
  if (decided.event) {
    const webhook = sandboxWebhook(platform.config.payments.webhookSecret, decided.event, Math.floor(Date.now() / 1000));
    const outcome = await receiveWebhook(platform, webhook);
    if (outcome === 'forged') throw new Error('the sandbox webhook failed its own verification');
    await gateway.desk.recordDecision(transactionId, decision);
  }
  return decided.redirectTo;
}
