import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { attachmentParamsSchema, requestNumberParamsSchema } from '@marginalia/contracts/support/support.contract';
import { inboxQuerySchema, inboxResponseSchema, staffAssigneeSchema, staffReplySchema, staffRequestSchema, staffStatusSchema } from '@marginalia/contracts/support/support-staff.contract';
import { staffSupportPaths } from '@marginalia/contracts/support/support.paths';
import { sendStoredFile } from '../../platform/http/file-response';
import { requireStaff } from '../../platform/session/session';
import { anyAttachment } from './support-attachments.service';
import { assign, changeStatus, inboxContext, listRequests, loadRequest, writeMessage } from './support-inbox.service';

const tags = ['staff', 'support'];
const thread = { 200: staffRequestSchema };

/** The staff inbox, staff only; every write answers the request as it now is. */
export async function supportInboxRoutes(app: FastifyInstance): Promise<void> {
  // Before the body or the query is validated: researchers get 404 and visitors 401, whatever they send.
  app.addHook('onRequest', async (request) => {
    requireStaff(request);
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    staffSupportPaths.inbox,
    { config: { access: 'staff' }, schema: { tags, summary: 'The support inbox: a view (open, unassigned, mine, waiting, closed, all), a search, a customer’s or an order’s requests', querystring: inboxQuerySchema, response: { 200: inboxResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listRequests(inboxContext(app, request), request.query);
    },
  );

  routes.get(
    staffSupportPaths.request.template,
    { config: { access: 'staff' }, schema: { tags, summary: 'A request with its whole thread (internal notes too) and its history', params: requestNumberParamsSchema, response: thread } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return loadRequest(inboxContext(app, request), request.params.number);
    },
  );

  routes.post(
    staffSupportPaths.messages.template,
    { config: { access: 'staff' }, schema: { tags, summary: 'A reply to the customer (e-mailed in their language), or an internal note', params: requestNumberParamsSchema, body: staffReplySchema, response: thread } },
    async (request) => writeMessage(inboxContext(app, request), request.params.number, request.body),
  );

  routes.put(
    staffSupportPaths.assignee.template,
    { config: { access: 'staff' }, schema: { tags, summary: 'Assigns the request to a staff member (null: unassigns)', params: requestNumberParamsSchema, body: staffAssigneeSchema, response: thread } },
    async (request) => assign(inboxContext(app, request), request.params.number, request.body.assignee),
  );

  routes.put(
    staffSupportPaths.status.template,
    { config: { access: 'staff' }, schema: { tags, summary: 'Closes or reopens the request', params: requestNumberParamsSchema, body: staffStatusSchema, response: thread } },
    async (request) => changeStatus(inboxContext(app, request), request.params.number, request.body.status),
  );

  routes.get(
    staffSupportPaths.attachment.template,
    { config: { access: 'staff' }, schema: { tags, summary: 'A file sent with a message of any request', params: attachmentParamsSchema } },
    async (request, reply) => {
      const { file, body } = await anyAttachment(app.platform, request.params.id);
      return sendStoredFile(reply, file, body);
    },
  );
}
