import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../platform/errors/error-handler';
import { loggerOptions } from '../platform/errors/error-log';
import { isSignOut } from './bad-input/cases';
import { errorLogCapture } from './bad-input/log-capture';
import { seededRandom } from './bad-input/random';
import { rawExchange } from './bad-input/raw-requests';
import { placesOf, REMOVE, sampleOf, withPlace } from './bad-input/sample';

/** The bad-input gate's own parts: what it sees must be what happened. */
describe('the parts of the bad-input gate', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  });
  const listening = async (handler: Parameters<typeof createServer>[1]) => {
    const server = createServer(handler);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  };

  it('keeps the error lines of the log with their error and route, and nothing below error level', async () => {
    const logs = errorLogCapture();
    const app = Fastify({ logger: loggerOptions('error', logs.stream) });
    registerErrorHandling(app);
    app.get('/broken/:id', async () => {
      throw new TypeError('cannot read properties of undefined');
    });
    app.get('/fine', async (request) => {
      request.log.warn('only a warning');
      return {};
    });
    expect((await app.inject('/broken/1')).statusCode).toBe(500);
    expect((await app.inject('/fine')).statusCode).toBe(200);
    const lines = logs.take();
    expect(lines).toHaveLength(1);
    expect(lines[0]?.summary).toMatch(/^unhandled error — TypeError: cannot read properties of undefined — route \/broken\/:id — at /);
    expect(logs.take()).toEqual([]);
    await app.close();
  });

  it('tells an answer, a close without one and a hang apart on a raw connection', async () => {
    const request = Buffer.from('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    const answering = await listening((_, response) => response.writeHead(418).end());
    expect(await rawExchange(answering, request, { halfClose: false, timeoutMs: 2_000 })).toEqual({ status: 418, closedWithoutResponse: false, timedOut: false });
    const dropping = await listening((incoming) => incoming.socket.destroy());
    expect(await rawExchange(dropping, request, { halfClose: false, timeoutMs: 2_000 })).toEqual({ status: null, closedWithoutResponse: true, timedOut: false });
    const silent = await listening(() => undefined);
    expect(await rawExchange(silent, request, { halfClose: false, timeoutMs: 200 })).toEqual({ status: null, closedWithoutResponse: false, timedOut: true });
  });

  it('draws the same inputs from the same seed', () => {
    const draw = (seed: number) => {
      const random = seededRandom(seed);
      return [random.next(), random.below(100), random.sample([1, 2, 3, 4, 5], 3)];
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('builds a body that passes a schema, and spoils one place of it at a time', () => {
    const schema = { type: 'object', properties: { name: { type: 'string', minLength: 2 }, address: { type: 'object', properties: { zip: { type: 'integer', minimum: 0 } } } } };
    const sample = sampleOf(schema);
    expect(sample).toEqual({ name: 'xx', address: { zip: 1 } });
    expect(placesOf(sample)).toEqual([['name'], ['address'], ['address', 'zip']]);
    expect(withPlace(sample, ['address', 'zip'], '\ud800')).toEqual({ name: 'xx', address: { zip: '\ud800' } });
    expect(withPlace(sample, ['name'], REMOVE)).toEqual({ address: { zip: 1 } });
  });

  it('leaves out only the sign-out operations', () => {
    expect(['/api/auth/logout', '/api/auth/logout.gif'].every((path) => isSignOut({ path }))).toBe(true);
    expect(['/api/auth/login', '/api/staff/impersonation/end', '/api/auth/logout-everywhere-report'].some((path) => isSignOut({ path }))).toBe(false);
  });
});
