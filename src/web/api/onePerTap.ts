import { hashKey, type UseMutationOptions, type UseMutationResult, useMutation } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

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
  const inFlight = useRef<{ key: string; write: Promise<TData> } | null>(null);
  const { mutateAsync: send } = mutation;

  const mutateAsync = useCallback<typeof send>(
    (...args) => {
      const key = hashKey([args[0]]);
      if (inFlight.current?.key === key) return inFlight.current.write;
      const write = send(...args);
      inFlight.current = { key, write };
      const settle = () => {
        if (inFlight.current?.write === write) inFlight.current = null;
      };
      write.then(settle, settle);
      return write;
    },
    [send],
  );
  const mutate = useCallback<typeof mutation.mutate>(
    (...args) => {
      // Like useMutation's own `mutate`: a failure is drawn from `error`, not thrown.
      mutateAsync(...args).catch(() => {});
    },
    [mutateAsync],
  );
  return { ...mutation, mutate, mutateAsync };
}
