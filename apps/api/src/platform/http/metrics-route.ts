import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { METRICS_PATH } from '@marginalia/contracts/http/health.paths';
import type { AppConfig } from '../config';
import type { Metrics } from '../metrics/metrics';

/** Requests that matched no route share one label, so scanners probing random URLs add no series. */
const UNMATCHED = '(unmatched)';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** True when the request carries `Authorization: Bearer {token}` (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1].trim()), digest(token));
}

/**
 * Times every answer (method, route template, status class), and serves GET /metrics: on the main port only
 * with METRICS_TOKEN as a bearer token, or on METRICS_PORT (bound to METRICS_HOST, 127.0.0.1 unless set) —
 * with the token too when both are set. Neither set: /metrics is not served (404), since the numbers tell
 * an outsider how busy the portal is and which routes exist.
 */
export function registerMetrics(app: FastifyInstance): void {
  const { metrics, config } = app.platform;
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(request.method, request.routeOptions.url ?? UNMATCHED, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  const { token, port } = config.metrics;
  app.get(METRICS_PATH, { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    if (port !== undefined || token === undefined) return reply.callNotFound();
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .header('cache-control', 'no-store')
        .send({ message: 'metrics need the bearer token' });
    }
    const { contentType, body } = await metrics.render();
    return reply.header('content-type', contentType).header('cache-control', 'no-store').send(body);
  });

  if (port === undefined) return;
  let server: Server | null = null;
  app.addHook('onReady', async () => {
    server = await startMetricsServer(metrics, config.metrics);
  });
  app.addHook('onClose', async () => {
    await closeServer(server);
  });
}

/** GET /metrics alone on `port` (the worker's and, with METRICS_PORT, the API's); anything else is 404. */
export async function startMetricsServer(metrics: Metrics, settings: AppConfig['metrics']): Promise<Server> {
  const server = createServer((request: IncomingMessage, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    if (settings.token !== undefined && !bearerMatches(request.headers.authorization, settings.token)) {
      response
        .writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer realm="metrics"' })
        .end('metrics need the bearer token\n');
      return;
    }
    metrics.render().then(
      ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(body),
      (error: unknown) =>
        response.writeHead(500, { 'content-type': 'text/plain' }).end(`${error instanceof Error ? error.message : String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => resolve());
  });
  return server;
}

export function closeServer(server: Server | null): Promise<void> {
  if (!server) return Promise.resolve();
  return new Promise((resolve) => server.close(() => resolve()));
}
