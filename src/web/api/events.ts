/**
 * Writing events in every calendar the family lets Luno write (issue 41): its own calendar (`0`) and
 * the sources a parent turned writing on for. `{id}` is an id from `GET /api/events`; for an
 * occurrence of a series, `scope` says which of its times the write is for.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { CalendarEvent, CalendarSource } from '../../common/schemas/calendars';
import type { SaveFamilyEventInput } from '../../common/schemas/family-events';
import { api } from './client';
import { invalidateFor } from './freshness';
import { useOnePerTapMutation } from './onePerTap';

/** Which times of a series a change or a delete is for. */
export type EventScope = 'this' | 'following' | 'all';

/** An event as `GET /api/events` lists it: `editable` (this member may change it here), `recurring`. */
export type ListedEvent = CalendarEvent;

/** A source with its writing switch and its sync's state (next try, a lapsed account). */
export type WritableSource = CalendarSource;

export type NewEvent = SaveFamilyEventInput & { calendarId: number };

const path = (id: string, scope?: EventScope) =>
  `/api/events/${encodeURIComponent(id)}${scope ? `?scope=${scope}` : ''}`;

export const eventsApi = {
  create: (body: NewEvent) => api.post<ListedEvent>('/api/events', body),
  update: ({ id, scope, body }: { id: string; scope?: EventScope; body: SaveFamilyEventInput }) =>
    api.put<ListedEvent>(path(id, scope), body),
  remove: ({ id, scope }: { id: string; scope?: EventScope }) => api.delete<void>(path(id, scope)),
  setWritable: ({ id, writable }: { id: number; writable: boolean }) =>
    api.patch<WritableSource>(`/api/calendars/${id}`, { writable }),
};

/** A write to events: every events query (the boards' and the family calendar's too) reads again. */
function useEventWrite<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useOnePerTapMutation({ mutationFn, onSuccess: () => invalidateFor(queryClient, 'events') });
}

export const useCreateEvent = () => useEventWrite(eventsApi.create);
export const useUpdateEvent = () => useEventWrite(eventsApi.update);
export const useDeleteEvent = () => useEventWrite(eventsApi.remove);

/** "Luno may add and change events" for one source. */
export function useSetSourceWritable() {
  const queryClient = useQueryClient();
  return useOnePerTapMutation({
    mutationFn: eventsApi.setWritable,
    onSuccess: async () => {
      await Promise.all([invalidateFor(queryClient, 'calendars'), invalidateFor(queryClient, 'events')]);
    },
  });
}
