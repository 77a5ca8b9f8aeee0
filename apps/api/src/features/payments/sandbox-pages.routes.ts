import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isSiteLanguage, type SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { toMinorUnits } from '@marginalia/contracts/formatting/money';
import { sandboxPaths } from '@marginalia/contracts/payments/payment-sandbox.paths';
import { paymentPaths } from '@marginalia/contracts/payments/payments.paths';
import { htmlPage, htmlPageOrError } from '../../platform/http/html-page';
import { requestLanguage } from '../../platform/http/request-language';
import { renderBoletoPdf } from '../../platform/payments/sandbox/boleto-pdf';
import { CHECKOUT_SCRIPT, renderCheckoutFrame } from '../../platform/payments/sandbox/checkout-frame';
import type { SaleView } from '../../platform/payments/sandbox/sandbox-desk';
import { isSandboxGateway, type SandboxGateway } from '../../platform/payments/sandbox/sandbox-gateway';
import { renderBoletoBankPage, renderNotFoundPage, renderPayPage } from '../../platform/payments/sandbox/sandbox-page';
import { currencySign } from '../../platform/payments/sandbox/sandbox-store';
import { decideSandboxSale } from './gateway-webhook.service';
import { checkoutFrameQuerySchema, pageQuerySchema, transactionParams } from './payment-gateway.schemas';

const tags = ['payments'];

/** `?lang=` (or `?language=`), else the site's usual choice (cookie, the user's language). */
function pageLanguage(request: FastifyRequest): SiteLanguage {
  const query = request.query as { lang?: unknown } | undefined;
  return isSiteLanguage(query?.lang) ? query.lang : requestLanguage(request);
}

function sendHtml(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
}

/**
 * The sandbox gateway's pages (only while PAYMENT_GATEWAY=sandbox; 404 otherwise): the hosted page of a
 * wallet sale or a card needing confirmation, the boleto's bank page and PDF, and the allpago checkout
 * frame with its script. As with the WeChat sandbox, the unguessable transaction id in the path is the
 * capability, so the plain-HTML form posts carry no CSRF token; every value shown is escaped.
 */
export async function sandboxPagesRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { platform } = app;
  // The decision forms post no fields; the body is read and ignored.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8 * 1024 }, (_request, _body, done) => done(null, {}));

  const sandbox = (): SandboxGateway | null => (isSandboxGateway(platform.payments.gateway) ? platform.payments.gateway : null);
  /** The sale behind a page, when it is of the page's kind (boleto pages for boletos, pay pages for the rest). */
  async function saleFor(transactionId: string, kind: 'pay' | 'boleto'): Promise<{ gateway: SandboxGateway; view: SaleView } | null> {
    const gateway = sandbox();
    const view = gateway ? await gateway.desk.sale(transactionId) : null;
    if (!gateway || !view || (view.method === 'boleto') !== (kind === 'boleto')) return null;
    return { gateway, view };
  }
  const pageSchema = { tags, params: transactionParams, querystring: pageQuerySchema };

  routes.get(sandboxPaths.pay.template, { config: { access: 'public' }, schema: { ...pageSchema, summary: 'Sandbox hosted page: approve or refuse a pending sale', response: { 200: htmlPage, 404: htmlPageOrError } } }, async (request, reply) => {
    const language = pageLanguage(request);
    const found = await saleFor(request.params.transactionId, 'pay');
    return found ? sendHtml(reply, 200, renderPayPage(language, found.view)) : sendHtml(reply, 404, renderNotFoundPage(language));
  });

  for (const decision of ['approve', 'refuse'] as const) {
    routes.post(
      sandboxPaths[decision].template,
      { config: { access: 'public', csrf: false }, schema: { ...pageSchema, consumes: ['application/x-www-form-urlencoded'], summary: `Sandbox hosted page: ${decision} the sale (sends the signed webhook)`, response: { 404: htmlPageOrError } } },
      async (request, reply) => {
        const found = await saleFor(request.params.transactionId, 'pay');
        const next = found ? await decideSandboxSale(platform, found.gateway, found.view.transactionId, decision) : null;
        if (!next) return sendHtml(reply, 404, renderNotFoundPage(pageLanguage(request)));
        return reply.redirect(next, 303);
      },
    );
  }

  routes.get(sandboxPaths.boletoBank.template, { config: { access: 'public' }, schema: { ...pageSchema, summary: "Sandbox boleto: the bank's page with 'Mark as paid'", response: { 200: htmlPage, 404: htmlPageOrError } } }, async (request, reply) => {
    const language = pageLanguage(request);
    const found = await saleFor(request.params.transactionId, 'boleto');
    return found ? sendHtml(reply, 200, renderBoletoBankPage(language, found.view)) : sendHtml(reply, 404, renderNotFoundPage(language));
  });

  routes.get(sandboxPaths.boletoPdf.template, { config: { access: 'public' }, schema: { ...pageSchema, summary: 'Sandbox boleto: the voucher PDF' } }, async (request, reply) => {
    const language = pageLanguage(request);
    const found = await saleFor(request.params.transactionId, 'boleto');
    if (!found) return sendHtml(reply, 404, renderNotFoundPage(language));
    const pdf = await renderBoletoPdf(language, found.view);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="boleto-${found.view.reference.replace(/[^A-Za-z0-9_-]/g, '')}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  routes.post(
    sandboxPaths.boletoPay.template,
    { config: { access: 'public', csrf: false }, schema: { ...pageSchema, consumes: ['application/x-www-form-urlencoded'], summary: 'Sandbox boleto: mark it paid (sends the success webhook)', response: { 404: htmlPageOrError } } },
    async (request, reply) => {
      const language = pageLanguage(request);
      const found = await saleFor(request.params.transactionId, 'boleto');
      const next = found ? await decideSandboxSale(platform, found.gateway, found.view.transactionId, 'approve') : null;
      if (!next || !found) return sendHtml(reply, 404, renderNotFoundPage(language));
      return reply.redirect(`${sandboxPaths.boletoBank(found.view.transactionId)}?language=${language}`, 303);
    },
  );

  routes.get(
    paymentPaths.allpagoCheckout,
    { config: { access: 'public' }, schema: { tags, summary: 'The embedded Brazilian card checkout frame (sandbox)', querystring: checkoutFrameQuerySchema, response: { 200: htmlPage, 404: htmlPageOrError } } },
    async (request, reply) => {
      const language = pageLanguage(request);
      if (!sandbox()) return sendHtml(reply, 404, renderNotFoundPage(language));
      const numDecimals = 2;
      const frame = {
        receiptCode: request.query.receiptCode,
        amount: toMinorUnits(request.query.amount, numDecimals),
        installments: request.query.numberOfInstallments,
        sign: await currencySign(platform.db, 'BRL'),
        numDecimals,
      };
      return sendHtml(reply, 200, renderCheckoutFrame(language, frame));
    },
  );

  routes.get(sandboxPaths.checkoutScript, { config: { access: 'public' }, schema: { tags, summary: 'The allpago checkout frame script (sandbox)', response: { 200: z.string() } } }, async (_request, reply) => {
    if (!sandbox()) return reply.callNotFound();
    return reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').send(CHECKOUT_SCRIPT);
  });
}
