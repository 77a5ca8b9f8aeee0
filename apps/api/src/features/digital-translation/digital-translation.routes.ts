import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { digitalPurchasePaymentSchema } from '@marginalia/contracts/digital/digital-purchases.contract';
import {
  CHINESE_TRIAL_TYPES,
  chineseTrialResponseSchema,
  digitalOrderCreateResponseSchema,
  digitalOrderLoadResponseSchema,
  digitalOrderSearchQuerySchema,
  digitalOrderSearchResponseSchema,
} from '@marginalia/contracts/digital/digital-translation.contract';
import { digitalRoutes, digitalTranslationPaths } from '@marginalia/contracts/digital/digital.paths';
import { paymentSubmissionResponseSchema } from '@marginalia/contracts/payments/payment-form.contract';
import { sendStoredFile } from '../../platform/http/file-response';
import { requestLanguage } from '../../platform/http/request-language';
import { requireUser } from '../../platform/session/session';
import { payForDigitalProduct } from '../digital-purchases/digital-purchases.public';
import { archiveDigitalOrder, downloadDigitalOrder, loadDigitalOrders, requestChineseTrial, searchDigitalOrders, translationsAllowed } from './digital-translation.service';
import { retryDigitalOrder } from './translation-retry.service';
import { createDigitalOrder } from './translation-upload.service';

const tags = ['digital-translation'];
const idParams = z.object({ id: z.string().min(1).max(64) });

/** Digital translation: packages, uploads, the list, downloads and the Chinese trial (README.md). */
export async function digitalTranslationRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const application = (request: Parameters<typeof app.applicationLoader.application>[0]) => app.applicationLoader.application(request);

  routes.post(
    digitalTranslationPaths.payment,
    { config: { access: 'owner' }, schema: { tags, summary: 'Buy a translation package (payment form plus availableDigitalPurchaseIdentity)', body: digitalPurchasePaymentSchema, response: { 200: paymentSubmissionResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      const app_ = await application(request);
      translationsAllowed(app_);
      const language = requestLanguage(request);
      return payForDigitalProduct(app.platform, app_, user, {
        kind: 'translation-package',
        form: request.body,
        landingPath: (receiptCode, success) => `/${language}${digitalRoutes.purchase(receiptCode, success)}`,
      });
    },
  );

  routes.get(
    digitalTranslationPaths.load,
    { config: { access: 'owner' }, schema: { tags, summary: 'Packages, purchases, uses per language and the word limit', response: { 200: digitalOrderLoadResponseSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'private, no-store');
      const settings = await app.applicationLoader.settings();
      return loadDigitalOrders(app.platform, await application(request), user, settings.digitalTranslationWordLimit, new Date());
    },
  );

  routes.get(
    digitalTranslationPaths.search,
    { config: { access: 'owner' }, schema: { tags, summary: "The researcher's translations, newest first (page, or identities)", querystring: digitalOrderSearchQuerySchema, response: { 200: digitalOrderSearchResponseSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return searchDigitalOrders(app.platform.db, await application(request), user.id, request.query.page, request.query.identities);
    },
  );

  routes.post(
    digitalTranslationPaths.create,
    { config: { access: 'owner' }, schema: { tags, summary: 'Upload a .doc or .docx to translate (multipart: language, confirmLanguage, then file)', consumes: ['multipart/form-data'], response: { 200: digitalOrderCreateResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      const settings = await app.applicationLoader.settings();
      return createDigitalOrder(app.platform, await application(request), settings, user, request, request.ip || 'unknown');
    },
  );

  routes.post(
    digitalTranslationPaths.archive.template,
    { config: { access: 'owner' }, schema: { tags, summary: 'Remove a translation from the list', params: idParams, response: { 200: z.object({ archived: z.boolean(), fileName: z.string() }) } } },
    async (request) => {
      const user = requireUser(request);
      return archiveDigitalOrder(app.platform.db, user.id, request.params.id, new Date());
    },
  );

  routes.post(
    digitalTranslationPaths.retry.template,
    { config: { access: 'owner' }, schema: { tags, summary: 'Try a failed translation again with a new use', params: idParams, response: { 200: digitalOrderCreateResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      return retryDigitalOrder(app.platform, await application(request), user.id, request.params.id, new Date());
    },
  );

  routes.get(
    digitalTranslationPaths.download.template,
    { config: { access: 'owner' }, schema: { tags, summary: 'The English .docx of a completed translation', params: idParams } },
    async (request, reply) => {
      const user = requireUser(request);
      const file = await downloadDigitalOrder(app.platform, user.id, request.params.id);
      return sendStoredFile(reply, { name: file.fileName, contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: file.size ?? 0 }, file.stream);
    },
  );

  routes.post(
    digitalTranslationPaths.chineseTrial.template,
    { config: { access: 'owner' }, schema: { tags, summary: 'Ask for the free Chinese translation (once per account)', params: z.object({ type: z.enum(CHINESE_TRIAL_TYPES) }), response: { 200: chineseTrialResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      const app_ = await application(request);
      translationsAllowed(app_);
      return requestChineseTrial(app.platform.db, app_, user.id, new Date());
    },
  );
}
