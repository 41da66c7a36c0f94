import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarProviderId } from '../../common/calendar-providers';
import type {
  AddCalendarSource,
  CalendarEvent,
  CalendarSource,
  Connections,
  RemoteCalendar,
} from '../../common/schemas/calendars';
import { api } from './client';
import { invalidateFor, queryKeys, useRefreshPolicy } from './freshness';
import { useOnePerTapMutation } from './onePerTap';

export const calendarsApi = {
  sources: () => api.get<CalendarSource[]>('/api/calendars'),
  /** Reads the source once before answering: a bad address or password is refused with its reason. */
  add: (body: AddCalendarSource) => api.post<CalendarSource>('/api/calendars', body),
  remove: (id: number) => api.delete<void>(`/api/calendars/${id}`),
  /** Whose calendar it is; null for the whole family's. */
  setPerson: (id: number, personId: number | null) =>
    api.patch<CalendarSource>(`/api/calendars/${id}`, { personId }),
  refresh: (id: number) => api.post<CalendarSource>(`/api/calendars/${id}/refresh`),
  /** The family's events from the start of its today to 90 days ahead. */
  events: () => api.get<CalendarEvent[]>('/api/events'),
  connections: () => api.get<Connections>('/api/auth/connections'),
  /** The calendars a connected account offers. */
  remoteCalendars: (provider: Provider) => api.get<RemoteCalendar[]>(`/api/auth/${provider}/calendars`),
  /** Disconnects the account; its calendars leave Luno. */
  revoke: (provider: Provider) => api.post<{ success: boolean }>(`/api/auth/${provider}/revoke`),
};

export type Provider = CalendarProviderId;

/** Where the browser goes to connect an account: a whole-page visit, through the provider and back. */
export const connectUrl = (provider: Provider) => `/api/auth/${provider}`;

// Connections live under the calendars key: a change announced for calendars refreshes them too.
export function useConnections(enabled = true) {
  return useQuery({
    queryKey: [...queryKeys.calendars, 'connections'],
    queryFn: calendarsApi.connections,
    enabled,
  });
}

export function useRemoteCalendars(provider: Provider, enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.calendars, 'remote', provider],
    queryFn: () => calendarsApi.remoteCalendars(provider),
    enabled,
    retry: false,
  });
}

/** `enabled` false asks nothing (a countdown card counting only to days it was given). */
export function useCalendarSources(enabled = true) {
  return useQuery({
    queryKey: queryKeys.calendars,
    queryFn: calendarsApi.sources,
    enabled,
    ...useRefreshPolicy(),
  });
}

export function useEvents(enabled = true) {
  return useQuery({
    queryKey: queryKeys.events,
    queryFn: calendarsApi.events,
    enabled,
    ...useRefreshPolicy(),
  });
}

/** Adding, removing or refreshing a source changes both the sources and the events. */
function useCalendarMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useOnePerTapMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([invalidateFor(queryClient, 'calendars'), invalidateFor(queryClient, 'events')]);
    },
  });
}

export const useAddCalendarSource = () => useCalendarMutation(calendarsApi.add);
export const useRemoveCalendarSource = () => useCalendarMutation(calendarsApi.remove);
export const useRefreshCalendarSource = () => useCalendarMutation(calendarsApi.refresh);
export const useRevokeConnection = () => useCalendarMutation(calendarsApi.revoke);
export const useSetCalendarPerson = () =>
  useCalendarMutation(({ id, personId }: { id: number; personId: number | null }) =>
    calendarsApi.setPerson(id, personId),
  );
