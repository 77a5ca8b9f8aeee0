import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

/**
 * What the logs may say about an error and a request. Logs leave the database's protection (they are
 * shipped, kept and read by more people), so they never carry values a customer sent or that were
 * read for them: an error is logged as its class, its code, a message without query parameters or
 * values, its stack frames and its causes; a request as its method, its route pattern and the address
 * it came from, never its query string, body or the secrets some paths carry.
 */

// A type, not an interface: loggers take it as a record of strings.
export type LoggedError = {
  type: string;
  code?: string | number;
  message: string;
  /** The safe message, then the stack frames ('' when the error has no stack). */
  stack: string;
  /** Names from the schema a database error points at (never the row's values). */
  constraint?: string;
  table?: string;
  column?: string;
  cause?: LoggedError;
};

/** How deep a chain of causes is followed. */
const MAX_CAUSES = 3;
const MAX_MESSAGE_LENGTH = 2_000;

type ErrorFields = Error & { code?: unknown; query?: unknown; params?: unknown; severity?: unknown; constraint?: unknown; table?: unknown; column?: unknown };

/** A failed query of Drizzle: its message ends with `params: …`, the values of the query. */
function isFailedQuery(error: ErrorFields): error is ErrorFields & { query: string } {
  return typeof error.query === 'string' && 'params' in error && error.message.startsWith('Failed query: ');
}

/** An error of the database server: a five-character SQLSTATE code and a severity (PostgreSQL and PGlite). */
function isDatabaseError(error: ErrorFields): boolean {
  return typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && typeof error.severity === 'string';
}

/**
 * A database server's message without the value it quotes: `invalid input syntax for type integer: "…"`,
 * `value "…" is out of range for type integer`. Names of columns, types and constraints stay.
 */
function withoutQuotedValues(message: string): string {
  return message.replace(/: ".*"$/s, ': "…"').replace(/\bvalue ".*" is out of range/s, 'value "…" is out of range');
}

function safeMessage(error: ErrorFields): string {
  const message = isFailedQuery(error) ? `Failed query: ${error.query}` : isDatabaseError(error) ? withoutQuotedValues(error.message) : error.message;
  return message.length > MAX_MESSAGE_LENGTH ? `${message.slice(0, MAX_MESSAGE_LENGTH)}…` : message;
}

/** The stack's frames under the safe message: V8 writes the original message (values and all) at its top. */
function safeStack(error: Error, type: string, message: string): string {
  if (typeof error.stack !== 'string') return '';
  const header = error.message ? `${error.name}: ${error.message}` : error.name;
  const frames = error.stack.startsWith(header)
    ? error.stack.slice(header.length).replace(/^\n/, '')
    : error.stack
        .split('\n')
        .filter((line) => /^\s+at \S/.test(line))
        .join('\n');
  return `${type}: ${message}${frames ? `\n${frames}` : ''}`;
}

function typeOf(error: Error): string {
  const constructorName = error.constructor?.name;
  // Bundled libraries may ship minified class names ('O'); their `name` says more.
  return constructorName && constructorName !== 'Error' && constructorName.length > 2 ? constructorName : error.name;
}

/** An error as the logs may hold it. Not an Error at all: only its kind. */
export function loggedError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'a thrown value that is not an Error', stack: '' };
  const fields = error as ErrorFields;
  const type = typeOf(error);
  const message = safeMessage(fields);
  const logged: LoggedError = { type, message, stack: safeStack(error, type, message) };
  if (typeof fields.code === 'string' || typeof fields.code === 'number') logged.code = fields.code;
  if (isDatabaseError(fields)) {
    if (typeof fields.constraint === 'string') logged.constraint = fields.constraint;
    if (typeof fields.table === 'string') logged.table = fields.table;
    if (typeof fields.column === 'string') logged.column = fields.column;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) logged.cause = loggedError(error.cause, depth + 1);
  return logged;
}

interface RequestLike {
  method: string;
  url: string;
  ip?: string;
  routeOptions?: { url?: string };
}

/** A request as the logs may hold it: the route's pattern (`/api/order/:externalId`), or for no route the path without its query. */
export function loggedRequest(request: RequestLike): { method: string; url: string; remoteAddress?: string } {
  const url = request.routeOptions?.url ?? request.url.split('?')[0] ?? '';
  return { method: request.method, url, ...(request.ip ? { remoteAddress: request.ip } : {}) };
}

/** The serializers every logger of the application uses (the server's and the workers'). */
export const logSerializers = { err: (error: unknown) => loggedError(error), req: loggedRequest };

/**
 * The server's logger: off when the level is 'silent', else pino at that level with the safe serializers,
 * writing to `stream` when one is given (the standard output otherwise).
 */
export function loggerOptions(level: string, stream?: DestinationStream): NonNullable<FastifyServerOptions['logger']> {
  if (level === 'silent') return false;
  return stream ? { level, serializers: logSerializers, stream } : { level, serializers: logSerializers };
}
