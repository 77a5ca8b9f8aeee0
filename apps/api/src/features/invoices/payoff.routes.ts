import type { FastifyPluginAsync } from 'fastify';

// Placeholder while these routes are being written (replaced in this change).
export const payoffRoutes: FastifyPluginAsync = async () => {};
