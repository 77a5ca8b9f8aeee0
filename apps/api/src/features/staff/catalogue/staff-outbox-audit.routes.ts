import type { FastifyInstance } from 'fastify';

/** Placeholder, built by a helper. */
export async function staffOutboxAuditRoutes(_app: FastifyInstance): Promise<void> {}
