import type { FastifyInstance } from 'fastify';

export async function wechatRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
