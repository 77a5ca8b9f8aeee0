import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderFormPaths } from '@marginalia/contracts/order-form/order-form.paths';
import { orderFormResponseSchema } from '@marginalia/contracts/order-form/order-form-view.contract';
import {
  addServiceSchema,
  binPriceQuerySchema,
  binPriceResponseSchema,
  bundleAnswersSchema,
  bundleInterestSchema,
  bundleSelectionSchema,
  chooseServicesSchema,
  selectedServiceSchema,
  serviceQuantitySchema,
  updateWordCountSchema,
} from '@marginalia/contracts/order-form/order-form-requests.contract';
import { AppError } from '../../platform/errors/app-error';
import { formIdParams, forRequest } from './order-form.routes';
import { addService, binPrice, chooseServices, continueAdditional, removeService, selectService, setQuantity, updateWordCount } from './selection.service';
import { saveBundleAnswers, selectBundle, setBundleInterest } from './bundles.service';

const tags = ['order-form'];
const serviceParams = formIdParams.extend({ serviceId: z.string().min(1).max(64) });

/** Choosing services and bundles, and the change-word-count control. */
export async function selectionRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const response = { 200: orderFormResponseSchema };

  routes.put(orderFormPaths.selectedService.template, { config: { access: 'visitor-or-owner' }, schema: { tags, summary: 'Choose the main service tile', params: formIdParams, body: selectedServiceSchema, response } }, async (request, reply) => {
    const { context, form } = await forRequest(app, request, reply);
    return selectService(context, form, request.body.serviceIdentity);
  });

  routes.put(orderFormPaths.services.template, { config: { access: 'visitor-or-owner' }, schema: { tags, summary: "A services page's choice (or decline editing), then the next step", params: formIdParams, body: chooseServicesSchema, response } }, async (request, reply) => {
    const { context, form } = await forRequest(app, request, reply);
    return chooseServices(context, form, request.body);
  });

  routes.put(orderFormPaths.service.template, { config: { access: 'visitor-or-owner' }, schema: { tags, summary: 'Add an additional service', params: serviceParams, body: addServiceSchema, response } }, async (request, reply) => {
    const { context, form } = await forRequest(app, request, reply);
    return addService(context, form, request.params.serviceId, request.body.quantity);
  });

  routes.delete(orderFormPaths.service.template, { config: { access: 'visitor-or-owner' }, schema: { tags, summary: 'Remove a service (never the last one)', params: serviceParams, response } }, async (request, reply) => {
    const { context, form } = await forRequest(app, request, reply);
    return removeService(context, form, request.params.serviceId);
  });

  routes.put(orderFormPaths.serviceQuantity.template, { config: { access: 'visitor-or-owner' }, schema: { tags, summary: 'Figure or table count of a service', params: serviceParams, body: serviceQuantitySchema, response } }, async (request, reply) => {
    if (request.body.serviceIdentity !== request.params.serviceId) throw new AppError(400, 'service-not-available');
    const { context, form } = await forRequest(app, request, reply);
    return setQuantity(context, form, request.params.serviceId, request.body.quantity);
  });

  routes.put(orderFormPaths.continueAdditionalServices.template, { config: { access: 'visitor-or-owner' }, schema: { tags, summary: 'Continue from additional services', params: formIdParams, response } }, async (request, reply) => {
    const { context, form } = await forRequest(app, request, reply);
    return continueAdditional(context, form);
  });

  routes.get(orderFormPaths.binPrice.template, { config: { access: 'visitor-or-owner' }, schema: { tags, summary: 'Word bin and price for a new word count', params: formIdParams, querystring: binPriceQuerySchema, response: { 200: binPriceResponseSchema } } }, async (request, reply) => {
    const { context, form } = await forRequest(app, request, reply);
    return binPrice(context, form, request.query.newWordCount);
  });

  routes.put(orderFormPaths.updateWordCount.template, { config: { access: 'visitor-or-owner' }, schema: { tags, summary: 'Apply a new word count', params: formIdParams, body: updateWordCountSchema, response } }, async (request, reply) => {
    const { context, form } = await forRequest(app, request, reply);
    return updateWordCount(context, form, request.body.newWordCount);
  });

  routes.post(orderFormPaths.serviceBundleQuestions.template, { config: { access: 'visitor-or-owner' }, schema: { tags, summary: 'Answers to the help-me-decide questions', params: formIdParams, body: bundleAnswersSchema, response } }, async (request, reply) => {
    const { context, form } = await forRequest(app, request, reply);
    return saveBundleAnswers(context, form, request.body.answers);
  });

  routes.post(orderFormPaths.serviceBundle.template, { config: { access: 'visitor-or-owner' }, schema: { tags, summary: 'Choose a bundle with add-ons and rush', params: formIdParams, body: bundleSelectionSchema, response } }, async (request, reply) => {
    const { context, form } = await forRequest(app, request, reply);
    return selectBundle(context, form, request.body);
  });

  routes.post(orderFormPaths.serviceBundleInterest.template, { config: { access: 'visitor-or-owner' }, schema: { tags, summary: 'Interest in bundles on or off', params: formIdParams, body: bundleInterestSchema, response } }, async (request, reply) => {
    const { context, form } = await forRequest(app, request, reply);
    return setBundleInterest(context, form, request.body.interested);
  });

  routes.post(orderFormPaths.cancelBundle.template, { config: { access: 'visitor-or-owner' }, schema: { tags, summary: 'Leave the bundles for the services page (path ours)', params: formIdParams, response } }, async (request, reply) => {
    const { context, form } = await forRequest(app, request, reply);
    return setBundleInterest(context, form, false);
  });
}
