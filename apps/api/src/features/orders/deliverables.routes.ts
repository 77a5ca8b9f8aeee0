import type { FastifyInstance } from 'fastify';

/** Placeholder, built by a helper. */
export async function deliverablesRoutes(_app: FastifyInstance): Promise<void> {}
