import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deliverablesResponseSchema } from '@marginalia/contracts/orders/deliverables.contract';
import { orderDetailsResponseSchema } from '@marginalia/contracts/orders/order-details.contract';
import { orderPaths } from '@marginalia/contracts/orders/orders.paths';
import { orderParams } from '../../platform/http/order-params';
import { listOrderDeliverables, orderDeliverableFile, originalFileDownload } from './deliverables.service';
import { sendStoredFile } from '../../platform/http/file-response';
import { loadOrderDetails } from './order-view.service';
import { orderSearchRoutes } from './order-search.routes';
import { emailNotificationsRoutes } from './email-notifications.routes';
import { orderEditRoutes } from './order-edit.routes';
import { reeditRoutes } from './reedit.routes';
import { orderFilesRoutes } from './order-files.routes';

const tags = ['orders'];
const deliverableParams = orderParams.extend({ fileKey: z.string().trim().min(1).max(64) });
const fileParams = z.object({ identity: z.string().trim().min(1).max(64) });

/**
 * The researcher's delivered order: the details page's order, its delivered files and the researcher's
 * own uploads. Owner only: another user's order or file is 404, a visitor 401. README.md here.
 */
export async function deliverablesRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  await app.register(orderSearchRoutes);
  await app.register(emailNotificationsRoutes);
  await app.register(orderEditRoutes);
  await app.register(reeditRoutes);
  await app.register(orderFilesRoutes);

  routes.get(
    orderPaths.view.template,
    { config: { access: 'owner' }, schema: { tags, summary: 'The order as the details page shows it (path ours)', params: orderParams, response: { 200: orderDetailsResponseSchema } } },
    async (request) => loadOrderDetails(app, request, request.params.externalId),
  );

  routes.get(
    orderPaths.deliverables.template,
    { config: { access: 'owner' }, schema: { tags, summary: "The order's delivered files (error says why when they cannot be downloaded yet)", params: orderParams, response: { 200: deliverablesResponseSchema } } },
    async (request) => listOrderDeliverables(app, request, request.params.externalId),
  );

  routes.get(
    orderPaths.deliverable.template,
    { config: { access: 'owner' }, schema: { tags, summary: 'One delivered file (403 with the reason until downloads are available)', params: deliverableParams } },
    async (request, reply) => {
      const { file, body } = await orderDeliverableFile(app, request, request.params.externalId, request.params.fileKey);
      return sendStoredFile(reply, file, body);
    },
  );

  routes.get(
    orderPaths.originalFile.template,
    { config: { access: 'owner' }, schema: { tags, summary: "One of the researcher's own uploaded files", params: fileParams } },
    async (request, reply) => {
      const { file, body } = await originalFileDownload(app, request, request.params.identity);
      return sendStoredFile(reply, file, body);
    },
  );
}
