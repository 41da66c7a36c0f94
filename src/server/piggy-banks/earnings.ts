import { todayIn } from '../../common/calendar-days';
import { centsToDollars } from '../../common/money';
import { firstWeekStart, weeklyMoney } from '../../common/savings';
import type { PersonEarnings } from '../../common/schemas/piggy-banks';
import { startOfDayIn } from '../../common/zoned-time';
import { createAccountsRepo } from '../accounts/accounts.repo';
import type { Db } from '../db/database';
import { createPeopleRepo } from '../people/people.repo';
import { createPiggyBanksRepo } from './piggy-banks.repo';

/**
 * A person's money by week (issue 29 §5): what their banks were paid for chores and what was taken
 * out of them, in the `weeks` weeks ending with this one, cut Monday to Sunday on the family's
 * clocks (`common/savings.ts`). Undefined when the family has no such person.
 */
export function createEarningsReader(db: Db, now: () => Date = () => new Date()) {
  return async (familyId: number, personId: number, weeks: number): Promise<PersonEarnings | undefined> => {
    if (!(await createPeopleRepo(db).find(familyId, personId))) return undefined;
    const timeZone = await createAccountsRepo(db).familyTimeZone(familyId);
    const today = todayIn(timeZone, now());
    const since = startOfDayIn(firstWeekStart(today, weeks), timeZone).toISOString();
    const entries = await createPiggyBanksRepo(db).moneyOf(familyId, personId, since);
    return {
      personId,
      timeZone,
      weeks: weeklyMoney(entries, { timeZone, today, weeks }).map((week) => ({
        weekStart: week.weekStart,
        earned: centsToDollars(week.earnedCents),
        spent: centsToDollars(week.spentCents),
        payouts: week.payouts,
      })),
    };
  };
}

export type EarningsReader = ReturnType<typeof createEarningsReader>;
