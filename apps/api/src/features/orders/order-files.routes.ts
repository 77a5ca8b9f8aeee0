import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UPLOAD_KINDS, type UploadKind } from '@marginalia/contracts/order-form/order-form.paths';
import { orderFilesResponseSchema } from '@marginalia/contracts/orders/order-files.contract';
import type { FileTypeRule } from '../../platform/documents/content-type';
import { AppError } from '../../platform/errors/app-error';
import { addOrderFile, checkOrderOpenForFiles, listOrderFiles, removeOrderFile } from './order-files.service';

const tags = ['orders'];
const orderParams = z.object({ externalId: z.string().trim().min(1).max(40) });
const fileParams = orderParams.extend({ identity: z.string().trim().min(1).max(64) });

function isUploadKind(value: unknown): value is UploadKind {
  return typeof value === 'string' && (UPLOAD_KINDS as readonly string[]).includes(value);
}

/** Edit mode's uploaders (spec 1 §2): the researcher's files on a placed order. Owner only. */
export async function orderFilesRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/order/:externalId/files',
    { schema: { tags, summary: "The researcher's own files of the order, each saying whether it may be removed", params: orderParams, response: { 200: orderFilesResponseSchema } } },
    async (request) => listOrderFiles(app, request, request.params.externalId),
  );

  routes.post(
    '/api/order/:externalId/files',
    { schema: { tags, summary: 'Adds a file to an open order (multipart: kind, then file)', params: orderParams, consumes: ['multipart/form-data'], response: { 200: orderFilesResponseSchema } } },
    async (request) => {
      // Who may add, and to what, is settled before a byte of the file is read.
      const order = await checkOrderOpenForFiles(app, request, request.params.externalId);
      if (!request.isMultipart()) throw new AppError(415, 'unsupported-media-type');
      const settings = await app.applicationLoader.settings();
      const limits = { rules: settings.allowedFileTypes as Record<string, FileTypeRule>, maxBytes: settings.maxUploadBytes, maxFilesPerKind: settings.maxFilesPerUpload };
      let kind: UploadKind | null = null;
      for await (const part of request.parts({ limits: { fileSize: settings.maxUploadBytes, files: 1, fields: 4 } })) {
        if (part.type === 'field') {
          if (part.fieldname === 'kind') kind = isUploadKind(part.value) ? part.value : null;
          continue;
        }
        if (!kind) {
          part.file.resume();
          throw new AppError(400, 'upload-kind-required');
        }
        return addOrderFile(app, request, order, { kind, fileName: part.filename || 'file', source: part.file }, limits);
      }
      throw new AppError(400, 'file-required');
    },
  );

  routes.delete(
    '/api/order/:externalId/files/:identity',
    { schema: { tags, summary: "Removes a file added after ordering, while the order is 'received'", params: fileParams, response: { 200: orderFilesResponseSchema } } },
    async (request) => removeOrderFile(app, request, request.params.externalId, request.params.identity),
  );
}
