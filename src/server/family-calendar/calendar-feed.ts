/**
 * The family's calendar as one iCalendar file, for phones' calendar apps to subscribe to: each
 * series once with its RRULE (TZID the family's zone, with a VTIMEZONE), the occurrences taken out
 * as EXDATEs, each moved occurrence with its RECURRENCE-ID, and, when the family asked, every chore
 * with a due day as a repeating all-day event.
 */
import { addDays } from '../../common/calendar-days';
import { toRRuleString } from '../../common/recurrence';
import type { TaskItem } from '../../common/schemas/tasks';
import { startOfDayIn, wallTimeAt } from '../../common/zoned-time';
import type { FamilyEventRecord } from './family-events.repo';
import {
  dateValue,
  escapeText,
  foldLine,
  paramValue,
  utcValue,
  vtimezoneLines,
  wallValue,
} from './ics-writer';

export interface FeedContent {
  familyName: string;
  timeZone: string;
  events: readonly FamilyEventRecord[];
  /** Chores with a due day, when the feed holds them. */
  chores: readonly (TaskItem & { listName: string })[];
  now: Date;
}

/** How long readers should wait before asking again (RFC 7986 REFRESH-INTERVAL). */
const REFRESH = 'PT1H';
/** The zone is described this far ahead, past anything a family looks at in its phone's calendar. */
const ZONE_YEARS_AHEAD = 10;
const FIRST_ZONE_YEAR = 1970;

function timedValue(property: string, instant: string, timeZone: string): string {
  return `${property};TZID=${paramValue(timeZone)}:${wallValue(wallTimeAt(new Date(instant), timeZone))}`;
}

function dateProperty(property: string, day: string): string {
  return `${property};VALUE=DATE:${dateValue(day)}`;
}

/** The RRULE line, with UNTIL: a date for an all-day series, else the end of its last day in UTC. */
function ruleLine(record: FamilyEventRecord, timeZone: string): string | null {
  const rule = record.repeatConfig && toRRuleString(record.repeatConfig);
  if (!rule) return null;
  if (!record.repeatUntil) return rule;
  const until = record.allDay
    ? dateValue(record.repeatUntil)
    : utcValue(new Date(startOfDayIn(addDays(record.repeatUntil, 1), timeZone).getTime() - 1000));
  return `${rule};UNTIL=${until}`;
}

function eventLines(record: FamilyEventRecord, timeZone: string): string[] {
  const at = (property: string, value: string) =>
    record.allDay ? dateProperty(property, value) : timedValue(property, value, timeZone);
  const lines = [
    'BEGIN:VEVENT',
    `UID:${record.uid}`,
    `DTSTAMP:${utcValue(new Date(record.updatedAt))}`,
    `CREATED:${utcValue(new Date(record.createdAt))}`,
    `LAST-MODIFIED:${utcValue(new Date(record.updatedAt))}`,
    `SEQUENCE:${record.sequence}`,
    `SUMMARY:${escapeText(record.title)}`,
    at('DTSTART', record.start),
    at('DTEND', record.end),
  ];
  if (record.recurrenceId !== '') lines.push(at('RECURRENCE-ID', record.recurrenceId));
  const rule = record.recurrenceId === '' ? ruleLine(record, timeZone) : null;
  if (rule) lines.push(rule);
  if (rule && record.excluded.length > 0) {
    lines.push(
      record.allDay
        ? `EXDATE;VALUE=DATE:${record.excluded.map(dateValue).join(',')}`
        : `EXDATE;TZID=${paramValue(timeZone)}:${record.excluded
            .map((instant) => wallValue(wallTimeAt(new Date(instant), timeZone)))
            .join(',')}`,
    );
  }
  if (record.notes) lines.push(`DESCRIPTION:${escapeText(record.notes)}`);
  lines.push('END:VEVENT');
  return lines;
}

function choreLines(chore: TaskItem & { listName: string }, now: Date): string[] {
  const due = chore.dueDate!;
  const title = chore.assignee ? `${chore.task} (${chore.assignee})` : chore.task;
  const rule = chore.repeatConfig && toRRuleString(chore.repeatConfig);
  return [
    'BEGIN:VEVENT',
    `UID:chore-${chore.id}@luno`,
    `DTSTAMP:${utcValue(now)}`,
    `SUMMARY:${escapeText(title)}`,
    dateProperty('DTSTART', due),
    dateProperty('DTEND', addDays(due, 1)),
    ...(rule ? [rule] : []),
    `DESCRIPTION:${escapeText(`A chore on the list “${chore.listName}”.`)}`,
    'CATEGORIES:Chores',
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/** The whole feed, lines ending in CRLF as RFC 5545 asks. */
export function writeCalendarFeed(content: FeedContent): string {
  const { timeZone, now } = content;
  const earliest = Math.min(
    now.getUTCFullYear(),
    ...content.events.map((event) => Number(event.start.slice(0, 4))),
  );
  const firstYear = Math.max(FIRST_ZONE_YEAR, earliest - 1);
  const timed = content.events.some((event) => !event.allDay);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Luno//Family calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(content.familyName)}`,
    `X-WR-TIMEZONE:${timeZone}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH}`,
    `X-PUBLISHED-TTL:${REFRESH}`,
    ...(timed ? vtimezoneLines(timeZone, firstYear, now.getUTCFullYear() + ZONE_YEARS_AHEAD) : []),
    ...content.events.flatMap((event) => eventLines(event, timeZone)),
    ...content.chores.flatMap((chore) => choreLines(chore, now)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
