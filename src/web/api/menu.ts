import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarDay } from '../../common/calendar-days';
import type { MenuEntry, MenuEntryRequestInput } from '../../common/schemas/menu';
import { api } from './client';
import { invalidateFor, queryKeys, useRefreshPolicy } from './freshness';

export const menuApi = {
  entries: (from: CalendarDay, to: CalendarDay) =>
    api.get<MenuEntry[]>(`/api/menu?${new URLSearchParams({ from, to })}`),
  /** Answers the saved entry, or null when all three meals were empty and the day was cleared. */
  save: (entry: MenuEntryRequestInput) => api.post<{ entry: MenuEntry | null }>('/api/menu', entry),
};

/** The entries of the days from `from` to `to`, both included. */
export function useMenuEntries(from: CalendarDay, to: CalendarDay) {
  return useQuery({
    queryKey: queryKeys.menuRange(from, to),
    queryFn: () => menuApi.entries(from, to),
    ...useRefreshPolicy(),
  });
}

export function useSaveMenuEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: menuApi.save,
    onSuccess: () => invalidateFor(queryClient, 'menu'),
  });
}
