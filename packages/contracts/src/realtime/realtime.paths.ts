/**
 * The signed-in user's server-sent events (apps/api/src/platform/realtime/README.md): one stream per browser
 * tab, carrying notices such as `{ "type": "support.message", "request": "SR-…" }` for the user (and, for staff,
 * the staff's). The browser opens it with EventSource; pages reload what a notice names through the API.
 */
export const EVENTS_PATH = '/api/events';

/** Sent as the first message of every stream: the page may reload what it shows (it may have missed notices). */
export const STREAM_OPEN_EVENT = 'stream.open';
