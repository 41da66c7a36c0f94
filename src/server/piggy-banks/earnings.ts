import { todayIn } from '../../common/calendar-days';
import { firstWeekStart, type WeekOfMoney, weeklyMoney } from '../../common/savings';
import { startOfDayIn } from '../../common/zoned-time';
import { createAccountsRepo } from '../accounts/accounts.repo';
import type { Db } from '../db/database';
import { createPeopleRepo } from '../people/people.repo';
import { createPiggyBankHistoryRepo } from './piggy-bank-history.repo';

/** A person's money by week, in cents, and the zone the weeks are cut in. */
export interface PersonMoney {
  personId: number;
  timeZone: string;
  weeks: WeekOfMoney[];
}

/**
 * A person's money by week (issue 29 §5): what their banks were paid for chores and what was taken
 * out of them, in the `weeks` weeks ending with this one, cut Monday to Sunday on the family's
 * clocks (`common/savings.ts`). Undefined when the family has no such person.
 */
export function createEarningsReader(db: Db, now: () => Date = () => new Date()) {
  return async (familyId: number, personId: number, weeks: number): Promise<PersonMoney | undefined> => {
    if (!(await createPeopleRepo(db).find(familyId, personId))) return undefined;
    const timeZone = await createAccountsRepo(db).familyTimeZone(familyId);
    const today = todayIn(timeZone, now());
    const since = startOfDayIn(firstWeekStart(today, weeks), timeZone).toISOString();
    const entries = await createPiggyBankHistoryRepo(db).moneyOf(familyId, personId, since);
    return {
      personId,
      timeZone,
      weeks: weeklyMoney(entries, { timeZone, today, weeks }),
    };
  };
}

export type EarningsReader = ReturnType<typeof createEarningsReader>;
