import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { joinPreferredGroupRequestSchema, preferredGroupResponseSchema } from '@marginalia/contracts/users/preferred-group.contract';
import { userIdParamsSchema } from '@marginalia/contracts/users/users.contract';
import { preferredGroupPath } from '@marginalia/contracts/users/users.paths';
import { requireOwnUser } from '../../platform/session/session';
import { joinPreferredGroup, leavePreferredGroup } from './preferred-group.service';

const tags = ['account'];

/** Joining and leaving a preferred group from the dashboard. The signed-in user's own only. */
export async function preferredGroupRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.platform;

  routes.post(
    preferredGroupPath.template,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Joins the active, shareable preferred group with this code (any case); answers the group',
        params: userIdParamsSchema,
        body: joinPreferredGroupRequestSchema,
        response: { 200: preferredGroupResponseSchema },
      },
    },
    async (request) => joinPreferredGroup(db, requireOwnUser(request, request.params.id), request.body.groupCode, new Date()),
  );

  routes.delete(
    preferredGroupPath.template,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Leaves the preferred group (leaving when in none is not an error)',
        params: userIdParamsSchema,
        response: { 200: preferredGroupResponseSchema },
      },
    },
    async (request) => leavePreferredGroup(db, requireOwnUser(request, request.params.id), new Date()),
  );
}
