import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderFilesResponseSchema } from '@marginalia/contracts/orders/order-files.contract';
import { orderPaths } from '@marginalia/contracts/orders/orders.paths';
import { readKindedUpload, uploadLimitsOf } from '../../platform/uploads/kinded-upload';
import { AppError } from '../../platform/errors/app-error';
import { orderParams } from '../../platform/http/order-params';
import { addOrderFile, checkOrderOpenForFiles, listOrderFiles, removeOrderFile } from './order-files.service';

const tags = ['orders'];
const fileParams = orderParams.extend({ identity: z.string().trim().min(1).max(64) });

/** Edit mode's uploaders: the researcher's files on a placed order. Owner only. */
export async function orderFilesRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    orderPaths.files.template,
    { config: { access: 'owner' }, schema: { tags, summary: "The researcher's own files of the order, each saying whether it may be removed", params: orderParams, response: { 200: orderFilesResponseSchema } } },
    async (request) => listOrderFiles(app, request, request.params.externalId),
  );

  routes.post(
    orderPaths.files.template,
    { config: { access: 'owner' }, schema: { tags, summary: 'Adds a file to an open order (multipart: kind, then file)', params: orderParams, consumes: ['multipart/form-data'], response: { 200: orderFilesResponseSchema } } },
    async (request) => {
      // Who may add, and to what, is settled before a byte of the file is read.
      const order = await checkOrderOpenForFiles(app, request, request.params.externalId);
      if (!request.isMultipart()) throw new AppError(415, 'unsupported-media-type');
      const limits = uploadLimitsOf(await app.applicationLoader.settings());
      return readKindedUpload(request, limits.maxBytes, (upload) => addOrderFile(app, request, order, upload, limits));
    },
  );

  routes.delete(
    orderPaths.file.template,
    { config: { access: 'owner' }, schema: { tags, summary: "Removes a file added after ordering, while the order is 'received'", params: fileParams, response: { 200: orderFilesResponseSchema } } },
    async (request) => removeOrderFile(app, request, request.params.externalId, request.params.identity),
  );
}
