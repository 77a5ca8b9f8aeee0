import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { journalSearchQuerySchema, journalSearchResponseSchema } from '@marginalia/contracts/journals/journals.contract';
import { JOURNAL_SEARCH_PATH } from '@marginalia/contracts/journals/journals.paths';
import { createJournalDirectory, searchJournals, type JournalDirectoryDependencies } from './journals.service';

/**
 * A type-ahead asks on every keystroke past the third, from many visitors, for the same few journals:
 * answers may be cached by browsers and proxies for 10 minutes (the directory changes with a release).
 */
const CACHE_SECONDS = 600;

export interface JournalsRoutesOptions {
  /** Tests hand in a recorded outside directory. */
  dependencies?: JournalDirectoryDependencies;
}

export async function journalsRoutes(app: FastifyInstance, options: JournalsRoutesOptions = {}): Promise<void> {
  const { config, db } = app.platform;
  const directory = createJournalDirectory(config, db, {
    log: (detail) => app.log.warn(detail, 'outside journal directory failed; answered from the stored journals'),
    ...options.dependencies,
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    JOURNAL_SEARCH_PATH,
    {
      config: { access: 'public' },
      schema: {
        tags: ['journals'],
        summary:
          'Journal type-ahead: journals whose title contains the query, or with this ISSN (public; details step and bundle questions)',
        querystring: journalSearchQuerySchema,
        response: { 200: journalSearchResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', `public, max-age=${CACHE_SECONDS}`);
      return searchJournals(directory, request.query);
    },
  );
}
