/** Words shared by the rules: short enough for a phone's notification and a push message. */
import { createHash } from 'node:crypto';
import { addDays, type CalendarDay, dayName } from '../../../common/calendar-days';
import { wallTimeAt } from '../../../common/zoned-time';

/** A title or body cut to what a notification shows, ending in "…" when cut. */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** "Sam", "Sam and Maya", "Sam, Maya and Leo". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The first `max` entries joined, and how many more: "Milk, Eggs and 3 more". */
export function listSome(entries: readonly string[], max: number): string {
  if (entries.length <= max) return entries.join(', ');
  return `${entries.slice(0, max).join(', ')} and ${entries.length - max} more`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `HH:MM` on the family's clocks. */
export function clockTime(instant: Date, timeZone: string): string {
  const wall = wallTimeAt(instant, timeZone);
  return `${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** "today", "tomorrow", "yesterday" or the weekday, seen from `today`. */
export function dayWord(day: CalendarDay, today: CalendarDay): string {
  if (day === today) return 'today';
  if (day === addDays(today, 1)) return 'tomorrow';
  if (day === addDays(today, -1)) return 'yesterday';
  return dayName(day);
}

/** An RFC 8030 topic (at most 32 URL-safe characters) naming `what` without saying it. */
export function topicOf(prefix: string, what: string): string {
  return `${prefix}-${createHash('sha256')
    .update(what)
    .digest('base64url')
    .slice(0, 31 - prefix.length)}`;
}
