import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paymentSubmissionResponseSchema, prepayPaymentSchema } from '@marginalia/contracts/payments/payment-form.contract';
import { prepayPaths } from '@marginalia/contracts/payments/payments.paths';
import { prepayLoadResponseSchema } from '@marginalia/contracts/payments/prepay.contract';
import { requireUser } from '../../platform/session/session';
import { loadPrepay } from './prepay.service';
import { payPrepayment } from './prepay-payment.service';

const tags = ['prepay'];

/** Prepayments and credits (the prepay page and POST /api/prepay/payment); see README.md. */
export async function prepayRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    prepayPaths.load,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'The prepay page: flag, currency and minimum, credits, prepayments, payment methods',
        response: { 200: prepayLoadResponseSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return loadPrepay({ db: app.platform.db, user, application: await app.applicationLoader.application(request), now: new Date() });
    },
  );

  routes.post(
    prepayPaths.payment,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Pay a new prepayment (total) or an existing one (receiptCode)',
        body: prepayPaymentSchema,
        response: { 200: paymentSubmissionResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return payPrepayment(app.platform, await app.applicationLoader.application(request), user, request.body);
    },
  );
}
