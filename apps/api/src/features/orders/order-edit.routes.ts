import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orderSaveRequestSchema, orderSaveResponseSchema, orderServicesResponseSchema } from '@marginalia/contracts/orders/order-edit.contract';
import { orderEditPaths } from '@marginalia/contracts/orders/orders.paths';
import { orderParams } from '../../platform/http/order-params';
import { loadEditServices, saveOrderEdit } from './order-edit.service';

const tags = ['orders'];

/** The details page's edit mode: the owner's order only; another user's is 404, a visitor 401. */
export async function orderEditRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    orderEditPaths.services.template,
    { config: { access: 'owner' }, schema: { tags, summary: "Edit mode's services: the order's and those that can be added, priced for the order", params: orderParams, response: { 200: orderServicesResponseSchema } } },
    async (request) => loadEditServices(app, request, request.params.externalId),
  );

  routes.put(
    orderEditPaths.save.template,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Saves title, style of English, journal and services; added services are billed on a new invoice',
        params: orderParams,
        body: orderSaveRequestSchema,
        response: { 200: orderSaveResponseSchema },
      },
    },
    async (request) => saveOrderEdit(app, request, request.params.externalId, request.body.orderDetails),
  );
}
