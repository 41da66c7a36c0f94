/**
 * How calendar days read on pages and boards, in English (US). Apart from `format.ts`, whose money
 * helpers a board's task rows do not need.
 */
import { addDays, type CalendarDay, dayToUtcDate } from '../../common/calendar-days';

const SHORT_DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const MONTH_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** 'Mon, Nov 23'. Calendar days are UTC midnights, so the formatter reads them in UTC. */
export function formatShortDay(day: CalendarDay): string {
  return SHORT_DAY.format(dayToUtcDate(day));
}

/** 'Nov 23'. */
export function formatMonthDay(day: CalendarDay): string {
  return MONTH_DAY.format(dayToUtcDate(day));
}

/** 'Due today', 'Due tomorrow', 'Due Mon, Nov 30', or 'Overdue since Mon, Nov 16'. */
export function describeDueDay(due: CalendarDay, today: CalendarDay): string {
  if (due < today) return `Overdue since ${formatShortDay(due)}`;
  if (due === today) return 'Due today';
  if (due === addDays(today, 1)) return 'Due tomorrow';
  return `Due ${formatShortDay(due)}`;
}

export { parseRowId } from '../../common/ids';
