import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FAPIAO_PDF_MAX_BYTES,
  staffFapiaoListResponseSchema,
  staffFapiaoQuerySchema,
  staffFapiaoReasonRequestSchema,
  staffFapiaoResponseSchema,
} from '@marginalia/contracts/staff/staff-billing.contract';
import { staffBillingPaths } from '@marginalia/contracts/staff/staff.paths';
import { AppError } from '../../../platform/errors/app-error';
import { multipartParts } from '../../../platform/uploads/multipart-parts';
import { staffContext } from '../staff-context';
import { assertIssuable, cancelFapiao, fulfilFapiao, listDesk, parseFapiaoNumber, rejectFapiao } from './staff-fapiao.service';

const tags = ['staff'];
const identityParams = z.object({ identity: z.string().min(1).max(60) });

/** The fapiao desk: pending requests, issue with number and PDF, reject, cancel. */
export async function staffFapiaoRoutes(app: FastifyInstance): Promise<void> {
  // Researchers and visitors are refused before their input is even read (nothing leaks).
  app.addHook('preValidation', async (request) => {
    staffContext(app, request);
  });
  await app.register(multipart);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    staffBillingPaths.fapiaos,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Fapiao requests of one status (pending: oldest first)',
        querystring: staffFapiaoQuerySchema,
        response: { 200: staffFapiaoListResponseSchema },
      },
    },
    async (request, reply) => {
      const context = staffContext(app, request);
      reply.header('cache-control', 'private, no-store');
      return listDesk(context, request.query);
    },
  );

  routes.post(
    staffBillingPaths.fulfilFapiao.template,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Issue a fapiao (multipart: field `number`, then one PDF)',
        params: identityParams,
        consumes: ['multipart/form-data'],
        response: { 200: staffFapiaoResponseSchema },
      },
    },
    async (request) => {
      const context = staffContext(app, request);
      if (!request.isMultipart()) throw new AppError(415, 'unsupported-media-type');
      const { identity } = request.params;
      let number: string | null = null;
      for await (const part of multipartParts(request, { limits: { fileSize: FAPIAO_PDF_MAX_BYTES, files: 1, fields: 4 } })) {
        if (part.type === 'field') {
          if (part.fieldname === 'number' && typeof part.value === 'string') number = part.value;
          continue;
        }
        try {
          // The number comes first in the form; refused requests never store the PDF.
          const parsed = parseFapiaoNumber(number);
          await assertIssuable(context, identity);
          return await fulfilFapiao(context, identity, parsed, { fileName: part.filename || 'fapiao.pdf', source: part.file });
        } catch (error) {
          part.file.resume();
          throw error;
        }
      }
      parseFapiaoNumber(number);
      throw new AppError(400, 'fapiao-pdf-required', {}, { file: 'fapiao-pdf-required' });
    },
  );

  routes.post(
    staffBillingPaths.rejectFapiao.template,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Reject a pending fapiao request with a reason',
        params: identityParams,
        body: staffFapiaoReasonRequestSchema,
        response: { 200: staffFapiaoResponseSchema },
      },
    },
    async (request) => {
      const context = staffContext(app, request);
      return rejectFapiao(context, request.params.identity, request.body.reason);
    },
  );

  routes.post(
    staffBillingPaths.cancelFapiao.template,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Cancel a fapiao (any time, with a reason)',
        params: identityParams,
        body: staffFapiaoReasonRequestSchema,
        response: { 200: staffFapiaoResponseSchema },
      },
    },
    async (request) => {
      const context = staffContext(app, request);
      return cancelFapiao(context, request.params.identity, request.body.reason);
    },
  );
}
