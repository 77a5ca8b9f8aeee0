import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { digitalPurchasePaymentSchema } from '@marginalia/contracts/digital/digital-purchases.contract';
import {
  digitalEditArchiveResponseSchema,
  digitalEditCreateResponseSchema,
  digitalEditingFeedbackSchema,
  digitalEditLoadResponseSchema,
  digitalEditSearchQuerySchema,
  digitalEditSearchResponseSchema,
  staffDigitalEditingFeedbackSchema,
  staffFeedbackQuerySchema,
} from '@marginalia/contracts/digital/digital-editing.contract';
import { digitalEditingPaths, digitalRoutes } from '@marginalia/contracts/digital/digital.paths';
import { paymentSubmissionResponseSchema } from '@marginalia/contracts/payments/payment-form.contract';
import { sendStoredFile } from '../../platform/http/file-response';
import { requestLanguage } from '../../platform/http/request-language';
import { requireStaff, requireUser } from '../../platform/session/session';
import { payForDigitalProduct } from '../digital-purchases/digital-purchases.public';
import { archiveDigitalEdit, downloadDigitalEdit, editingAllowed, loadDigitalEditing, searchDigitalEdits } from './digital-editing.service';
import { saveFeedback, staffFeedback } from './edit-feedback.service';
import { orderFromDigitalEdit } from './edit-order-form.service';
import { createDigitalEdit } from './edit-upload.service';

const tags = ['digital-editing'];
const idParams = z.object({ id: z.string().min(1).max(64) });

/** Digital editing: the subscription's payment, uploads, the list, downloads, feedback and the step on to an order (README.md). */
export async function digitalEditingRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const application = (request: FastifyRequest) => app.applicationLoader.application(request);

  routes.post(
    digitalEditingPaths.payment,
    { config: { access: 'owner' }, schema: { tags, summary: 'Buy the digital-editing subscription (payment form plus availableDigitalPurchaseIdentity)', body: digitalPurchasePaymentSchema, response: { 200: paymentSubmissionResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      const app_ = await application(request);
      editingAllowed(app_);
      const language = requestLanguage(request);
      return payForDigitalProduct(app.platform, app_, user, {
        kind: 'editing-subscription',
        form: request.body,
        landingPath: (receiptCode, success) => `/${language}${digitalRoutes.subscribe(receiptCode, success)}`,
      });
    },
  );

  routes.get(
    digitalEditingPaths.load,
    { config: { access: 'owner' }, schema: { tags, summary: 'The subscription offer, purchases, access and the word limit', response: { 200: digitalEditLoadResponseSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'private, no-store');
      const settings = await app.applicationLoader.settings();
      return loadDigitalEditing(app.platform, await application(request), user, { wordLimit: settings.digitalEditingWordLimit, addinUrl: settings.digitalEditingAddinUrl }, new Date());
    },
  );

  routes.get(
    digitalEditingPaths.search,
    { config: { access: 'owner' }, schema: { tags, summary: "The researcher's digital edits, newest first (page, or identities)", querystring: digitalEditSearchQuerySchema, response: { 200: digitalEditSearchResponseSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return searchDigitalEdits(app.platform.db, await application(request), user.id, request.query.page, request.query.identities);
    },
  );

  routes.post(
    digitalEditingPaths.create,
    { config: { access: 'owner' }, schema: { tags, summary: 'Upload a .doc or .docx to edit (multipart: styleOfEnglish, then file)', consumes: ['multipart/form-data'], response: { 200: digitalEditCreateResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      const settings = await app.applicationLoader.settings();
      return createDigitalEdit(app.platform, await application(request), settings, user, request, { address: request.ip || 'unknown', language: requestLanguage(request) });
    },
  );

  routes.post(
    digitalEditingPaths.archive.template,
    { config: { access: 'owner' }, schema: { tags, summary: 'Remove a digital edit from the list', params: idParams, response: { 200: digitalEditArchiveResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      return archiveDigitalEdit(app.platform.db, user.id, request.params.id, new Date());
    },
  );

  routes.get(
    digitalEditingPaths.download.template,
    { config: { access: 'owner' }, schema: { tags, summary: 'The edited .docx with tracked changes', params: idParams } },
    async (request, reply) => {
      const user = requireUser(request);
      const file = await downloadDigitalEdit(app.platform, user.id, request.params.id);
      return sendStoredFile(reply, { name: file.fileName, contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: file.size ?? 0 }, file.stream);
    },
  );

  routes.get(
    digitalEditingPaths.orderForm.template,
    { config: { access: 'owner' }, schema: { tags, summary: "An order form for professional editing with the edit's manuscript attached (redirects to it)", params: z.object({ identity: z.string().min(1).max(64) }) } },
    async (request, reply) => {
      const user = requireUser(request);
      const location = await orderFromDigitalEdit(app.platform, await application(request), user, request.params.identity, requestLanguage(request));
      return reply.redirect(location, 303);
    },
  );

  routes.post(
    digitalEditingPaths.feedback,
    { config: { access: 'owner' }, schema: { tags, summary: 'Feedback on digital editing (read by staff)', body: digitalEditingFeedbackSchema, response: { 200: z.object({ saved: z.literal(true) }) } } },
    async (request) => {
      const user = requireUser(request);
      return saveFeedback(app.platform.db, await application(request), user.id, request.body, new Date());
    },
  );

  routes.get(
    digitalEditingPaths.staffFeedback,
    { config: { access: 'staff' }, schema: { tags, summary: "Staff: researchers' feedback on digital editing, newest first", querystring: staffFeedbackQuerySchema, response: { 200: staffDigitalEditingFeedbackSchema } } },
    async (request) => {
      requireStaff(request);
      return staffFeedback(app.platform.db, request.query.page);
    },
  );
}
