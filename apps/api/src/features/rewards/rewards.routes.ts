import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { couponsResponseSchema, loyaltyLoadResponseSchema, rewardHistoryQuerySchema, rewardHistoryResponseSchema } from '@marginalia/contracts/rewards/rewards.contract';
import { COUPONS_PATH, LOYALTY_LOAD_PATH, REWARD_HISTORY_PATH } from '@marginalia/contracts/rewards/rewards.paths';
import { requireUser } from '../../platform/session/session';
import { loadCoupons, loadPromoCodeBenefits, loadRewardHistory } from './rewards.service';

const tags = ['rewards'];

/** The rewards and coupons pages: the signed-in user's own codes, points history and current promotions. */
export async function rewardsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.platform;

  routes.get(
    LOYALTY_LOAD_PATH,
    { config: { access: 'owner' }, schema: { tags, summary: 'The promotional-code benefits the user earned', response: { 200: loyaltyLoadResponseSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      return loadPromoCodeBenefits(db, user, new Date());
    },
  );

  routes.get(
    REWARD_HISTORY_PATH,
    { config: { access: 'owner' }, schema: { tags, summary: 'The reward points history, ten rows a page', querystring: rewardHistoryQuerySchema, response: { 200: rewardHistoryResponseSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      return loadRewardHistory(db, user, request.query.page);
    },
  );

  routes.get(
    COUPONS_PATH,
    { config: { access: 'owner' }, schema: { tags, summary: "Current Promotions: the codes the user may use now", response: { 200: couponsResponseSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      return loadCoupons(db, user, new Date());
    },
  );
}
