import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CERTIFICATE_CODE_MAX,
  certificateResponseSchema,
  certificateSaveRequestSchema,
  certificateSaveResponseSchema,
} from '@marginalia/contracts/certificates/certificate.contract';
import { certificatePaths } from '@marginalia/contracts/certificates/certificates.paths';
import { deliverablesResponseSchema } from '@marginalia/contracts/orders/deliverables.contract';
import { sendStoredFile } from '../../platform/http/file-response';
import { certificateDeliverable, certificateDeliverables, certificatePdfFile, saveCertificate, verifyCertificate } from './certificates.service';

const tags = ['certificates'];
const codeParams = z.object({ code: z.string().trim().min(1).max(CERTIFICATE_CODE_MAX) });
const keyParams = codeParams.extend({ key: z.string().trim().min(1).max(64) });

/**
 * Editing certificates. Verification and the PDF are public (a
 * journal checks the code it was given); the files and the edit are the owner's. README.md here.
 */
export async function certificatesRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    certificatePaths.verify.template,
    { config: { access: 'public' }, schema: { tags, summary: 'Verify a certificate code (public; 404 certificate-verification-error)', params: codeParams, response: { 200: certificateResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return verifyCertificate(app, request, request.params.code);
    },
  );

  routes.get(
    certificatePaths.pdf.template,
    { config: { access: 'public' }, schema: { tags, summary: 'The certificate as a PDF (public), in the language of the request', params: codeParams } },
    async (request, reply) => {
      const { pdf, fileName } = await certificatePdfFile(app, request, request.params.code);
      return reply.header('content-type', 'application/pdf').header('content-disposition', `inline; filename="${fileName}"`).header('cache-control', 'no-store').send(pdf);
    },
  );

  routes.get(
    certificatePaths.deliverables.template,
    { config: { access: 'owner' }, schema: { tags, summary: "The certified order's delivered files (owner only)", params: codeParams, response: { 200: deliverablesResponseSchema } } },
    async (request) => certificateDeliverables(app, request, request.params.code),
  );

  routes.get(
    certificatePaths.deliverable.template,
    { config: { access: 'owner' }, schema: { tags, summary: "One of the certified order's delivered files (owner only)", params: keyParams } },
    async (request, reply) => {
      const { file, body } = await certificateDeliverable(app, request, request.params.code, request.params.key);
      return sendStoredFile(reply, file, body);
    },
  );

  routes.put(
    certificatePaths.save.template,
    { config: { access: 'owner' }, schema: { tags, summary: 'The owner sets the project title and authors printed on the certificate', params: codeParams, body: certificateSaveRequestSchema, response: { 200: certificateSaveResponseSchema } } },
    async (request) => saveCertificate(app, request, request.params.code, request.body),
  );
}
