import { useQuery } from '@tanstack/react-query';
import type { Person } from '../../common/schemas/people';
import { queryKeys, useRefreshPolicy } from './freshness';
import { peopleApi } from './people';

/** What the calendar shows of a person: their colour, and their name beside an event. */
export type PersonLook = Pick<Person, 'id' | 'name' | 'color' | 'emoji'>;

/** The family's people by id, for showing events and chores in their person's colour. */
export function usePeopleById() {
  return useQuery({
    queryKey: queryKeys.people,
    queryFn: peopleApi.list,
    // The list is what is kept for a display offline; the map is made from it.
    select: byId,
    ...useRefreshPolicy(),
  });
}

function byId(people: PersonLook[]): Map<number, PersonLook> {
  return new Map(people.map((person) => [person.id, person]));
}
