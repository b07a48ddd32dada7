import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, isUnauthorizedError } from '@/api/api-error';
import type { RequestMeta } from '@/api/query-meta';

export interface QueryErrorHandlers {
  /** A request answered 401: the session is gone (spec 8). */
  onUnauthorized: () => void;
  /** Any other failure of a request that is not silent. */
  onError: (error: unknown) => void;
  /** Every failure but a 401, silent or not: the error log (spec 8). */
  onReport?: (error: unknown) => void;
}

/** Client errors (4xx) will answer the same again; only failures without an answer or 5xx are retried. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status !== null && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * The query client of the portal. Failures are handled here, once, for every query and mutation: a 401 ends the
 * session, anything else is reported unless the request is marked silent. The HTTP client itself stays pure.
 */
export function createAppQueryClient(handlers: QueryErrorHandlers): QueryClient {
  const handle = (error: unknown, meta: RequestMeta | undefined) => {
    if (isUnauthorizedError(error)) {
      handlers.onUnauthorized();
      return;
    }
    handlers.onReport?.(error);
    if (!meta?.isSilent) handlers.onError(error);
  };

  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => handle(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => handle(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
