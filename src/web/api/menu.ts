import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarDay } from '../../common/calendar-days';
import type { MenuEntry, MenuEntryRequestInput } from '../../common/schemas/menu';
import { api } from './client';

export const menuKeys = {
  all: ['menu'] as const,
  range: (from: CalendarDay, to: CalendarDay) => ['menu', from, to] as const,
};

export const menuApi = {
  entries: (from: CalendarDay, to: CalendarDay) =>
    api.get<MenuEntry[]>(`/api/menu?${new URLSearchParams({ from, to })}`),
  /** Answers the saved entry, or null when all three meals were empty and the day was cleared. */
  save: (entry: MenuEntryRequestInput) => api.post<{ entry: MenuEntry | null }>('/api/menu', entry),
};

/** Boards keep polling while they show the data; pages refetch after their own writes. */
type QueryOptions = { refetchInterval?: number };

/** The entries of the days from `from` to `to`, both included. */
export function useMenuEntries(from: CalendarDay, to: CalendarDay, options: QueryOptions = {}) {
  return useQuery({
    queryKey: menuKeys.range(from, to),
    queryFn: () => menuApi.entries(from, to),
    ...options,
  });
}

export function useSaveMenuEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: menuApi.save,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuKeys.all }),
  });
}
