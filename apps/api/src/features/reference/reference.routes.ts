import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { COUNTRIES_PATH, countriesResponseSchema } from '@marginalia/contracts/reference/countries.contract';
import { findCountriesWithStates, type CountryRow } from './reference.repository';

/** Reference data changes only with a release (seed), so browsers and proxies may keep it for an hour. */
const CACHE_SECONDS = 3600;

export async function referenceRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.platform;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Read once per process: the seed runs before the server starts and nothing edits countries at run time.
  let countries: Promise<CountryRow[]> | null = null;

  routes.get(
    COUNTRIES_PATH,
    {
      schema: {
        tags: ['reference'],
        summary: 'Countries with their states, sorted by name (public; used by registration and account forms)',
        response: { 200: countriesResponseSchema },
      },
    },
    async (_request, reply) => {
      countries ??= findCountriesWithStates(db).catch((error: unknown) => {
        countries = null;
        throw error;
      });
      reply.header('cache-control', `public, max-age=${CACHE_SECONDS}`);
      return countries;
    },
  );
}
