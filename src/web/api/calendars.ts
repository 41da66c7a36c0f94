import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddCalendarSource, CalendarEvent, CalendarSource } from '../../common/schemas/calendars';
import { api } from './client';
import { invalidateFor, queryKeys, useRefreshPolicy } from './freshness';

export const calendarsApi = {
  sources: () => api.get<CalendarSource[]>('/api/calendars'),
  /** Reads the source once before answering: a bad address or password is refused with its reason. */
  add: (body: AddCalendarSource) => api.post<CalendarSource>('/api/calendars', body),
  remove: (id: number) => api.delete<void>(`/api/calendars/${id}`),
  refresh: (id: number) => api.post<CalendarSource>(`/api/calendars/${id}/refresh`),
  /** The family's events from the start of its today to 90 days ahead. */
  events: () => api.get<CalendarEvent[]>('/api/events'),
};

export function useCalendarSources() {
  return useQuery({
    queryKey: queryKeys.calendars,
    queryFn: calendarsApi.sources,
    ...useRefreshPolicy(),
  });
}

export function useEvents() {
  return useQuery({
    queryKey: queryKeys.events,
    queryFn: calendarsApi.events,
    ...useRefreshPolicy(),
  });
}

/** Adding, removing or refreshing a source changes both the sources and the events. */
function useCalendarMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([invalidateFor(queryClient, 'calendars'), invalidateFor(queryClient, 'events')]);
    },
  });
}

export const useAddCalendarSource = () => useCalendarMutation(calendarsApi.add);
export const useRemoveCalendarSource = () => useCalendarMutation(calendarsApi.remove);
export const useRefreshCalendarSource = () => useCalendarMutation(calendarsApi.refresh);
