import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from './client';
import { queryKeys, useRefreshPolicy } from './freshness';

/** What the calendar shows of a person: their colour, and their name beside an event. */
export interface PersonLook {
  id: number;
  name: string;
  color: string;
  emoji?: string | null;
}

/**
 * The family's people (`GET /api/people`), by id, for showing events in their person's colour. A
 * server without people yet answers 404; that is no people, not an error to show.
 */
export function usePeople() {
  return useQuery({
    queryKey: queryKeys.people,
    queryFn: async (): Promise<PersonLook[]> => {
      try {
        return await api.get<PersonLook[]>('/api/people');
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return [];
        throw error;
      }
    },
    // The list is what is kept for a display offline; the map is made from it.
    select: byId,
    retry: false,
    ...useRefreshPolicy(),
  });
}

function byId(people: PersonLook[]): Map<number, PersonLook> {
  return new Map(people.map((person) => [person.id, person]));
}
