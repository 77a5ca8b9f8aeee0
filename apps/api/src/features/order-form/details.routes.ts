import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ORDER_DUPLICATE_PATH, orderFormPaths, priceQuotePaths } from '@marginalia/contracts/order-form/order-form.paths';
import { orderFormResponseSchema } from '@marginalia/contracts/order-form/order-form-view.contract';
import {
  detailsSchema,
  duplicateChoiceResponseSchema,
  duplicateChoiceSchema,
  duplicateQuerySchema,
  duplicateResponseSchema,
  generateQuoteResponseSchema,
  promoCodeParamSchema,
  promotionalCodeBenefitsResponseSchema,
  quoteEmailResponseSchema,
  quoteEmailSchema,
  quotePdfQuerySchema,
  referralEmailsResponseSchema,
  referralEmailsSchema,
} from '@marginalia/contracts/order-form/order-form-requests.contract';
import { requestLanguage } from '../../platform/http/request-language';
import { formContext, requireSignedIn } from './order-form-context';
import { formIdParams, forRequest } from './order-form.routes';
import { chooseAfterDuplicate, findDuplicate, saveDetails } from './details.service';
import { applicableBenefits, applyPromotionalCode, removePromotionalCode, saveReferralEmails } from './promotions.service';
import { convertQuote, emailQuote, generateQuote, quotePdf } from './price-quote/price-quote.service';
import { sendReferralInvites } from './referral-invites';

const tags = ['order-form'];
const estimateParams = z.object({ estimateId: z.string().min(1).max(40) });

/** Discounts, referrals, details, the duplicate check and price quotes. */
export async function detailsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const response = { 200: orderFormResponseSchema };

  routes.put(orderFormPaths.discountCode.template, { config: { access: 'visitor-or-owner' }, schema: { tags, summary: 'Apply a promo code', params: promoCodeParamSchema, response } }, async (request, reply) => {
    const { context, form } = await forRequest(app, request, reply);
    return applyPromotionalCode(context, form, request.params.code);
  });

  routes.delete(orderFormPaths.discountCode.template, { config: { access: 'visitor-or-owner' }, schema: { tags, summary: 'Remove the promo code', params: promoCodeParamSchema, response } }, async (request, reply) => {
    const { context, form } = await forRequest(app, request, reply);
    return removePromotionalCode(context, form, request.params.code);
  });

  routes.get(orderFormPaths.promotionalCodeBenefits.template, { config: { access: 'visitor-or-owner' }, schema: { tags, summary: 'Codes this customer could apply', params: formIdParams, response: { 200: promotionalCodeBenefitsResponseSchema } } }, async (request, reply) => {
    const { context, form } = await forRequest(app, request, reply);
    return applicableBenefits(context, form);
  });

  routes.put(orderFormPaths.referralEmails.template, { config: { access: 'owner' }, schema: { tags, summary: 'Invite colleagues by e-mail', params: formIdParams, body: referralEmailsSchema, response: { 200: referralEmailsResponseSchema } } }, async (request, reply) => {
    const user = requireSignedIn(request);
    const { context, form } = await forRequest(app, request, reply);
    return saveReferralEmails(context, form, request.body.referralEmails, (emails) => sendReferralInvites(app, user, emails, context.application.config.referralAmount));
  });

  routes.put(orderFormPaths.details.template, { config: { access: 'owner' }, schema: { tags, summary: 'The details step', params: formIdParams, body: detailsSchema, response } }, async (request, reply) => {
    requireSignedIn(request);
    const { context, form } = await forRequest(app, request, reply);
    return saveDetails(context, form, request.body);
  });

  routes.put(orderFormPaths.duplicateChoice.template, { config: { access: 'owner' }, schema: { tags, summary: "The duplicate-order screen's choice (path ours)", params: formIdParams, body: duplicateChoiceSchema, response: { 200: duplicateChoiceResponseSchema } } }, async (request, reply) => {
    requireSignedIn(request);
    const { context, form } = await forRequest(app, request, reply);
    return chooseAfterDuplicate(context, form, request.body.choice);
  });

  routes.get(ORDER_DUPLICATE_PATH, { config: { access: 'owner' }, schema: { tags, summary: "The caller's latest order with this title", querystring: duplicateQuerySchema, response: { 200: duplicateResponseSchema } } }, async (request) => {
    requireSignedIn(request);
    return findDuplicate(await formContext(app, request), request.query.title);
  });

  routes.put(orderFormPaths.generatePriceQuote.template, { config: { access: 'owner' }, schema: { tags, summary: 'Freeze the priced form into a price quote', params: formIdParams, response: { 200: generateQuoteResponseSchema } } }, async (request, reply) => {
    const user = requireSignedIn(request);
    const { context, form } = await forRequest(app, request, reply);
    return generateQuote(context, form, user, app.platform.config.publicUrl);
  });

  routes.post(orderFormPaths.convertQuote.template, { config: { access: 'owner' }, schema: { tags, summary: 'Turn the quote back into an order (details step next)', params: formIdParams, response } }, async (request, reply) => {
    requireSignedIn(request);
    const { context, form } = await forRequest(app, request, reply);
    return convertQuote(context, form);
  });

  routes.get(priceQuotePaths.pdf.template, { config: { access: 'owner' }, schema: { tags, summary: 'The quote as a PDF (?display=inline to show it in the page)', params: estimateParams, querystring: quotePdfQuerySchema } }, async (request, reply) => {
    const user = requireSignedIn(request);
    const { pdf, estimateId } = await quotePdf(await formContext(app, request), user, request.params.estimateId, requestLanguage(request));
    const disposition = request.query.display === 'inline' ? 'inline' : 'attachment';
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `${disposition}; filename="price-quote-${estimateId}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  routes.post(priceQuotePaths.email.template, { config: { access: 'owner' }, schema: { tags, summary: 'E-mail the quote to its owner', params: estimateParams, body: quoteEmailSchema, response: { 200: quoteEmailResponseSchema } } }, async (request) => {
    const user = requireSignedIn(request);
    const language = requestLanguage(request);
    const pdfUrl = new URL(priceQuotePaths.pdf(request.params.estimateId), app.platform.config.publicUrl).toString();
    return emailQuote(await formContext(app, request), user, request.params.estimateId, (to, params) => app.platform.mail.send({ to, template: 'price-quote', language, params }), pdfUrl);
  });
}
