import type { FastifyInstance, FastifyReply } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deliverableKindSchema, staffOrderWorkbenchSchema } from '@marginalia/contracts/staff/staff-orders.contract';
import { staffOrderPaths } from '@marginalia/contracts/staff/staff.paths';
import type { FileTypeRule } from '../../../platform/documents/content-type';
import { AppError } from '../../../platform/errors/app-error';
import { requestLanguage } from '../../../platform/http/request-language';
import { orderParams } from '../../../platform/http/order-params';
import { staffContext } from '../staff-context';
import { customerFileDownload, deliverableDownload, deliverableRule, removeDeliverable, uploadDeliverable, type FileDownload } from './staff-deliverables.service';
import { orderWorkbench } from './staff-order-workbench.service';
import { sendStoredFile } from '../../../platform/http/file-response';
import { firstMultipartFile } from '../../../platform/uploads/multipart-parts';

const tags = ['staff'];
const deliverableParams = orderParams.extend({ key: z.string().trim().min(1).max(64) });

function sendFile(reply: FastifyReply, file: FileDownload): FastifyReply {
  return sendStoredFile(reply, file, file.body);
}

/** Delivered files (upload, remove, download) and the customer's files, for staff. Inside staffOrdersRoutes (its staff guard). */
export async function staffDeliverablesRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    staffOrderPaths.deliverables.template,
    { config: { access: 'staff' }, schema: { tags, summary: 'Upload a delivered file (multipart, one file; ?kind=)', params: orderParams, querystring: z.object({ kind: deliverableKindSchema }), consumes: ['multipart/form-data'], response: { 200: staffOrderWorkbenchSchema } } },
    async (request) => {
      const context = staffContext(app, request);
      if (!request.isMultipart()) throw new AppError(415, 'unsupported-media-type');
      const settings = await app.applicationLoader.settings();
      const rule = deliverableRule(settings.allowedFileTypes as Record<string, FileTypeRule>);
      const file = await firstMultipartFile(request, { limits: { fileSize: settings.maxUploadBytes, files: 1, fields: 2 } });
      if (!file) throw new AppError(400, 'file-required');
      await uploadDeliverable(context, request.params.externalId, { kind: request.query.kind, fileName: file.filename || 'file', source: file.file }, { rule, maxBytes: settings.maxUploadBytes });
      return orderWorkbench(context, request.params.externalId, requestLanguage(request));
    },
  );

  routes.delete(staffOrderPaths.deliverable.template, { config: { access: 'staff' }, schema: { tags, summary: 'Remove a delivered file uploaded by mistake', params: deliverableParams, response: { 200: staffOrderWorkbenchSchema } } }, async (request) => {
    const context = staffContext(app, request);
    await removeDeliverable(context, request.params.externalId, request.params.key);
    return orderWorkbench(context, request.params.externalId, requestLanguage(request));
  });

  routes.get(staffOrderPaths.deliverableDownload.template, { config: { access: 'staff' }, schema: { tags, summary: 'Download a delivered file', params: deliverableParams } }, async (request, reply) =>
    sendFile(reply, await deliverableDownload(staffContext(app, request), request.params.externalId, request.params.key)),
  );

  routes.get(staffOrderPaths.customerFile.template, { config: { access: 'staff' }, schema: { tags, summary: "Download a customer's uploaded file", params: z.object({ fileId: z.string().trim().min(1).max(64) }) } }, async (request, reply) =>
    sendFile(reply, await customerFileDownload(staffContext(app, request), request.params.fileId)),
  );
}
