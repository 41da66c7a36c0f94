import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileKind } from '../../common/people';
import type { Person } from '../../common/schemas/people';
import { api } from './client';
import { invalidateFor, queryKeys, useRefreshPolicy } from './freshness';
import { useOnePerTapMutation } from './onePerTap';

export interface PersonFields {
  name: string;
  color: string;
  emoji: string | null;
}

export const peopleApi = {
  list: () => api.get<Person[]>('/api/people'),
  /** A profile without a log-in: a child, or a grown-up (a grandparent, a babysitter). */
  addProfile: (person: PersonFields & { kind: ProfileKind }) => api.post<Person>('/api/people', person),
  update: (id: number, patch: Partial<PersonFields>) => api.patch<Person>(`/api/people/${id}`, patch),
  remove: (id: number) => api.delete<void>(`/api/people/${id}`),
};

/** The family's people: members first, then the other grown-ups, then children. Boards read them for their colours. */
export function usePeople() {
  return useQuery({ queryKey: queryKeys.people, queryFn: peopleApi.list, ...useRefreshPolicy() });
}

export function useAddProfile() {
  const queryClient = useQueryClient();
  return useOnePerTapMutation({
    mutationFn: peopleApi.addProfile,
    onSuccess: () => invalidateFor(queryClient, 'people'),
  });
}

/** A new name shows on every task of theirs, so tasks are read again too. */
export function useUpdatePerson() {
  const queryClient = useQueryClient();
  return useOnePerTapMutation({
    mutationFn: ({ id, patch }: { id: number; patch: Partial<PersonFields> }) => peopleApi.update(id, patch),
    onSuccess: () =>
      Promise.all([invalidateFor(queryClient, 'people'), invalidateFor(queryClient, 'task-items')]),
  });
}

/** Their tasks, banks and calendars lose them, so those are read again too. */
export function useDeletePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: peopleApi.remove,
    onSuccess: () =>
      Promise.all(
        (['people', 'task-items', 'piggy-banks', 'calendars'] as const).map((resource) =>
          invalidateFor(queryClient, resource),
        ),
      ),
  });
}
