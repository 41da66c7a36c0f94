import { useEffect, useState } from 'react';
import { type CalendarDay, todayIn } from '../../common/calendar-days';

/** Today's calendar day on this device, moving on at midnight: a board stays up for days. */
export function useToday(): CalendarDay {
  const [today, setToday] = useState(() => todayIn());
  const [midnights, setMidnights] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each midnight schedules the next one
  useEffect(() => {
    const now = new Date();
    const nextMidnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
    // A second past midnight, so the clock has surely moved on when the timer fires.
    const timer = setTimeout(
      () => {
        setToday(todayIn());
        setMidnights((count) => count + 1);
      },
      nextMidnight.getTime() - now.getTime() + 1000,
    );
    return () => clearTimeout(timer);
  }, [midnights]);
  return today;
}
