import {
  type DefaultError,
  type DefaultedQueryObserverOptions,
  hashKey,
  type MutationOptions,
  QueryClient,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';

export const NOT_IN_DEMO = 'This is not part of the demo.';

type Answers = Iterable<readonly [queryKey: readonly unknown[], answer: unknown]>;

/**
 * The demo's query client: every query is answered from the sample data it was given, never from
 * the server, and every mutation is refused before it is sent. Whatever a widget's hook asks for,
 * with whatever options, the demo makes no call that reads or writes a family's data.
 */
class DemoQueryClient extends QueryClient {
  private readonly answers = new Map<string, unknown>();

  constructor(answers: Answers) {
    super();
    for (const [queryKey, answer] of answers) {
      this.answers.set(hashKey(queryKey), answer);
      this.setQueryData(queryKey, answer);
    }
  }

  override defaultQueryOptions<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    const defaulted = super.defaultQueryOptions(options);
    return {
      ...defaulted,
      queryFn: ({ queryKey }) => {
        const key = hashKey(queryKey);
        return this.answers.has(key)
          ? Promise.resolve(this.answers.get(key) as TQueryFnData)
          : Promise.reject(new Error(NOT_IN_DEMO));
      },
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: Number.POSITIVE_INFINITY,
      refetchInterval: false,
      refetchOnMount: false,
      refetchOnReconnect: false,
      refetchOnWindowFocus: false,
      retry: false,
      networkMode: 'always',
      persister: undefined,
    };
  }

  // biome-ignore lint/suspicious/noExplicitAny: the signature QueryClient declares, which an override must keep
  override defaultMutationOptions<T extends MutationOptions<any, any, any, any>>(options?: T): T {
    return {
      ...super.defaultMutationOptions(options),
      mutationFn: () => Promise.reject(new Error(NOT_IN_DEMO)),
      retry: false,
    } as T;
  }
}

export function createDemoQueryClient(answers: Answers): QueryClient {
  return new DemoQueryClient(answers);
}
