import { isApiError } from './api-client';

/** What a feature passes to /{lang}/error in the navigation state: `navigate(lp('/error'), { state: toErrorPageState(e) })`. */
export interface ErrorPageState {
  error: {
    /** A displayable (already translated) message. */
    message?: string;
    /** A message key of the catalogue, used when there is no message. */
    key?: string;
    params?: Record<string, string | number>;
  };
}

export function toErrorPageState(error: unknown): ErrorPageState {
  if (isApiError(error)) return { error: { message: error.message, key: error.key, params: error.params } };
  if (typeof error === 'string') return { error: { message: error } };
  return { error: {} };
}

/** Reads the navigation state defensively: history state survives reloads and may come from anywhere. */
export function readErrorPageState(state: unknown): ErrorPageState['error'] | null {
  if (typeof state !== 'object' || state === null || !('error' in state)) return null;
  const error = (state as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return null;
  const record = error as Record<string, unknown>;
  const params: Record<string, string | number> = {};
  if (typeof record.params === 'object' && record.params !== null) {
    for (const [name, value] of Object.entries(record.params)) {
      if (typeof value === 'string' || typeof value === 'number') params[name] = value;
    }
  }
  return {
    message: typeof record.message === 'string' ? record.message : undefined,
    key: typeof record.key === 'string' ? record.key : undefined,
    params,
  };
}
