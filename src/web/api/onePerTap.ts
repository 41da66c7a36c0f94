import { hashKey, type UseMutationOptions, type UseMutationResult, useMutation } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: any send's arguments, passed on as they came.
type Send = (...args: any[]) => Promise<unknown>;

/**
 * `send`, except that a call with the same first argument (deep-equal) while that call's write is
 * on its way joins it: it gets the same promise, and nothing more is sent.
 */
export function joinRepeats<F extends Send>(send: F): F {
  let inFlight: { key: string; write: ReturnType<F> } | null = null;
  return ((...args: Parameters<F>) => {
    const key = hashKey([args[0]]);
    if (inFlight?.key === key) return inFlight.write;
    const current = { key, write: send(...args) as ReturnType<F> };
    inFlight = current;
    const settle = () => {
      if (inFlight === current) inFlight = null;
    };
    current.write.then(settle, settle);
    return current.write;
  }) as unknown as F;
}

/**
 * A mutation sent once per tap: asked for again with the same variables while that write is on its
 * way, it joins the write instead of sending a second one (a double tap on Add Child makes one
 * child). A disabled button is not enough: the query client tells the page about `isPending` a tick
 * after the write starts, and a quick second tap lands before it. Different variables (the next
 * item typed into a list) are sent as usual. Variables must be plain data (no files).
 */
export function useOnePerTapMutation<TData, TError, TVariables, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const mutation = useMutation(options);
  const { mutateAsync: send } = mutation;
  const mutateAsync = useMemo(() => joinRepeats(send), [send]);
  const mutate = useCallback<typeof mutation.mutate>(
    (...args) => {
      // Like useMutation's own `mutate`: a failure is drawn from `error`, not thrown.
      mutateAsync(...args).catch(() => {});
    },
    [mutateAsync],
  );
  return { ...mutation, mutate, mutateAsync };
}
