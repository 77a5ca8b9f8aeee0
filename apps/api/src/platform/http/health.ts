import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HEALTH_PATH } from '@marginalia/contracts/http/health.paths';

const healthSchema = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']), uptimeSeconds: z.number() });

/** Liveness and readiness in one: 200 when the database answers, 503 otherwise (for load balancers). */
export function registerHealth(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    HEALTH_PATH,
    { schema: { hide: true, response: { 200: healthSchema, 503: healthSchema } }, logLevel: 'warn' },
    async (_request, reply) => {
      const up = await app.platform.database.query('select 1 as ok').then(
        () => true,
        () => false,
      );
      const body = { status: up ? ('ok' as const) : ('degraded' as const), database: up ? ('up' as const) : ('down' as const), uptimeSeconds: Math.round(process.uptime()) };
      return reply.code(up ? 200 : 503).send(body);
    },
  );
}
