import type { FastifyInstance } from 'fastify';

/** Placeholder, built by a helper. */
export async function staffOrdersRoutes(_app: FastifyInstance): Promise<void> {}
