import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HEALTH_PATH, READY_PATH } from '@marginalia/contracts/http/health.paths';
import { createReadiness } from './readiness';

const healthSchema = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']), uptimeSeconds: z.number() });

const readySchema = z.object({
  status: z.enum(['ready', 'not-ready']),
  checks: z.array(
    z.object({ name: z.enum(['database', 'migrations', 'storage', 'jobs']), ok: z.boolean(), detail: z.string(), ms: z.number() }),
  ),
  engines: z.array(
    z.object({
      name: z.string(),
      kind: z.string(),
      state: z.enum(['available', 'degraded', 'unavailable']),
      capabilities: z.array(z.string()),
    }),
  ),
});

/**
 * Liveness (/healthz: 200 while the database answers) and readiness (/readyz: 200 when every check of
 * readiness.ts passes, 503 otherwise, with each check's finding). Engines are listed in /readyz for the
 * operator but never make it fail: a translation engine down must not take the portal out of the balancer.
 */
export function registerHealth(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    HEALTH_PATH,
    { schema: { hide: true, response: { 200: healthSchema, 503: healthSchema } }, logLevel: 'warn' },
    async (_request, reply) => {
      const up = await app.platform.database.query('select 1 as ok').then(
        () => true,
        () => false,
      );
      const body = {
        status: up ? ('ok' as const) : ('degraded' as const),
        database: up ? ('up' as const) : ('down' as const),
        uptimeSeconds: Math.round(process.uptime()),
      };
      return reply.code(up ? 200 : 503).send(body);
    },
  );

  const readiness = createReadiness(app.platform);
  routes.get(
    READY_PATH,
    { schema: { hide: true, response: { 200: readySchema, 503: readySchema } }, logLevel: 'warn' },
    async (_request, reply) => {
      const [checks, engines] = await Promise.all([readiness(), app.platform.engines.statuses()]);
      const ready = checks.every((check) => check.ok);
      reply.header('cache-control', 'no-store');
      return reply.code(ready ? 200 : 503).send({
        status: ready ? 'ready' : 'not-ready',
        checks,
        engines: engines.map(({ name, kind, state, capabilities }) => ({ name, kind, state, capabilities })),
      });
    },
  );
}
