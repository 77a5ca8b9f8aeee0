import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loyaltyLevelsResponseSchema, rewardPointsQuerySchema, rewardPointsResponseSchema } from '@marginalia/contracts/rewards/loyalty.contract';
import { LOYALTY_LEVELS_PATH, userRewardPointsPath } from '@marginalia/contracts/rewards/rewards.paths';
import { userIdParamsSchema } from '@marginalia/contracts/users/users.contract';
import { requireOwnUser, requireUser } from '../../platform/session/session';
import { loadLoyalty, orderRewardPoints } from './loyalty.service';

const tags = ['rewards'];

/** Loyalty data for the dashboard, rewards and thank-you pages. The signed-in user's own only. */
export async function loyaltyRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.platform;

  routes.get(
    LOYALTY_LEVELS_PATH,
    { config: { access: 'owner' }, schema: { tags, summary: "The loyalty levels, the user's level, points, progress and reward history", response: { 200: loyaltyLevelsResponseSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      return loadLoyalty(db, user);
    },
  );

  routes.get(
    userRewardPointsPath.template,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'The reward points one of the user\'s orders earned (null until awarded)',
        params: userIdParamsSchema,
        querystring: rewardPointsQuerySchema,
        response: { 200: rewardPointsResponseSchema },
      },
    },
    async (request, reply) => {
      const user = requireOwnUser(request, request.params.id);
      reply.header('cache-control', 'no-store');
      return orderRewardPoints(db, user, request.query.externalId);
    },
  );
}
