import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/** How long a gate reads an open stream before it goes away: enough for its first lines. */
const STREAM_READ_MS = 100;
/** An error answer of a streaming operation ends by itself; this is only a guard. */
const ERROR_READ_MS = 5_000;

/**
 * Test support: `app.inject` for any operation. An operation that streams (server-sent events) answers with a
 * stream that never ends by itself, so it is asked over a real socket, as a browser would: its status and
 * headers are taken as they come, its first lines are read for a moment as the body, and then the client goes
 * away (the socket closes, as when a tab is closed). An error answer of such an operation is read whole.
 */
export async function injectAnswer(app: FastifyInstance, options: InjectOptions, streams: boolean): Promise<LightMyRequestResponse> {
  if (!streams) return app.inject(options);
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(options.headers ?? {})) if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  let body: Buffer | null = null;
  const payload = options.payload;
  if (Buffer.isBuffer(payload)) body = payload;
  else if (typeof payload === 'string') body = Buffer.from(payload);
  else if (payload !== undefined && payload !== null) {
    body = Buffer.from(JSON.stringify(payload));
    headers['content-type'] ??= 'application/json';
  }
  if (body) headers['content-length'] = String(body.length);

  const { statusCode, responseHeaders, text } = await new Promise<{ statusCode: number; responseHeaders: IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, method: options.method ?? 'GET', path: typeof options.url === 'string' ? options.url : String(options.url), headers }, (response) => {
      let received = '';
      const done = () => {
        clearTimeout(timer);
        response.removeAllListeners('data');
        request.destroy();
        resolve({ statusCode: response.statusCode ?? 0, responseHeaders: response.headers, text: received });
      };
      const timer = setTimeout(done, response.statusCode === 200 ? STREAM_READ_MS : ERROR_READ_MS);
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        received += chunk;
      });
      response.once('end', done);
      response.once('error', done);
    });
    request.once('error', reject);
    request.end(body ?? undefined);
  });
  return {
    statusCode,
    statusMessage: '',
    headers: responseHeaders,
    body: text,
    payload: text,
    rawPayload: Buffer.from(text),
    json: () => JSON.parse(text) as unknown,
    cookies: [],
    trailers: {},
    raw: {} as LightMyRequestResponse['raw'],
    stream: () => {
      throw new Error('the stream was read already');
    },
  } as unknown as LightMyRequestResponse;
}
