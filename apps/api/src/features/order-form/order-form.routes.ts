import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ORDER_FORM_LOAD_CURRENT_PATH, ORDER_FORM_NEW_PATH, ORDER_FORM_RESET_PATH, orderFormPaths } from '@marginalia/contracts/order-form/order-form.paths';
import { orderFormResponseSchema, type OrderFormResponse } from '@marginalia/contracts/order-form/order-form-view.contract';
import {
  basicDetailsSchema,
  currencyChoiceSchema,
  documentDetailsResponseSchema,
  loadQuerySchema,
  manuscriptDetailsSchema,
  reworkBasicDetailsSchema,
  rushSchema,
  stepChangeSchema,
} from '@marginalia/contracts/order-form/order-form-requests.contract';
import { AppError } from '../../platform/errors/app-error';
import { formContext, ownerOf, requireForm } from './order-form-context';
import type { FormRequestContext } from './order-form-view';

import { createForm, loadCurrent, resetForms, respond, saveBasicDetails, saveCurrency, saveManuscriptDetails, saveReworkDetails, saveStep } from './order-form.service';
import { toggleRush } from './selection.service';
import { documentDetails } from './document-details.service';
import { applyPromotionalCode } from './promotions.service';
import type { OrderFormRow } from '../../platform/db/schema/order-forms';

export const formIdParams = z.object({ id: z.string().min(1).max(64) });
const tags = ['order-form'];

/** The caller's form named by the path (404 for anyone else's) and the request's context. */
export async function forRequest(app: FastifyInstance, request: FastifyRequest & { params: { id: string } }, reply: FastifyReply): Promise<{ context: FormRequestContext; form: OrderFormRow }> {
  const form = await requireForm(app, request, reply, request.params.id);
  return { context: await formContext(app, request), form };
}

/** Load, new, reset and the get-started saves. */
export async function orderFormRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const response = { 200: orderFormResponseSchema };
  const localizationOf = async (request: FastifyRequest) => request.session.user?.localization ?? (await app.applicationLoader.hostLocalization(request)) ?? 'us';

  routes.get(ORDER_FORM_LOAD_CURRENT_PATH, { config: { access: 'visitor-or-owner' }, schema: { tags, summary: "The caller's open order form (a new one when there is none)", querystring: loadQuerySchema, response } }, async (request, reply) => {
    const owner = ownerOf(app, request, reply, true);
    if (!owner) throw new AppError(401, 'login-required');
    const context = await formContext(app, request);
    return respond(context, await loadCurrent(context, owner, await localizationOf(request)));
  });

  routes.get(ORDER_FORM_NEW_PATH, { config: { access: 'visitor-or-owner' }, schema: { tags, summary: 'A new order form (query: goal, promo, bundles)', querystring: loadQuerySchema, response } }, async (request, reply) => {
    const owner = ownerOf(app, request, reply, true);
    if (!owner) throw new AppError(401, 'login-required');
    const context = await formContext(app, request);
    const form = await createForm(context, owner, { localization: await localizationOf(request), goal: request.query.goal });
    if (!request.query.promo) return respond(context, form);
    // A promo link (?promo=CODE) applies its code; a code that no longer works simply is not applied.
    try {
      return await applyPromotionalCode(context, form, request.query.promo);
    } catch (error) {
      if (error instanceof AppError && error.statusCode < 500) return respond(context, form);
      throw error;
    }
  });

  routes.get(orderFormPaths.load.template, { config: { access: 'visitor-or-owner' }, schema: { tags, summary: 'One order form of the caller', params: formIdParams, querystring: loadQuerySchema, response } }, async (request, reply) => {
    const { context, form } = await forRequest(app, request, reply);
    return respond(context, form);
  });

  routes.post(ORDER_FORM_RESET_PATH, { config: { access: 'visitor-or-owner' }, schema: { tags, summary: "Abandons the caller's open forms and starts a new one", response } }, async (request, reply) => {
    const owner = ownerOf(app, request, reply, true);
    if (!owner) throw new AppError(401, 'login-required');
    return resetForms(await formContext(app, request), owner, await localizationOf(request));
  });

  routes.put(orderFormPaths.basicDetails.template, { config: { access: 'visitor-or-owner' }, schema: { tags, summary: 'Get started: goal, files or upload later, language and word count', params: formIdParams, body: basicDetailsSchema, response } }, async (request, reply) => {
    const { context, form } = await forRequest(app, request, reply);
    return saveBasicDetails(context, form, request.body);
  },
  );

  routes.put(orderFormPaths.reworkBasicDetails.template, { config: { access: 'owner' }, schema: { tags, summary: 'Rework get started', params: formIdParams, body: reworkBasicDetailsSchema, response } }, async (request, reply) => {
    const { context, form } = await forRequest(app, request, reply);
    return saveReworkDetails(context, form, request.body);
  },
  );

  routes.put(orderFormPaths.manuscriptDetails.template, { config: { access: 'visitor-or-owner' }, schema: { tags, summary: 'Manuscript language and word count (path ours)', params: formIdParams, body: manuscriptDetailsSchema, response } }, async (request, reply) => {
    const { context, form } = await forRequest(app, request, reply);
    return saveManuscriptDetails(context, form, request.body);
  },
  );

  routes.get(orderFormPaths.documentDetails.template, { config: { access: 'visitor-or-owner' }, schema: { tags, summary: 'Detected word count and language of the main manuscript', params: formIdParams, response: { 200: documentDetailsResponseSchema } } }, async (request, reply) => {
    const form = await requireForm(app, request, reply, request.params.id);
    reply.header('cache-control', 'no-store');
    return documentDetails(app.platform.db, form);
  });

  routes.put(orderFormPaths.rush.template, { config: { access: 'visitor-or-owner' }, schema: { tags, summary: 'Rush on or off', params: formIdParams, body: rushSchema, response } }, async (request, reply) => {
    const { context, form } = await forRequest(app, request, reply);
    return toggleRush(context, form, request.body.rushed);
  },
  );

  routes.put(orderFormPaths.currency.template, { config: { access: 'visitor-or-owner' }, schema: { tags, summary: "A visitor's currency (path ours)", params: formIdParams, body: currencyChoiceSchema, response } }, async (request, reply) => {
    const { context, form } = await forRequest(app, request, reply);
    return saveCurrency(context, form, request.body.currencyIso);
  },
  );

  routes.put(orderFormPaths.step.template, { config: { access: 'visitor-or-owner' }, schema: { tags, summary: 'Go back to an earlier step', params: formIdParams, body: stepChangeSchema, response } }, async (request, reply) => {
    const { context, form } = await forRequest(app, request, reply);
    return saveStep(context, form, request.body.step);
  },
  );
}

export type { OrderFormResponse };
