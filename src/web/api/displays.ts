import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Display, UpdateDisplay } from '../../common/schemas/displays';
import { api } from './client';
import { invalidateFor, queryKeys } from './freshness';

export const displaysApi = {
  list: () => api.get<Display[]>('/api/displays'),
  /** The display this browser is, when it is a paired TV. */
  current: () => api.get<Display>('/api/displays/this'),
  update: (id: number, update: UpdateDisplay) => api.patch<Display>(`/api/displays/${id}`, update),
  unpair: (id: number) => api.delete<{ success: boolean }>(`/api/displays/${id}`),
};

export function useDisplays() {
  return useQuery({ queryKey: queryKeys.displays, queryFn: displaysApi.list });
}

/** A paired TV's own record; a change announced for devices (a parent switching it) refetches it. */
export function useThisDisplay(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.thisDisplay,
    queryFn: displaysApi.current,
    enabled,
    networkMode: 'always',
    retry: false,
  });
}

function useDisplayMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateFor(queryClient, 'devices') });
}

export const useUpdateDisplay = () =>
  useDisplayMutation(({ id, update }: { id: number; update: UpdateDisplay }) =>
    displaysApi.update(id, update),
  );
export const useUnpairDisplay = () => useDisplayMutation(displaysApi.unpair);
