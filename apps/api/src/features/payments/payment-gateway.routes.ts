import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientTokenResponseSchema, tokenizeRequestSchema, tokenizeResponseSchema } from '@marginalia/contracts/payments/card-tokenize.contract';
import { paymentStatusResponseSchema } from '@marginalia/contracts/payments/payment-form.contract';
import { sandboxPaths } from '@marginalia/contracts/payments/payment-sandbox.paths';
import { paymentPaths } from '@marginalia/contracts/payments/payments.paths';
import { AppError } from '../../platform/errors/app-error';
import { requireUser } from '../../platform/session/session';
import { isSandboxGateway, type SandboxGateway } from '../../platform/payments/sandbox/sandbox-gateway';
import { receiveWebhook } from './gateway-webhook.service';
import { paymentStatus } from './payment-status.service';
import { checkoutRequestSchema, checkoutResponseSchema, paymentIdParams, webhookResponseSchema } from './payment-gateway.schemas';
import { sandboxPagesRoutes } from './sandbox-pages.routes';

const tags = ['payments'];
/** Gateways post notifications of a few kilobytes; the application's 1 MB limit applies here too. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/** The sandbox gateway, or 404 when another gateway is configured (its calls then do not exist). */
export function sandboxOr404(app: FastifyInstance): SandboxGateway {
  const { gateway } = app.platform.payments;
  if (!isSandboxGateway(gateway)) throw new AppError(404, 'not-found');
  return gateway;
}

/**
 * The gateway's calls (platform/payments/README.md): the card form's client token and the sandbox's
 * tokenize call, a payment's status for the return pages, the webhooks of the gateways, and the
 * sandbox's own pages (sandbox-pages.routes.ts).
 */
export async function paymentGatewayRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { platform } = app;

  routes.get(
    paymentPaths.clientToken,
    { config: { access: 'owner' }, schema: { tags, summary: 'A client token for the card form (signed-in users)', response: { 200: clientTokenResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      const { gateway } = platform.payments;
      const name: 'sandbox' | 'braintree' = gateway.name === 'braintree' ? 'braintree' : 'sandbox';
      return { clientToken: await gateway.clientToken({ userIdentity: user.identity }), gateway: name };
    },
  );

  routes.post(
    paymentPaths.sandboxTokenize,
    { config: { access: 'public' }, schema: { tags, summary: 'Sandbox card form: a card becomes a one-time nonce (404 unless the sandbox gateway is configured)', body: tokenizeRequestSchema, response: { 200: tokenizeResponseSchema } } },
    async (request) => sandboxOr404(app).desk.tokenize(request.body),
  );

  routes.post(
    sandboxPaths.checkout,
    { config: { access: 'owner' }, schema: { tags, summary: 'Allpago checkout frame (sandbox): saves the card and answers the checkout id', body: checkoutRequestSchema, response: { 200: checkoutResponseSchema } } },
    async (request) => {
      const desk = sandboxOr404(app).desk;
      const user = requireUser(request);
      const { amount, ...rest } = request.body;
      return desk.createCheckout({ ...rest, amount: String(amount), userIdentity: user.identity });
    },
  );

  routes.get(
    paymentPaths.status.template,
    { config: { access: 'owner' }, schema: { tags, summary: "A payment's state, polled by the return pages of hosted methods (owner only)", params: paymentIdParams, response: { 200: paymentStatusResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      return paymentStatus(platform.db, user.id, request.params.id);
    },
  );

  // Signatures cover the raw bytes, so this plugin keeps the body as a string, whatever its type.
  await app.register(async (webhooks) => {
    webhooks.removeAllContentTypeParsers();
    webhooks.addContentTypeParser('*', { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    webhooks.withTypeProvider<ZodTypeProvider>().post(
      paymentPaths.webhook.template,
      {
        config: { access: 'public', csrf: false },
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: {
          tags,
          summary: 'Signed notifications of the payment gateway (forged → 401, replay → 200 with no effect)',
          params: z.object({ gateway: z.string().min(1).max(40) }),
          response: { 200: webhookResponseSchema },
        },
      },
      async (request) => {
        if (request.params.gateway !== platform.payments.gateway.name) throw new AppError(404, 'not-found');
        const rawBody = typeof request.body === 'string' ? request.body : '';
        const outcome = await receiveWebhook(platform, { headers: request.headers, rawBody });
        if (outcome === 'forged') throw new AppError(401, 'webhook-signature-invalid');
        return { received: true as const, outcome };
      },
    );
  });

  await app.register(sandboxPagesRoutes);
}
