import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CalendarFeed,
  Family,
  FamilyEvent,
  InboxMessage,
  SaveFamilyEventInput,
} from '../../common/schemas/family-events';
import { api } from './client';
import { invalidateFor, queryKeys } from './freshness';
import { useOnePerTapMutation } from './onePerTap';

export const familyCalendarApi = {
  events: () => api.get<FamilyEvent[]>('/api/family-events'),
  create: (body: SaveFamilyEventInput) => api.post<FamilyEvent>('/api/family-events', body),
  update: ({ id, ...body }: SaveFamilyEventInput & { id: number }) =>
    api.put<FamilyEvent>(`/api/family-events/${id}`, body),
  remove: (id: number) => api.delete<void>(`/api/family-events/${id}`),
  family: () => api.get<Family>('/api/family'),
  /** A new secret address; the old one stops working. */
  renewFeed: (includeChores: boolean) =>
    api.post<CalendarFeed>('/api/family/calendar-feed', { includeChores }),
  updateFeed: (includeChores: boolean) =>
    api.patch<CalendarFeed>('/api/family/calendar-feed', { includeChores }),
  endFeed: () => api.delete<void>('/api/family/calendar-feed'),
  inbox: () => api.get<InboxMessage[]>('/api/family/inbox'),
};

export function useFamilyEvents() {
  return useQuery({ queryKey: queryKeys.familyEvents, queryFn: familyCalendarApi.events });
}

export function useFamilyCalendar() {
  return useQuery({ queryKey: queryKeys.familyCalendar, queryFn: familyCalendarApi.family });
}

export function useInbox(enabled = true) {
  return useQuery({ queryKey: queryKeys.inbox, queryFn: familyCalendarApi.inbox, enabled });
}

/** A write to the family's events: every events query (the boards' too) reads again. */
function useEventsMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useOnePerTapMutation({ mutationFn, onSuccess: () => invalidateFor(queryClient, 'events') });
}

export const useCreateFamilyEvent = () => useEventsMutation(familyCalendarApi.create);
export const useUpdateFamilyEvent = () => useEventsMutation(familyCalendarApi.update);
export const useDeleteFamilyEvent = () => useEventsMutation(familyCalendarApi.remove);

function useFeedMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateFor(queryClient, 'calendars') });
}

export const useRenewFeed = () => useFeedMutation(familyCalendarApi.renewFeed);
export const useUpdateFeed = () => useFeedMutation(familyCalendarApi.updateFeed);
export const useEndFeed = () => useFeedMutation(familyCalendarApi.endFeed);
