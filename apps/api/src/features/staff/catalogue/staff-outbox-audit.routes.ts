import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxMessageResponseSchema, outboxQuerySchema, outboxResponseSchema, staffAuditResponseSchema } from '@marginalia/contracts/staff/staff-catalogue.contract';
import { auditQuerySchema } from '@marginalia/contracts/staff/staff-common.contract';
import { staffCataloguePaths } from '@marginalia/contracts/staff/staff.paths';
import { staffContext } from '../staff-context';
import { guardStaffRoutes } from './catalogue-context';
import { auditPage, outboxMessage, outboxPage } from './staff-outbox-audit.service';

const tags = ['staff'];
const messageParams = z.object({ id: z.string().trim().min(1).max(60) });

/** The outbox (embedded mode only) and the audit trail. */
export async function staffOutboxAuditRoutes(app: FastifyInstance): Promise<void> {
  guardStaffRoutes(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    staffCataloguePaths.outbox,
    { config: { access: 'staff' }, schema: { tags, summary: 'E-mails kept in the outbox, newest first (mode smtp: sent for real, none kept)', querystring: outboxQuerySchema, response: { 200: outboxResponseSchema } } },
    async (request) => {
      const context = staffContext(app, request);
      return outboxPage(context, request.query.before);
    },
  );
  routes.get(
    staffCataloguePaths.outboxMessage.template,
    { config: { access: 'staff' }, schema: { tags, summary: 'One e-mail of the outbox with its text and HTML', params: messageParams, response: { 200: outboxMessageResponseSchema } } },
    async (request, reply) => {
      const context = staffContext(app, request);
      const answer = await outboxMessage(context, request.params.id);
      reply.header('cache-control', 'private, no-store');
      return answer;
    },
  );
  routes.get(
    staffCataloguePaths.audit,
    { config: { access: 'staff' }, schema: { tags, summary: 'The audit trail, 50 events a page (filters: actor identity, action prefix, subject type)', querystring: auditQuerySchema, response: { 200: staffAuditResponseSchema } } },
    async (request) => {
      const context = staffContext(app, request);
      return auditPage(context, request.query);
    },
  );
}
