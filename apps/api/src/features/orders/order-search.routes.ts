import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardSummarySchema, orderSearchQuerySchema, orderSearchResponseSchema } from '@marginalia/contracts/orders/order-search.contract';
import { orderPaths } from '@marginalia/contracts/orders/orders.paths';
import { requestLanguage } from '../../platform/http/request-language';
import { requireUser } from '../../platform/session/session';
import { dashboardSummary, searchOrders } from './order-search.service';
import { reeditSettingsOf } from './reedit-settings';

const tags = ['orders'];

/** The researcher dashboard's reads: signed-in users only, their own data. */
export async function orderSearchRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.platform;

  routes.get(
    orderPaths.search,
    { config: { access: 'owner' }, schema: { tags, summary: "The user's orders as cards, filtered and paged (1-based, 10 a page, newest first)", querystring: orderSearchQuerySchema, response: { 200: orderSearchResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      return searchOrders(db, user, request.query, await reeditSettingsOf(app));
    },
  );

  routes.get(
    orderPaths.dashboardSummary,
    { config: { access: 'owner' }, schema: { tags, summary: "The dashboard banners: unpaid invoices and the unfinished order form (path ours)", response: { 200: dashboardSummarySchema } } },
    async (request) => dashboardSummary(db, requireUser(request), requestLanguage(request)),
  );
}
