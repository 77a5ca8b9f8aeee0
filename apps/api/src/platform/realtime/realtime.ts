import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';

/**
 * Real-time events (README.md beside this file, ADR 0026). An event is a small notice — "request SR-… has a new
 * message" — published to a topic; every process of the deployment hears it through PostgreSQL's
 * LISTEN/NOTIFY (PGlite delivers it in process) and hands it to the event streams open on that topic. A page
 * that hears one reloads what changed through the ordinary API, which checks who may read it.
 */

/** NOTIFY channel of every event (one LISTEN per process, whatever the number of streams). */
export const REALTIME_CHANNEL = 'realtime_events';

/** NOTIFY carries at most 8000 bytes; an event is a notice, not the data, so it stays far below. */
export const MAX_EVENT_BYTES = 2000;

/**
 * Who hears an event: one user (`user:42`; only that user's own streams subscribe to it) or every staff
 * member (`staff`). Subscribing is done by the stream route from the signed-in session, never from the request.
 */
export type Topic = `user:${number}` | 'staff';

export const STAFF_TOPIC: Topic = 'staff';

export function userTopic(userId: number): Topic {
  if (!Number.isSafeInteger(userId) || userId <= 0) throw new RangeError(`not a user id: ${userId}`);
  return `user:${userId}`;
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** What a stream sends: `type` names the event (`support.message`), the rest is small JSON a page acts on. */
export interface RealtimeEvent {
  type: string;
  [field: string]: Json;
}

export type EventListener = (event: RealtimeEvent) => void;

export interface PublishOptions {
  /** A transaction: the event is delivered when it commits, and never if it rolls back. */
  db?: Db;
}

export interface Realtime {
  /**
   * Publishes `event` to `topic` in every process. Inside a transaction (`{ db: tx }`) it is delivered at
   * commit, so a page never hears of a change it cannot read yet; without, at once.
   */
  publish(topic: Topic, event: RealtimeEvent, options?: PublishOptions): Promise<void>;
  /** Hears the events of `topics` published by any process; returns the unsubscribe function. */
  subscribe(topics: readonly Topic[], listener: EventListener): Promise<() => void>;
  /** Listeners subscribed in this process (a test and the shutdown look at it). */
  listenerCount(): number;
  /** Stops listening; the listeners are dropped. */
  close(): Promise<void>;
}

interface Envelope {
  topic: Topic;
  event: RealtimeEvent;
}

function isTopic(value: unknown): value is Topic {
  return value === STAFF_TOPIC || (typeof value === 'string' && /^user:[1-9]\d*$/.test(value));
}

function parseEnvelope(payload: string): Envelope | null {
  try {
    const parsed = JSON.parse(payload) as { topic?: unknown; event?: unknown };
    const event = parsed.event as RealtimeEvent | undefined;
    if (!isTopic(parsed.topic) || typeof event !== 'object' || event === null || typeof event.type !== 'string') return null;
    return { topic: parsed.topic, event };
  } catch {
    return null;
  }
}

export function createRealtime(database: Database, log: FastifyBaseLogger): Realtime {
  const listeners = new Map<Topic, Set<EventListener>>();
  let listening: Promise<(() => Promise<void>) | null> | null = null;
  let closed = false;

  function deliver(payload: string): void {
    const envelope = parseEnvelope(payload);
    if (!envelope) {
      log.warn({ payload: payload.slice(0, 200) }, 'ignored a malformed real-time event');
      return;
    }
    for (const listener of listeners.get(envelope.topic) ?? []) {
      try {
        listener(envelope.event);
      } catch (err) {
        log.warn({ err, type: envelope.event.type }, 'a real-time listener failed');
      }
    }
  }

  /** One LISTEN per process, started by the first subscriber. */
  function listen(): Promise<(() => Promise<void>) | null> {
    listening ??= database.listen(REALTIME_CHANNEL, deliver).catch((err: unknown) => {
      log.error({ err }, 'cannot listen for real-time events; pages fall back to reloading');
      listening = null;
      return null;
    });
    return listening;
  }

  return {
    async publish(topic, event, options = {}) {
      if (!isTopic(topic)) throw new RangeError(`not a topic: ${String(topic)}`);
      const payload = JSON.stringify({ topic, event } satisfies Envelope);
      if (Buffer.byteLength(payload) > MAX_EVENT_BYTES) throw new RangeError(`real-time event ${event.type} is over ${MAX_EVENT_BYTES} bytes: publish a notice, not the data`);
      const db = options.db ?? database.db;
      await db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${payload})`);
    },

    async subscribe(topics, listener) {
      if (closed) throw new Error('real-time events are closed');
      for (const topic of topics) {
        if (!isTopic(topic)) throw new RangeError(`not a topic: ${String(topic)}`);
        let set = listeners.get(topic);
        if (!set) listeners.set(topic, (set = new Set()));
        set.add(listener);
      }
      await listen();
      return () => {
        for (const topic of topics) {
          const set = listeners.get(topic);
          set?.delete(listener);
          if (set?.size === 0) listeners.delete(topic);
        }
      };
    },

    listenerCount() {
      let count = 0;
      for (const set of listeners.values()) count += set.size;
      return count;
    },

    async close() {
      closed = true;
      listeners.clear();
      const unlisten = await listening;
      listening = null;
      await unlisten?.().catch(() => undefined);
    },
  };
}
