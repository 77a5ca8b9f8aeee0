import type { FastifyInstance } from 'fastify';

/** Placeholder, built by a helper. */
export async function staffFapiaoRoutes(_app: FastifyInstance): Promise<void> {}
