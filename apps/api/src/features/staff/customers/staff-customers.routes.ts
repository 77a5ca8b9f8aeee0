import type { FastifyInstance } from 'fastify';

/** Placeholder, built by a helper. */
export async function staffCustomersRoutes(_app: FastifyInstance): Promise<void> {}
