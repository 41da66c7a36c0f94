/**
 * A large, believable feed for the bench: one-off meetings, all-day days, weekly and daily series
 * with exceptions, in named zones, spread over a year and a half from `startDay`. Deterministic.
 */
import { addDays, type CalendarDay } from '../../../common/calendar-days';

const ZONES = ['America/New_York', 'Europe/Berlin', 'W. Europe Standard Time', 'Australia/Sydney'];

function stamp(day: CalendarDay, hour: number): string {
  return `${day.replaceAll('-', '')}T${String(hour).padStart(2, '0')}0000`;
}

export function makeBenchFeed(count: number, startDay: CalendarDay): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Luno//Bench//EN'];
  for (let index = 0; index < count; index++) {
    const day = addDays(startDay, (index * 7919) % 540);
    const hour = 7 + (index % 12);
    const zone = ZONES[index % ZONES.length];
    lines.push('BEGIN:VEVENT', `UID:bench-${index}@luno`, `DTSTAMP:20260101T000000Z`);
    lines.push(`SUMMARY:Event ${index}\\, room ${index % 40}`);
    const kind = index % 10;
    if (kind < 4) {
      lines.push(`DTSTART;TZID=${zone}:${stamp(day, hour)}`, `DTEND;TZID=${zone}:${stamp(day, hour + 1)}`);
    } else if (kind < 6) {
      const date = day.replaceAll('-', '');
      lines.push(
        `DTSTART;VALUE=DATE:${date}`,
        `DTEND;VALUE=DATE:${addDays(day, 1 + (index % 3)).replaceAll('-', '')}`,
      );
    } else if (kind < 9) {
      lines.push(
        `DTSTART;TZID=${zone}:${stamp(day, hour)}`,
        `DTEND;TZID=${zone}:${stamp(day, hour + 1)}`,
        'RRULE:FREQ=WEEKLY;BYDAY=MO,WE;COUNT=24',
        `EXDATE;TZID=${zone}:${stamp(addDays(day, 14), hour)}`,
      );
    } else {
      lines.push(`DTSTART:${stamp(day, hour)}Z`, 'DURATION:PT30M', 'RRULE:FREQ=DAILY;COUNT=30');
    }
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}
