import { useEffect, useRef } from 'react';
import { EVENTS_PATH, STREAM_OPEN_EVENT } from '@marginalia/contracts/realtime/realtime.paths';

/**
 * The signed-in user's real-time events (server-sent events, apps/api/src/platform/realtime/README.md): one
 * EventSource per tab, opened while some component listens and closed when none does. An event is a notice
 * (`{ type: 'support.message', request: 'SR-…' }`); listeners reload what it names through the API.
 * `stream.open` comes first on every (re)connection: listeners reload what they show, as they may have missed
 * notices meanwhile.
 */
export interface RealtimeEvent {
  type: string;
  [field: string]: unknown;
}

type Listener = (event: RealtimeEvent) => void;

/** After the browser gives up (a 503 while a server restarts, a 401), try again after this long, doubling to a cap. */
const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 60_000;

const listeners = new Map<string, Set<Listener>>();
let source: EventSource | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let retryMs = RETRY_FIRST_MS;

function listenerCount(): number {
  let count = 0;
  for (const set of listeners.values()) count += set.size;
  return count;
}

function dispatch(event: RealtimeEvent): void {
  for (const listener of [...(listeners.get(event.type) ?? []), ...(listeners.get('*') ?? [])]) listener(event);
}

function parse(data: string): RealtimeEvent | null {
  try {
    const value = JSON.parse(data) as unknown;
    return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string' ? (value as RealtimeEvent) : null;
  } catch {
    return null;
  }
}

function open(): void {
  if (source || typeof EventSource === 'undefined') return;
  const stream = new EventSource(EVENTS_PATH, { withCredentials: true });
  source = stream;
  stream.onmessage = (message: MessageEvent<string>) => {
    const event = parse(message.data);
    if (!event) return;
    if (event.type === STREAM_OPEN_EVENT) retryMs = RETRY_FIRST_MS;
    dispatch(event);
  };
  stream.onerror = () => {
    // EventSource reconnects by itself after a dropped connection, but gives up for good on an answer that
    // is not a stream (a 503 from a server that is closing): then this tab tries again, more slowly each time.
    if (stream.readyState !== EventSource.CLOSED) return;
    close();
    if (listenerCount() === 0) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      if (listenerCount() > 0) open();
    }, retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };
}

function close(): void {
  source?.close();
  source = null;
}

/** Listens to events of `type` (or `'*'`, every event); returns the function that stops listening. */
export function subscribeToEvents(type: string, listener: Listener): () => void {
  let set = listeners.get(type);
  if (!set) listeners.set(type, (set = new Set()));
  set.add(listener);
  open();
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(type);
    if (listenerCount() === 0) {
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      close();
    }
  };
}

/**
 * Calls `handler` for each event of one of `types` while the component is mounted and `enabled` (a signed-in
 * user: visitors have no stream). The handler may change between renders without reconnecting.
 */
export function useRealtimeEvents(types: readonly string[], handler: (event: RealtimeEvent) => void, enabled = true): void {
  const latest = useRef(handler);
  latest.current = handler;
  const key = types.join(' ');
  useEffect(() => {
    if (!enabled) return;
    const stops = key.split(' ').map((type) => subscribeToEvents(type, (event) => latest.current(event)));
    return () => stops.forEach((stop) => stop());
  }, [key, enabled]);
}
