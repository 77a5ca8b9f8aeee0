import type { FastifyInstance } from 'fastify';

/** Placeholder, built by a helper. */
export async function staffSettingsRoutes(_app: FastifyInstance): Promise<void> {}
