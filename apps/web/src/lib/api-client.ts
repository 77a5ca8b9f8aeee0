import { CSRF_COOKIE, CSRF_HEADER } from '@marginalia/contracts/auth/auth.constants';

/**
 * The one way the web app talks to the API: same-origin fetch with the session cookie, JSON in and out,
 * and every non-2xx answer turned into an ApiError carrying the server's message key and translation.
 */

export interface FieldError {
  error: string;
  message: string;
}

export type ErrorParams = Record<string, string | number>;

/** Key used when the request never got an answer (offline, DNS, connection reset). */
export const NETWORK_FAILURE_KEY = 'network-request-error';
/** Key the server gives a 401 when the session is missing, expired or revoked. */
export const SESSION_INVALID_KEY = 'session-invalid';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when no answer arrived. */
    readonly status: number,
    /** Message key from `error.error` (e.g. `session-invalid`), or a client-side key. */
    readonly key: string,
    /** The server's translated text, or '' when the server did not send one. */
    message: string,
    readonly params: ErrorParams = {},
    readonly fields: Record<string, FieldError> = {},
  ) {
    super(message);
  }

  get isNetworkFailure(): boolean {
    return this.status === 0;
  }

  get isServerError(): boolean {
    return this.status >= 500;
  }

  get isSessionInvalid(): boolean {
    return this.key === SESSION_INVALID_KEY;
  }

  /** A 4xx: something the user or the calling code can act on. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads `{ statusCode, error: { error, message, params, fields } }`; tolerates missing parts and foreign bodies. */
export function parseErrorBody(status: number, body: unknown, fallbackText = ''): ApiError {
  const inner = isRecord(body) && isRecord(body.error) ? body.error : null;
  if (!inner) {
    // Not our error format (a proxy page, an empty body): keep the status so the caller can still decide.
    return new ApiError(status, status >= 500 ? 'server-error' : 'request-failed', fallbackText);
  }
  const key = typeof inner.error === 'string' && inner.error !== '' ? inner.error : status >= 500 ? 'server-error' : 'request-failed';
  const message = typeof inner.message === 'string' ? inner.message : fallbackText;
  const params: ErrorParams = {};
  if (isRecord(inner.params)) {
    for (const [name, value] of Object.entries(inner.params)) {
      if (typeof value === 'string' || typeof value === 'number') params[name] = value;
    }
  }
  const fields: Record<string, FieldError> = {};
  if (isRecord(inner.fields)) {
    for (const [name, value] of Object.entries(inner.fields)) {
      if (isRecord(value) && typeof value.error === 'string') {
        fields[name] = { error: value.error, message: typeof value.message === 'string' ? value.message : '' };
      }
    }
  }
  return new ApiError(status, key, message, params, fields);
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** Sent as JSON (FormData is sent as is, for uploads). */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.append(name, String(value));
  }
  const text = search.toString();
  if (text === '') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${text}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Performs one API call and resolves to the parsed JSON body; rejects with ApiError. Aborts reject as they are. */
/** The CSRF cookie's value (readable by our scripts only), echoed in a header on state-changing calls (ADR 0005). */
export function readCsrfToken(cookieString: string = typeof document === 'undefined' ? '' : document.cookie): string | null {
  for (const part of cookieString.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CSRF_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal, headers = {} } = options;
  const csrf = method === 'GET' ? null : readCsrfToken();
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...(csrf ? { [CSRF_HEADER]: csrf } : {}), ...headers },
    signal,
  };
  if (body !== undefined) {
    if (body instanceof FormData) {
      init.body = body;
    } else {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), init);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_FAILURE_KEY, error instanceof Error ? error.message : '');
  }

  let parsed: unknown;
  try {
    parsed = await readJson(response);
  } catch (error) {
    // The connection dropped while the body was streaming.
    if (signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_FAILURE_KEY, error instanceof Error ? error.message : '');
  }
  if (!response.ok) throw parseErrorBody(response.status, parsed, response.statusText);
  return parsed as T;
}

export const api = {
  get: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
