import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderFormPaths } from '@marginalia/contracts/order-form/order-form.paths';
import { orderFormResponseSchema } from '@marginalia/contracts/order-form/order-form-view.contract';
import { AppError } from '../../platform/errors/app-error';
import { readKindedUpload, uploadLimitsOf } from '../../platform/uploads/kinded-upload';
import { formIdParams, forRequest } from './order-form.routes';
import { removeFile, uploadFile } from './files.service';

const tags = ['order-form'];

/**
 * POST /api/order-form/{id}/files (path ours): multipart with the field `kind` first,
 * then one `file`. The file streams to storage; it is never held whole in memory.
 */
export async function filesRoutes(app: FastifyInstance): Promise<void> {
  // Multipart parsing only for this plugin's routes; limits are set per request from the settings.
  await app.register(multipart);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(orderFormPaths.files.template, { config: { access: 'visitor-or-owner' }, schema: { tags, summary: 'Upload a file (multipart: kind, then file)', params: formIdParams, consumes: ['multipart/form-data'], response: { 200: orderFormResponseSchema } } }, async (request, reply) => {
    if (!request.isMultipart()) throw new AppError(415, 'unsupported-media-type');
    const { context, form } = await forRequest(app, request, reply);
    const limits = uploadLimitsOf(await app.applicationLoader.settings());
    return readKindedUpload(request, limits.maxBytes, (upload) => uploadFile(app.platform, context, form, upload, limits));
  });

  routes.delete(orderFormPaths.file.template, { config: { access: 'visitor-or-owner' }, schema: { tags, summary: 'Remove an uploaded file', params: formIdParams.extend({ fileId: z.string().min(1).max(64) }), response: { 200: orderFormResponseSchema } } }, async (request, reply) => {
    const { context, form } = await forRequest(app, request, reply);
    return removeFile(app.platform, context, form, request.params.fileId);
  });
}
