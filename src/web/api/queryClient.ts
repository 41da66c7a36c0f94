import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';
import { keepAnswer } from './keptAnswers';

/**
 * Client errors (4xx) will not change on a retry; network blips and 5xx get one more try. By status,
 * as a proxy's 5xx carries no code.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * `keepAnswers`: a display's client, whose last answers outlive a reload while the server is away
 * (keptAnswers.ts); it asks even when the browser reports no network, to get them at once, and not
 * again when the network comes back: its live stream's return refetches everything, once.
 */
export function createQueryClient({ keepAnswers = false } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        ...(keepAnswers
          ? { persister: keepAnswer, networkMode: 'always' as const, refetchOnReconnect: false }
          : {}),
      },
      mutations: { retry: false },
    },
  });
}
