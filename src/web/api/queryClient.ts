import {
  type Query,
  QueryClient,
  type QueryFunction,
  type QueryFunctionContext,
  type QueryKey,
} from '@tanstack/react-query';
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

/** `keepAnswer` for the queries of `resources` only; the rest are fetched as usual. */
function keepAnswersOf(resources: readonly string[]) {
  const kept = new Set(resources);
  return <T>(queryFn: QueryFunction<T, QueryKey>, context: QueryFunctionContext<QueryKey>, query: Query) =>
    kept.has(String(query.queryKey[0])) ? keepAnswer(queryFn, context, query) : queryFn(context);
}

/**
 * `keepAnswers`: a display's client, whose last answers outlive a reload while the server is away
 * (keptAnswers.ts); it asks even when the browser reports no network, to get them at once, and not
 * again when the network comes back: its live stream's return refetches everything, once.
 */
export function createQueryClient({
  keepAnswers = false,
  keepAnswersOf: offlineReads,
}: {
  keepAnswers?: boolean;
  /**
   * The app's pages: the resources whose last answers outlive a reload with no network (the
   * shopping and task lists a phone uses in the shop), kept as a display keeps all of its.
   */
  keepAnswersOf?: readonly string[];
} = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        ...(keepAnswers
          ? { persister: keepAnswer, networkMode: 'always' as const, refetchOnReconnect: false }
          : {}),
        ...(offlineReads ? { persister: keepAnswersOf(offlineReads) } : {}),
      },
      mutations: { retry: false },
    },
  });
}
