import type { FastifyInstance } from 'fastify';

/** Placeholder, built by a helper. */
export async function staffCatalogueRoutes(_app: FastifyInstance): Promise<void> {}
