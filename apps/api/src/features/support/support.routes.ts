import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  attachmentParamsSchema,
  chatStateSchema,
  createSupportRequestSchema,
  createSupportResponseSchema,
  orderSupportContextSchema,
  requestNumberParamsSchema,
  supportListQuerySchema,
  supportOkSchema,
  supportOrderParamsSchema,
  supportReplySchema,
  supportRequestListSchema,
  supportThreadSchema,
  uploadAttachmentResponseSchema,
} from '@marginalia/contracts/support/support.contract';
import { supportPaths } from '@marginalia/contracts/support/support.paths';
import { sendStoredFile } from '../../platform/http/file-response';
import { requireUser } from '../../platform/session/session';
import { visitorTokenHash } from '../../platform/session/visitor';
import { ownAttachment, uploadAttachment } from './support-attachments.service';
import { supportContext } from './support-context';
import { createSupportRequest } from './support-requests.service';
import { chatState, listOwn, markRead, orderContext, replyAsCustomer, threadOf } from './support-thread.service';
import { supportInboxRoutes } from './support-inbox.routes';

const tags = ['support'];

/** Before the body is validated: a visitor is asked to sign in (401) whatever they sent. */
async function signedIn(request: FastifyRequest): Promise<void> {
  requireUser(request);
}

/** Support requests, their threads, attachments and the chat widget (README.md); the staff inbox beside them. */
export async function supportRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart);
  await app.register(supportInboxRoutes);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    supportPaths.requests,
    {
      config: { access: 'visitor-or-owner' },
      schema: { tags, summary: 'Sends a support request (visitors: questions and quotes, with their name, e-mail and, when the flag is on, the captcha)', body: createSupportRequestSchema, response: { 200: createSupportResponseSchema } },
    },
    async (request, reply) => {
      const context = await supportContext(app, request);
      // A visitor's files are theirs by their browser's visitor cookie; without one they have none.
      const visitorHash = visitorTokenHash(request);
      const owner = context.user ? { userId: context.user.id } : visitorHash ? { visitorHash } : null;
      reply.header('cache-control', 'no-store');
      return createSupportRequest(context, request.body, owner);
    },
  );

  routes.get(
    supportPaths.requests,
    { preValidation: signedIn, config: { access: 'owner' }, schema: { tags, summary: "The signed-in user's support requests, last touched first", querystring: supportListQuerySchema, response: { 200: supportRequestListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listOwn(await supportContext(app, request), request.query.page);
    },
  );

  routes.get(
    supportPaths.request.template,
    { preValidation: signedIn, config: { access: 'owner' }, schema: { tags, summary: 'One of the user’s requests with its thread', params: requestNumberParamsSchema, response: { 200: supportThreadSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return threadOf(await supportContext(app, request), request.params.number);
    },
  );

  routes.post(
    supportPaths.messages.template,
    { preValidation: signedIn, config: { access: 'owner' }, schema: { tags, summary: 'The customer writes again in their request (a closed one opens again)', params: requestNumberParamsSchema, body: supportReplySchema, response: { 200: supportThreadSchema } } },
    async (request) => replyAsCustomer(await supportContext(app, request), request.params.number, request.body),
  );

  routes.put(
    supportPaths.read.template,
    { preValidation: signedIn, config: { access: 'owner' }, schema: { tags, summary: 'Marks the staff replies of a request read', params: requestNumberParamsSchema, response: { 200: supportOkSchema } } },
    async (request) => markRead(await supportContext(app, request), request.params.number),
  );

  routes.post(
    supportPaths.attachments,
    {
      config: { access: 'visitor-or-owner' },
      schema: { tags, summary: 'Uploads a file to send with the next message (multipart: one file; checked by its bytes, within the storage quota)', consumes: ['multipart/form-data'], response: { 200: uploadAttachmentResponseSchema } },
    },
    async (request, reply) => {
      return uploadAttachment(await supportContext(app, request), request, reply);
    },
  );

  routes.get(
    supportPaths.attachment.template,
    { preValidation: signedIn, config: { access: 'owner' }, schema: { tags, summary: 'A file of one of the user’s own requests', params: attachmentParamsSchema } },
    async (request, reply) => {
      const { file, body } = await ownAttachment(await supportContext(app, request), request.params.id);
      return sendStoredFile(reply, file, body);
    },
  );

  routes.get(
    supportPaths.orderContext.template,
    { preValidation: signedIn, config: { access: 'owner' }, schema: { tags, summary: "What the order's support form needs: its title, its unpaid invoices, its open requests", params: supportOrderParamsSchema, response: { 200: orderSupportContextSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return orderContext(await supportContext(app, request), request.params.externalId);
    },
  );

  routes.get(
    supportPaths.chat,
    { preValidation: signedIn, config: { access: 'owner' }, schema: { tags, summary: 'The chat widget: whether it shows, whether staff are signed in, unread replies, the open conversations', response: { 200: chatStateSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return chatState(await supportContext(app, request));
    },
  );
}
