import type { FastifyInstance } from 'fastify';

/** Placeholder, built by a helper. */
export async function staffPaymentsRoutes(_app: FastifyInstance): Promise<void> {}
