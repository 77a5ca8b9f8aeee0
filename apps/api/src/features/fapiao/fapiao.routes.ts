import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  fapiaoCreateResponseSchema,
  fapiaoListResponseSchema,
  fapiaoOrganizationsQuerySchema,
  fapiaoOrganizationsResponseSchema,
  fapiaoRequestSchema,
} from '@marginalia/contracts/payments/fapiao.contract';
import { fapiaoPaths } from '@marginalia/contracts/payments/payments.paths';
import { requireUser } from '../../platform/session/session';
import { cancelFapiao, fapiaoPdf, listFapiaos, requestFapiao, searchOrganizations, type FapiaoContext } from './fapiao.service';

const tags = ['fapiao'];
const identityParams = z.object({ identity: z.string().min(1).max(60) });

/** Fapiao requests after payment: list, request, cancel, organization search, issued PDF. See README.md. */
export async function fapiaoRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const contextOf = (request: FastifyRequest): FapiaoContext => ({ db: app.platform.db, user: requireUser(request), now: new Date() });

  routes.get(
    fapiaoPaths.list,
    { config: { access: 'owner' }, schema: { tags, summary: "The user's fapiaos", response: { 200: fapiaoListResponseSchema } } },
    async (request, reply) => {
      const context = contextOf(request);
      reply.header('cache-control', 'private, no-store');
      return listFapiaos(context);
    },
  );

  routes.post(
    fapiaoPaths.create,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Request a fapiao for a paid invoice or prepayment',
        body: fapiaoRequestSchema,
        response: { 200: fapiaoCreateResponseSchema },
      },
    },
    async (request) => requestFapiao(contextOf(request), request.body),
  );

  routes.get(
    fapiaoPaths.organizations,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Organizations of earlier fapiaos (?name=, at least 2 characters)',
        querystring: fapiaoOrganizationsQuerySchema,
        response: { 200: fapiaoOrganizationsResponseSchema },
      },
    },
    async (request) => searchOrganizations(contextOf(request), request.query.name),
  );

  routes.delete(
    fapiaoPaths.cancel.template,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Cancel an issued fapiao (within a year of the payment)',
        params: identityParams,
        response: { 200: fapiaoCreateResponseSchema },
      },
    },
    async (request) => cancelFapiao(contextOf(request), request.params.identity),
  );

  routes.get(
    fapiaoPaths.pdf.template,
    { config: { access: 'owner' }, schema: { tags, summary: "The issued fapiao's PDF", params: identityParams } },
    async (request, reply) => {
      const { body, fileName } = await fapiaoPdf(contextOf(request), app.platform.storage, request.params.identity);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
}
