import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { payoffLoadResponseSchema } from '@marginalia/contracts/payments/invoices.contract';
import { paymentSubmissionResponseSchema, payoffPaymentSchema } from '@marginalia/contracts/payments/payment-form.contract';
import { invoicePaths } from '@marginalia/contracts/payments/payments.paths';
import { requestLanguage } from '../../platform/http/request-language';
import { requireUser } from '../../platform/session/session';
import { submitPayoff } from './payoff-payment.service';
import { loadPayoff } from './payoff.service';

const tags = ['invoices'];
const MAX_INVOICES = 50;

/** `A,B,C`: comma-separated invoice numbers (each URL-encoded in the browser route). */
const payoffLoadQuery = z.object({
  invoiceNumbers: z
    .string()
    .max(2_000)
    .transform((value) => value.split(',').map((number) => number.trim()).filter((number) => number !== ''))
    .pipe(z.array(z.string().max(40)).min(1, 'invoice-not-found').max(MAX_INVOICES)),
});

/** Paying invoices off (the page /researcher/invoices/pay/{invoiceNumbers}, POST /api/payoff/payment). */
export async function payoffRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    invoicePaths.payoffLoad,
    { config: { access: 'owner' }, schema: { tags, summary: 'What paying these invoices involves: total, receipt codes, methods, credit balance', querystring: payoffLoadQuery, response: { 200: payoffLoadResponseSchema } } },
    async (request) => loadPayoff(app.platform.db, requireUser(request), request.query.invoiceNumbers, requestLanguage(request)),
  );

  routes.post(
    invoicePaths.payoffPayment,
    { config: { access: 'owner' }, schema: { tags, summary: 'Pay one or several invoices with one payment', body: payoffPaymentSchema, response: { 200: paymentSubmissionResponseSchema } } },
    async (request) => submitPayoff(app.platform, requireUser(request), request.body),
  );
}
