import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, type ApiError } from './api-client';
import { APPLICATION_KEY, invalidateSession } from './application-query';
import { networkErrorStore } from './network-error-store';
import { classifyFailure, type HandledErrors } from './request-failures';

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: Error;
    queryMeta: { handledErrors?: HandledErrors };
    mutationMeta: { handledErrors?: HandledErrors };
  }
}

let sessionInvalidation: Promise<void> | null = null;
let failureHandler: ((error: unknown, handledErrors: HandledErrors | undefined) => void) | null = null;

/**
 * For requests made outside TanStack Query (a download, a beacon): applies the same global rule as
 * queries and mutations — session-invalid logs out, anything else not handled opens the modal.
 */
export function reportRequestFailure(error: unknown, handledErrors?: HandledErrors): void {
  failureHandler?.(error, handledErrors);
}

function isApplicationQuery(query: { queryKey: readonly unknown[] }): boolean {
  return query.queryKey[0] === APPLICATION_KEY[0];
}

export function createQueryClient(): QueryClient {
  const onFailure = (error: unknown, handledErrors: HandledErrors | undefined) => {
    const outcome = classifyFailure(error, handledErrors);
    if (outcome === 'session-invalid') {
      // Several requests failing at once reload the user once.
      sessionInvalidation ??= invalidateSession(queryClient).finally(() => {
        sessionInvalidation = null;
        queryClient.removeQueries({ predicate: (query) => !isApplicationQuery(query), type: 'inactive' });
      });
    } else if (outcome === 'network-error-modal') {
      networkErrorStore.open({
        key: isApiError(error) ? error.key : 'network-request-error',
        // A server's translated text helps; a browser's "Failed to fetch" does not.
        detail: isApiError(error) && !error.isNetworkFailure ? (error as ApiError).message : '',
      });
    }
  };

  failureHandler = onFailure;

  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // The load has its own retry policy and error screen; it never opens the modal.
        if (isApplicationQuery(query)) return;
        onFailure(error, query.meta?.handledErrors);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => onFailure(error, mutation.meta?.handledErrors),
    }),
    defaultOptions: {
      queries: {
        // Retry only what may succeed on a second try: no answer or a server error.
        retry: (failureCount, error) => failureCount < 2 && isApiError(error) && (error.isNetworkFailure || error.isServerError),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
