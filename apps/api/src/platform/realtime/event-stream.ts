import { PassThrough } from 'node:stream';
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
 * never compressed or buffered: compression leaves streams alone (platform/http/content-encoding.ts), and
 * `X-Accel-Buffering: no` and `Cache-Control: no-transform` ask proxies to pass each event on at once.
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

/**
 * The route helper: answers `request` with a stream of the events of `topics` until the browser goes or the
 * server closes. The caller decides the topics from the signed-in session (never from the request's input).
 */
export async function streamEvents(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, userId: number, topics: readonly Topic[]): Promise<FastifyReply> {
  const options = configured.get(app) ?? { heartbeatMs: app.platform.config.eventHeartbeatSeconds * 1000, maxStreamsPerUser: DEFAULT_MAX_STREAMS_PER_USER };
  const streams = streamsOf(app);
  const mine = [...streams].filter((stream) => stream.userId === userId).length;
  if (mine >= options.maxStreamsPerUser) throw new AppError(429, 'too-many-event-streams', { max: options.maxStreamsPerUser });

  const body = new PassThrough();
  let heartbeat: NodeJS.Timeout | null = null;
  let unsubscribe: (() => void) | null = null;
  const stream: OpenStream = { userId, end: () => finish() };
  function finish(): void {
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
    unsubscribe?.();
    unsubscribe = null;
    streams.delete(stream);
    if (!body.writableEnded) body.end();
  }
  streams.add(stream);
  // The browser went (tab closed, network lost): nothing more is written.
  request.raw.once('close', finish);
  reply.raw.once('close', finish);
  body.once('error', finish);

  unsubscribe = await app.platform.realtime.subscribe(topics, (event) => {
    if (!body.writableEnded) body.write(frame(event));
  });
  if (!streams.has(stream)) {
    // Closed while subscribing.
    finish();
  }
  heartbeat = setInterval(() => {
    if (!body.writableEnded) body.write(': ping\n\n');
  }, options.heartbeatMs);
  heartbeat.unref();

  body.write(`retry: ${RECONNECT_MS}\n\n`);
  body.write(frame({ type: STREAM_OPEN_EVENT }));
  return reply
    .code(200)
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-store, no-transform')
    .header('x-accel-buffering', 'no')
    .send(body);
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
