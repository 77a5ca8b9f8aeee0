import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hideCheckSpamMessageResponseSchema, userIdParamsSchema, wfoeTermsAcceptedResponseSchema } from '@marginalia/contracts/users/users.contract';
import { orderCountResponseSchema } from '@marginalia/contracts/order-form/order-form-requests.contract';
import { orderPaths } from '@marginalia/contracts/orders/orders.paths';
import { userOrderCountPath, WFOE_TERMS_ACCEPTED_PATH } from '@marginalia/contracts/users/users.paths';
import { requireOwnUser } from '../../platform/session/session';
import { acceptWfoeTerms } from './users.service';
import { countOrders, hideCheckSpamMessage } from './users.repository';
import { preferredGroupRoutes } from './preferred-group.routes';

export async function usersRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.platform;

  routes.put(
    WFOE_TERMS_ACCEPTED_PATH.template,
    {
      config: { access: 'owner' },
      schema: {
        tags: ['account'],
        summary: 'Records that the user accepted the terms of service of the localization their group migrates to',
        params: userIdParamsSchema,
        response: { 200: wfoeTermsAcceptedResponseSchema },
      },
    },
    async (request) => {
      const user = requireOwnUser(request, request.params.id);
      return acceptWfoeTerms(db, request, user, () => app.applicationLoader.currentUser(request));
    },
  );

  routes.get(
    userOrderCountPath.template,
    {
      config: { access: 'owner' },
      schema: {
        tags: ['account'],
        summary: 'How many orders the user has placed (the browser caches it)',
        params: userIdParamsSchema,
        response: { 200: orderCountResponseSchema },
      },
    },
    async (request) => {
      const user = requireOwnUser(request, request.params.id);
      return { numberOfOrders: await countOrders(db, user.id) };
    },
  );

  await app.register(preferredGroupRoutes);

  routes.put(
    orderPaths.hideCheckSpamMessage.template,
    {
      config: { access: 'owner' },
      schema: {
        tags: ['account'],
        summary: 'Hides the dashboard banner that asks the user to check their spam folder',
        params: userIdParamsSchema,
        response: { 200: hideCheckSpamMessageResponseSchema },
      },
    },
    async (request) => {
      const user = requireOwnUser(request, request.params.id);
      await hideCheckSpamMessage(db, user.id, new Date());
      request.session.user = { ...user, showCheckSpamMessage: false };
      return { showCheckSpamMessage: false as const };
    },
  );
}
