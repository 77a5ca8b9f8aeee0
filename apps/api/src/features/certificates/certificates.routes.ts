import type { FastifyInstance } from 'fastify';

/** Placeholder, built by a helper. */
export async function certificatesRoutes(_app: FastifyInstance): Promise<void> {}
