import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { countriesResponseSchema } from '@marginalia/contracts/reference/countries.contract';
import {
  areasOfStudyResponseSchema,
  type AreasOfStudyResponse,
} from '@marginalia/contracts/reference/areas-of-study.contract';
import {
  manuscriptLanguagesResponseSchema,
  type ManuscriptLanguagesResponse,
} from '@marginalia/contracts/reference/manuscript-languages.contract';
import { AREAS_OF_STUDY_PATH, COUNTRIES_PATH, MANUSCRIPT_LANGUAGES_PATH } from '@marginalia/contracts/reference/reference.paths';
import { findAreasOfStudy, findCountriesWithStates, findManuscriptLanguages, type CountryRow } from './reference.repository';

/** Reference data changes only with a release (seed), so browsers and proxies may keep it for an hour. */
const CACHE_SECONDS = 3600;

export async function referenceRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.platform;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Read once per process: the seed runs before the server starts and nothing edits this reference data at run time.
  let countries: Promise<CountryRow[]> | null = null;
  let areas: Promise<AreasOfStudyResponse> | null = null;
  let languages: Promise<ManuscriptLanguagesResponse> | null = null;

  routes.get(
    COUNTRIES_PATH,
    {
      config: { access: 'public' },
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

  routes.get(
    AREAS_OF_STUDY_PATH,
    {
      config: { access: 'public' },
      schema: {
        tags: ['reference'],
        summary:
          'The three-level area-of-study tree in display order; only specialties (with a parent and a grandparent) are selectable (public)',
        response: { 200: areasOfStudyResponseSchema },
      },
    },
    async (_request, reply) => {
      areas ??= findAreasOfStudy(db).then(
        (list) => ({ areas: list }),
        (error: unknown) => {
          areas = null;
          throw error;
        },
      );
      reply.header('cache-control', `public, max-age=${CACHE_SECONDS}`);
      return areas;
    },
  );

  routes.get(
    MANUSCRIPT_LANGUAGES_PATH,
    {
      config: { access: 'public' },
      schema: {
        tags: ['reference'],
        summary: 'Languages a manuscript can be written in, English (id 1) first (public)',
        response: { 200: manuscriptLanguagesResponseSchema },
      },
    },
    async (_request, reply) => {
      languages ??= findManuscriptLanguages(db).then(
        (list) => ({ languages: list }),
        (error: unknown) => {
          languages = null;
          throw error;
        },
      );
      reply.header('cache-control', `public, max-age=${CACHE_SECONDS}`);
      return languages;
    },
  );
}
