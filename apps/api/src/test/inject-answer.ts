import type { Readable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/** How long a gate reads an open stream before it goes away: enough for its first lines. */
const STREAM_READ_MS = 100;

/**
 * Test support: `app.inject` for any operation. An operation that streams (server-sent events) answers with a
 * stream that never ends by itself: its status and headers are taken as they come, its first lines are read
 * for a moment as the body, and then the client goes away. An error answer of such an operation is read whole.
 */
export async function injectAnswer(app: FastifyInstance, options: InjectOptions, streams: boolean): Promise<LightMyRequestResponse> {
  if (!streams) return app.inject(options);
  const abort = new AbortController();
  const response = await app.inject({ ...options, payloadAsStream: true, signal: abort.signal });
  const body = await readFor(response.stream(), response.statusCode === 200 ? STREAM_READ_MS : 5_000);
  abort.abort();
  const answer = Object.create(response) as LightMyRequestResponse;
  Object.defineProperty(answer, 'body', { value: body });
  Object.defineProperty(answer, 'payload', { value: body });
  Object.defineProperty(answer, 'rawPayload', { value: Buffer.from(body) });
  Object.defineProperty(answer, 'json', { value: () => JSON.parse(body) as unknown });
  return answer;
}

function readFor(stream: Readable, ms: number): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    const done = () => {
      clearTimeout(timer);
      stream.removeAllListeners('data');
      resolve(text);
    };
    const timer = setTimeout(done, ms);
    stream.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
    });
    stream.once('end', done);
    stream.once('error', done);
  });
}
