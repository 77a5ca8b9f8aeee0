import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invoiceLoadResponseSchema, invoiceQuerySchema } from '@marginalia/contracts/payments/invoices.contract';
import { invoicePaths, paymentPaths } from '@marginalia/contracts/payments/payments.paths';
import { requestLanguage } from '../../platform/http/request-language';
import { requireUser } from '../../platform/session/session';
import { invoicePdf, receiptPdf, retainerInvoicePdf, statementOfDeliveryPdf, type DocumentRequest, type PdfFile } from './invoice-documents.service';
import { loadInvoices } from './invoices.service';

const tags = ['invoices'];
const invoiceParams = z.object({ invoiceNumber: z.string().trim().min(1).max(40) });
const retainerParams = z.object({ number: z.string().trim().min(1).max(40) });
const paymentParams = z.object({ id: z.string().trim().min(1).max(60) });
/** The pages' links carry ?localization; the invoice's own localization decides the company printed. */
const invoicePdfQuery = z.object({ localization: z.string().max(20).optional(), language: z.string().max(5).optional() });
const receiptQuery = z.object({
  invoice_number: z.string().trim().min(1).max(40).optional(),
  amount: z.string().max(30).optional(),
  localization: z.string().max(20).optional(),
  language: z.string().max(5).optional(),
});

function sendPdf(reply: FastifyReply, file: PdfFile): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
    .header('cache-control', 'private, no-store')
    .send(file.pdf);
}

/** Invoices and their documents, for the signed-in researcher only. */
export async function invoicesRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const documentRequest = (request: FastifyRequest): DocumentRequest => ({
    db: app.platform.db,
    user: requireUser(request),
    language: requestLanguage(request),
    siteUrl: app.platform.config.publicUrl,
    now: new Date(),
  });

  routes.get(
    invoicePaths.load,
    { config: { access: 'owner' }, schema: { tags, summary: 'The invoice list: filters, a page of 10, unpaid invoices and payoff methods', querystring: invoiceQuerySchema, response: { 200: invoiceLoadResponseSchema } } },
    async (request) => loadInvoices(app.platform.db, requireUser(request), request.query, requestLanguage(request)),
  );

  routes.get(
    invoicePaths.pdf.template,
    { config: { access: 'owner' }, schema: { tags, summary: 'The invoice as a PDF (bank-transfer instructions while unpaid)', params: invoiceParams, querystring: invoicePdfQuery } },
    async (request, reply) => sendPdf(reply, await invoicePdf(documentRequest(request), request.params.invoiceNumber)),
  );

  routes.get(
    invoicePaths.statementOfDelivery.template,
    { config: { access: 'owner' }, schema: { tags, summary: 'What a completed order delivered, as a PDF (409 before completion)', params: invoiceParams, querystring: invoicePdfQuery } },
    async (request, reply) => sendPdf(reply, await statementOfDeliveryPdf(documentRequest(request), request.params.invoiceNumber)),
  );

  routes.get(
    invoicePaths.retainerPdf.template,
    { config: { access: 'owner' }, schema: { tags, summary: 'A prepayment’s retainer invoice as a PDF', params: retainerParams, querystring: invoicePdfQuery } },
    async (request, reply) => sendPdf(reply, await retainerInvoicePdf(documentRequest(request), request.params.number)),
  );

  routes.get(
    paymentPaths.receiptPdf.template,
    { config: { access: 'owner' }, schema: { tags, summary: 'The receipt of a succeeded payment (?invoice_number narrows it to one invoice)', params: paymentParams, querystring: receiptQuery } },
    async (request, reply) => sendPdf(reply, await receiptPdf(documentRequest(request), request.params.id, request.query.invoice_number)),
  );
}
