import { type CalendarDay, todayIn } from '../../common/calendar-days';
import type { Db } from '../db/database';
import { createAccountsRepo } from './accounts.repo';

/** Today on the family's wall clocks, not the server's: the family's zone decides when a day ends. */
export async function familyToday(db: Db, familyId: number, now: Date = new Date()): Promise<CalendarDay> {
  return todayIn(await createAccountsRepo(db).familyTimeZone(familyId), now);
}
