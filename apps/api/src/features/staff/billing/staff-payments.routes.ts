import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  staffBankTransferRequestSchema,
  staffInvoiceActionResponseSchema,
  staffMarkPaidResponseSchema,
  staffPaymentsDeskQuerySchema,
  staffPaymentsDeskResponseSchema,
  staffRefundRequestSchema,
  staffRefundResponseSchema,
  staffWriteOffRequestSchema,
} from '@marginalia/contracts/staff/staff-billing.contract';
import { staffBillingPaths } from '@marginalia/contracts/staff/staff.paths';
import { refundPayment } from '../../../platform/billing/refunds';
import { staffContext } from '../staff-context';
import { loadDesk, markBoletoPaid, recordBankTransfer } from './staff-payments.service';
import { changeWriteOff } from './staff-write-offs.service';

const tags = ['staff'];
const invoiceParams = z.object({ invoiceNumber: z.string().min(1).max(40) });
const paymentParams = z.object({ paymentId: z.string().min(1).max(60) });

/** The payments desk: unpaid invoices, pending payments, bank transfers, boletos, refunds, write-offs. */
export async function staffPaymentsRoutes(app: FastifyInstance): Promise<void> {
  // Researchers and visitors are refused before their input is even validated (nothing leaks).
  app.addHook('preValidation', async (request) => {
    staffContext(app, request);
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    staffBillingPaths.desk,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Unpaid invoices, pending payments, payments, write-offs and refunds',
        querystring: staffPaymentsDeskQuerySchema,
        response: { 200: staffPaymentsDeskResponseSchema },
      },
    },
    async (request, reply) => {
      const context = staffContext(app, request);
      reply.header('cache-control', 'private, no-store');
      return loadDesk(context, request.query);
    },
  );

  routes.post(
    staffBillingPaths.bankTransfer.template,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Record a bank transfer on an invoice (full or partial)',
        params: invoiceParams,
        body: staffBankTransferRequestSchema,
        response: { 200: staffInvoiceActionResponseSchema },
      },
    },
    async (request) => {
      const context = staffContext(app, request);
      return recordBankTransfer(context, request.params.invoiceNumber, request.body);
    },
  );

  routes.post(
    staffBillingPaths.writeOff.template,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: "Start writing an invoice's balance off (the researcher sees 'finalizing')",
        params: invoiceParams,
        body: staffWriteOffRequestSchema,
        response: { 200: staffInvoiceActionResponseSchema },
      },
    },
    async (request) => {
      const context = staffContext(app, request);
      return changeWriteOff(context, request.params.invoiceNumber, 'start', request.body.reason);
    },
  );

  routes.delete(
    staffBillingPaths.writeOff.template,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Take back a write-off that is not finalized',
        params: invoiceParams,
        response: { 200: staffInvoiceActionResponseSchema },
      },
    },
    async (request) => {
      const context = staffContext(app, request);
      return changeWriteOff(context, request.params.invoiceNumber, 'cancel', null);
    },
  );

  routes.post(
    staffBillingPaths.finalizeWriteOff.template,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Finalize a write-off: balance 0',
        params: invoiceParams,
        body: staffWriteOffRequestSchema.partial(),
        response: { 200: staffInvoiceActionResponseSchema },
      },
    },
    async (request) => {
      const context = staffContext(app, request);
      return changeWriteOff(context, request.params.invoiceNumber, 'finalize', request.body?.reason ?? null);
    },
  );

  routes.post(
    staffBillingPaths.markPaid.template,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Mark a pending boleto paid (the bank confirmed it)',
        params: paymentParams,
        response: { 200: staffMarkPaidResponseSchema },
      },
    },
    async (request) => {
      const context = staffContext(app, request);
      return markBoletoPaid(context, request.params.paymentId);
    },
  );

  routes.post(
    staffBillingPaths.refund.template,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Refund a payment through the gateway or as account credit',
        params: paymentParams,
        body: staffRefundRequestSchema,
        response: { 200: staffRefundResponseSchema },
      },
    },
    async (request) => {
      const context = staffContext(app, request);
      const { amount, method, reason, idempotencyKey } = request.body;
      return refundPayment(context.platform, {
        paymentPublicId: request.params.paymentId,
        amount,
        method,
        reason,
        staffId: context.staff.id,
        idempotencyKey: `staff:${context.staff.id}:${idempotencyKey}`,
      });
    },
  );
}
