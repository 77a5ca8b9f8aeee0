import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  paymentFormSchema,
  paymentSubmissionResponseSchema,
  voucherRemovalResponseSchema,
  voucherResponseSchema,
} from '@marginalia/contracts/payments/payment-form.contract';
import { currenciesResponseSchema, orderPaymentResponseSchema, paymentLoadResponseSchema } from '@marginalia/contracts/payments/payment-load.contract';
import { paymentPaths } from '@marginalia/contracts/payments/payments.paths';
import { listCurrencies, loadPayment } from './payment-load.service';
import { submitPayment } from './payment-submission.service';
import { applyVoucher, removeVoucher } from './voucher.service';
import { orderPayment } from './order-payment.service';

const formIdParams = z.object({ id: z.string().min(1).max(64) });
const voucherParams = formIdParams.extend({ code: z.string().min(1).max(100) });
const orderParams = z.object({ id: z.string().min(1).max(40) });
const loadQuery = z.object({ orderFormId: z.string().min(1).max(64).optional() });
const tags = ['payments'];

/** The order form's payment calls and the order-complete page's call. README.md here. */
export async function orderFormPaymentRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    paymentPaths.load,
    { config: { access: 'owner' }, schema: { tags, summary: "The payment step's data: methods, currencies, countries, fapiao choices, addresses, receipt code and balances (signed in)", querystring: loadQuery, response: { 200: paymentLoadResponseSchema } } },
    async (request) => loadPayment(app, request, request.query.orderFormId),
  );

  routes.get(
    paymentPaths.currencies,
    { config: { access: 'public' }, schema: { tags, summary: 'The currencies a payment may be made in (CNY only for users in China)', response: { 200: currenciesResponseSchema } } },
    async (request) => listCurrencies(app, request),
  );

  routes.put(
    paymentPaths.orderFormVoucher.template,
    { config: { access: 'owner' }, schema: { tags, summary: 'Applies an institutional voucher to the order form (the voucher then pays the order)', params: voucherParams, response: { 200: voucherResponseSchema } } },
    async (request) => applyVoucher(app, request, request.params.id, request.params.code),
  );

  routes.delete(
    paymentPaths.orderFormVoucher.template,
    { config: { access: 'owner' }, schema: { tags, summary: 'Removes the voucher from the order form (path ours; same path as applying)', params: voucherParams, response: { 200: voucherRemovalResponseSchema } } },
    async (request) => removeVoucher(app, request, request.params.id),
  );

  routes.put(
    paymentPaths.orderFormPayments.template,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Pays the order form: the order is made at once (free, credits, prepayment, voucher, bank transfer, boleto) or once the card or wallet payment succeeds',
        params: formIdParams,
        body: paymentFormSchema,
        response: { 200: paymentSubmissionResponseSchema },
      },
    },
    async (request) => submitPayment(app, request, request.params.id, request.body),
  );

  routes.get(
    paymentPaths.orderPayment.template,
    { config: { access: 'owner' }, schema: { tags, summary: "The owner's order and how its payment stands (order-complete page)", params: orderParams, response: { 200: orderPaymentResponseSchema } } },
    async (request) => orderPayment(app, request, request.params.id),
  );
}
