import { MONTH_NAMES } from '../../common/calendar-days';

/** `2026-11-23` as "November 23, 2026", the same at build time and in every browser. */
export function formatPublished(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${MONTH_NAMES[(month ?? 1) - 1]} ${date}, ${year}`;
}
