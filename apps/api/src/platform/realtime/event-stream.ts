import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EVENTS_PATH, STREAM_OPEN_EVENT } from '@marginalia/contracts/realtime/realtime.paths';
import { AppError } from '../errors/app-error';
import { requireUser } from '../session/session';
import { STAFF_TOPIC, userTopic, type RealtimeEvent, type Topic } from './realtime';

/**
 * Server-sent events (README.md). A stream sends `data: {json}` lines, a comment every `heartbeatMs` so
 * proxies and browsers keep the connection, and `retry:` telling the browser how soon to come back. It is
 * never compressed or buffered: it is written straight to the socket (the compression hook of
 * platform/http/content-encoding.ts never sees it), and `X-Accel-Buffering: no` and `Cache-Control:
 * no-transform` ask proxies to pass each event on at once.
 */

export interface EventStreamOptions {
  /** A comment line this often keeps idle connections open through proxies (most cut at 60 s). */
  heartbeatMs?: number;
  /** Streams one user may hold open in one process (a tab each); one more is refused with 429. */
  maxStreamsPerUser?: number;
}

export const DEFAULT_MAX_STREAMS_PER_USER = 12;
/** The browser waits this long before it reconnects after a stream ends (a restart, a proxy's timeout). */
export const RECONNECT_MS = 3_000;

interface OpenStream {
  userId: number;
  end(): void;
}

const openStreams = new WeakMap<FastifyInstance, Set<OpenStream>>();
const configured = new WeakMap<FastifyInstance, Required<EventStreamOptions>>();

function streamsOf(app: FastifyInstance): Set<OpenStream> {
  let set = openStreams.get(app);
  if (!set) openStreams.set(app, (set = new Set()));
  return set;
}

/** The topics a signed-in user hears: their own, and the staff's when they are staff. */
export function topicsOf(user: { id: number; role: string }): Topic[] {
  return user.role === 'staff' ? [userTopic(user.id), STAFF_TOPIC] : [userTopic(user.id)];
}

function frame(event: RealtimeEvent): string {
  // JSON never holds a raw line break, so one data line carries the whole event.
  return `data: ${JSON.stringify(event)}\n\n`;
}

/** A client that reads this far behind is dropped (it reconnects and reloads): a stream never buffers much. */
const MAX_BUFFERED_BYTES = 256 * 1024;

/**
 * The route helper: answers `request` with a stream of the events of `topics` until the browser goes or the
 * server closes. The caller decides the topics from the signed-in session (never from the request's input).
 * The response is written directly (the reply is hijacked), so neither the compression hook nor the error
 * handler ever sees it: a browser going away is a plain close, not an error.
 */
export async function streamEvents(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, userId: number, topics: readonly Topic[]): Promise<FastifyReply> {
  const options = configured.get(app) ?? { heartbeatMs: app.platform.config.eventHeartbeatSeconds * 1000, maxStreamsPerUser: DEFAULT_MAX_STREAMS_PER_USER };
  const streams = streamsOf(app);
  const mine = [...streams].filter((stream) => stream.userId === userId).length;
  if (mine >= options.maxStreamsPerUser) throw new AppError(429, 'too-many-event-streams', { max: options.maxStreamsPerUser });

  const res = reply.raw;
  let heartbeat: NodeJS.Timeout | null = null;
  let unsubscribe: (() => void) | null = null;
  let ended = false;
  const stream: OpenStream = { userId, end: () => finish() };
  function finish(): void {
    if (ended) return;
    ended = true;
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
    unsubscribe?.();
    unsubscribe = null;
    streams.delete(stream);
    if (!res.writableEnded && !res.destroyed) res.end();
  }
  function write(text: string): void {
    if (ended || res.writableEnded || res.destroyed) return;
    if (res.writableLength > MAX_BUFFERED_BYTES) return finish();
    res.write(text);
  }
  streams.add(stream);
  unsubscribe = await app.platform.realtime.subscribe(topics, (event) => write(frame(event)));

  reply.hijack();
  // The browser went (tab closed, network lost): nothing more is written.
  res.once('close', finish);
  res.once('error', finish);
  request.raw.once('close', () => {
    if (!res.writableEnded) finish();
  });
  // Headers set by the hooks so far (security headers) stay; the request id is the onSend hook's, which a
  // hijacked reply skips.
  res.writeHead(200, {
    ...headerRecord(reply.getHeaders()),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-store, no-transform',
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  write(`retry: ${RECONNECT_MS}\n\n`);
  write(frame({ type: STREAM_OPEN_EVENT }));
  heartbeat = setInterval(() => write(': ping\n\n'), options.heartbeatMs);
  heartbeat.unref();
  return reply;
}

function headerRecord(headers: Record<string, unknown>): Record<string, string | number | string[]> {
  const record: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (typeof value === 'string' || typeof value === 'number' || Array.isArray(value)) record[name] = value as string | number | string[];
  }
  return record;
}

/** The signed-in user's stream: their own events, and the staff's for staff. */
export function streamUserEvents(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const user = requireUser(request);
  return streamEvents(app, request, reply, user.id, topicsOf(user));
}

/**
 * GET /api/events, and the shutdown: before the server closes, every stream ends (the browsers reconnect to
 * another process after RECONNECT_MS), so closing never waits for streams that would never end by themselves.
 */
export function registerEventStreams(app: FastifyInstance, options: EventStreamOptions = {}): void {
  configured.set(app, {
    heartbeatMs: options.heartbeatMs ?? app.platform.config.eventHeartbeatSeconds * 1000,
    maxStreamsPerUser: options.maxStreamsPerUser ?? DEFAULT_MAX_STREAMS_PER_USER,
  });
  app.withTypeProvider<ZodTypeProvider>().get(
    EVENTS_PATH,
    {
      config: { access: 'owner' },
      schema: {
        tags: ['realtime'],
        summary: "The signed-in user's server-sent events (text/event-stream): notices of changes to reload",
        produces: ['text/event-stream'],
        response: { 200: z.string().describe('text/event-stream: `data: {"type": …}` lines and heartbeat comments') },
      },
    },
    async (request, reply) => streamUserEvents(app, request, reply),
  );
  app.addHook('preClose', async () => {
    for (const stream of [...streamsOf(app)]) stream.end();
  });
  app.addHook('onClose', async () => {
    await app.platform.realtime.close();
  });
}

/** Streams open in this process (tests look). */
export function openStreamCount(app: FastifyInstance): number {
  return streamsOf(app).size;
}
