import { isApiError, type ApiError } from './api-client';

/**
 * Which failures the calling code deals with itself. `true`: all of them (the global handler stays quiet);
 * a function: those for which it returns true. Session invalidation is always handled globally.
 */
export type HandledErrors = true | ((error: ApiError) => boolean);

/** Ready-made `handledErrors` values for query and mutation `meta`. */
export const handles = {
  /** The caller shows 4xx answers itself (form errors); network failures and 5xx still open the modal. */
  clientErrors: (error: ApiError) => error.isClientError,
  /** The caller shows these message keys itself. */
  keys:
    (...keys: string[]) =>
    (error: ApiError) =>
      keys.includes(error.key),
  statuses:
    (...statuses: number[]) =>
    (error: ApiError) =>
      statuses.includes(error.status),
};

export type FailureOutcome = 'ignore' | 'session-invalid' | 'network-error-modal';

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && (error as { name: unknown }).name === 'AbortError';
}

/**
 * The global rule for failed requests: an invalidated session logs the user out; any other failure the caller
 * does not handle (network failure, 5xx, an unexpected 4xx, a bug in the calling code) opens the
 * network-request-error modal.
 */
export function classifyFailure(error: unknown, handled?: HandledErrors): FailureOutcome {
  if (isAbort(error)) return 'ignore';
  if (isApiError(error) && error.isSessionInvalid) return 'session-invalid';
  if (handled === true) return 'ignore';
  if (handled && isApiError(error) && handled(error)) return 'ignore';
  return 'network-error-modal';
}
