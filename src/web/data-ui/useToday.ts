import { useEffect, useState } from 'react';
import { addDays, type CalendarDay, todayIn } from '../../common/calendar-days';
import { startOfDayIn } from '../../common/zoned-time';
import { useFamilyTimeZone } from '../session/useFamilyTimeZone';

/** Today on the family's wall clocks, moving on at their midnight: a board stays up for days. */
export function useToday(): CalendarDay {
  const timeZone = useFamilyTimeZone();
  const [today, setToday] = useState(() => todayIn(timeZone));
  useEffect(() => {
    const current = todayIn(timeZone);
    if (current !== today) setToday(current);
    const nextDay = startOfDayIn(addDays(current, 1), timeZone);
    // A second past midnight, so the clock has surely moved on when the timer fires.
    const timer = setTimeout(() => setToday(todayIn(timeZone)), nextDay.getTime() - Date.now() + 1000);
    return () => clearTimeout(timer);
  }, [today, timeZone]);
  return today;
}
