import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';

/** Test support: an event stream opened through `inject`, read as it comes. */
export interface TestEventStream {
  statusCode: number;
  headers: Record<string, unknown>;
  /** Everything received so far. */
  text(): string;
  /** The `data:` events received so far, parsed. */
  events(): { type: string; [field: string]: unknown }[];
  /** Resolves once `check` holds on what was received (fails after `timeoutMs`). */
  until(check: (stream: TestEventStream) => boolean, timeoutMs?: number): Promise<void>;
  /** The browser goes away. */
  close(): void;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
}

export async function openEventStream(app: FastifyInstance, headers: Record<string, string>, url = '/api/events'): Promise<TestEventStream> {
  const abort = new AbortController();
  const response = await app.inject({ method: 'GET', url, headers, payloadAsStream: true, signal: abort.signal });
  const body: Readable = response.stream();
  let received = '';
  const ended = new Promise<void>((resolve) => {
    body.on('end', resolve);
    body.on('close', resolve);
    body.on('error', () => resolve());
  });
  body.on('data', (chunk: Buffer) => {
    received += chunk.toString('utf8');
  });
  const stream: TestEventStream = {
    statusCode: response.statusCode,
    headers: response.headers,
    text: () => received,
    events: () =>
      received
        .split('\n\n')
        .filter((block) => block.startsWith('data: '))
        .map((block) => JSON.parse(block.slice('data: '.length)) as { type: string }),
    async until(check, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (!check(stream)) {
        if (Date.now() > deadline) throw new Error(`the stream did not show what was expected within ${timeoutMs} ms; it sent:\n${received}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close: () => abort.abort(),
    ended,
  };
  return stream;
}
