import type { FastifyInstance } from 'fastify';

export async function oidcRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
