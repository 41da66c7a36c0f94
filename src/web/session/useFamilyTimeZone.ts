import { localTimeZone } from '../../common/time-zone';
import { useSession } from './SessionContext';

/**
 * The zone that decides the family's "today" and the hours events show at: while the session is
 * being checked, the zone of the user this browser last had confirmed.
 */
export function useFamilyTimeZone(): string {
  const { user, kept } = useSession();
  return (user ?? kept?.user)?.timeZone ?? localTimeZone();
}
