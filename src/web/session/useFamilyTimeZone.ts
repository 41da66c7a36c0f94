import { localTimeZone } from '../../common/time-zone';
import { useSession } from './SessionContext';

/** The zone that decides the family's "today" and the hours events show at. */
export function useFamilyTimeZone(): string {
  const { user } = useSession();
  return user?.timeZone ?? localTimeZone();
}
