import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HOME_RECENT_DOCUMENTS, recentDocumentsResponseSchema } from '@marginalia/contracts/digital/recent-documents.contract';
import { RECENT_DOCUMENTS_PATH } from '@marginalia/contracts/digital/digital.paths';
import { recentDocuments } from '../../platform/recent-documents/recent-documents';
import { requireUser } from '../../platform/session/session';

/** GET /api/researcher/recent-documents: the home page's three latest documents of every registered kind. */
export async function recentDocumentsRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    RECENT_DOCUMENTS_PATH,
    { config: { access: 'owner' }, schema: { tags: ['researcher'], summary: 'The three latest editing and translation documents', response: { 200: recentDocumentsResponseSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return { documents: await recentDocuments(app.platform.db, user.id, HOME_RECENT_DOCUMENTS) };
    },
  );
}
