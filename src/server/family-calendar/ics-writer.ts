/**
 * Writing iCalendar text (RFC 5545): content lines folded at 75 octets without cutting a
 * character, text values escaped, and a VTIMEZONE for an IANA zone built from the runtime's own
 * zone data, so a reader that does not know the zone's name still places every time right.
 */
import { type WallTime, wallTimeAt, zoneOffsetMs } from '../../common/zoned-time';

const encoder = new TextEncoder();

/** One content line, folded: each physical line at most 75 octets, continuations starting with a space. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** A TEXT value (§3.3.11): backslash, semicolon, comma and line breaks escaped. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value: quoted when it holds a character a parameter cannot carry bare. */
export function paramValue(value: string): string {
  const clean = value.replace(/["\r\n]/g, '');
  return /[;:,]/.test(clean) ? `"${clean}"` : clean;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `20260310` */
export function dateValue(day: string): string {
  return day.replaceAll('-', '');
}

/** `20260310T090000`: a wall time, floating or with a TZID beside it. */
export function wallValue(wall: WallTime): string {
  return `${pad(wall.year, 4)}${pad(wall.month)}${pad(wall.day)}T${pad(wall.hour)}${pad(wall.minute)}${pad(wall.second)}`;
}

/** `20260310T140000Z` */
export function utcValue(instant: Date): string {
  return `${wallValue(wallTimeAt(instant, 'UTC'))}Z`;
}

/** `-0500` */
function offsetValue(ms: number): string {
  const minutes = Math.round(Math.abs(ms) / 60_000);
  return `${ms < 0 ? '-' : '+'}${pad(Math.floor(minutes / 60))}${pad(minutes % 60)}`;
}

interface Transition {
  at: number;
  fromMs: number;
  toMs: number;
}

const HOUR_MS = 3_600_000;

/** The instant within (low, high] at which the zone's offset stops being `before`, to the minute. */
function changeWithin(low: number, high: number, before: number, zone: string): number {
  while (high - low > 60_000) {
    const middle = Math.floor((low + high) / 2 / 60_000) * 60_000;
    if (middle <= low) break;
    if (zoneOffsetMs(new Date(middle), zone) === before) low = middle;
    else high = middle;
  }
  return high;
}

/** Each change of the zone's offset from the start of `fromYear` to the end of `toYear`. */
export function zoneTransitions(zone: string, fromYear: number, toYear: number): Transition[] {
  const out: Transition[] = [];
  const end = Date.UTC(toYear + 1, 0, 1);
  let at = Date.UTC(fromYear, 0, 1);
  let offset = zoneOffsetMs(new Date(at), zone);
  // Changes are months apart; looking every 12 hours finds each, and a search finds its minute.
  for (let next = at + 12 * HOUR_MS; next <= end; next += 12 * HOUR_MS) {
    const nextOffset = zoneOffsetMs(new Date(next), zone);
    if (nextOffset !== offset) {
      out.push({ at: changeWithin(at, next, offset, zone), fromMs: offset, toMs: nextOffset });
      offset = nextOffset;
    }
    at = next;
  }
  return out;
}

const vtimezones = new Map<string, string[]>();

/**
 * A VTIMEZONE for an IANA zone, covering `fromYear` to `toYear`: one observance per kind of change,
 * its first change as DTSTART (on the clocks before it) and every change as an RDATE.
 */
export function vtimezoneLines(zone: string, fromYear: number, toYear: number): string[] {
  const key = `${zone}|${fromYear}|${toYear}`;
  const kept = vtimezones.get(key);
  if (kept) return kept;
  const start = Date.UTC(fromYear, 0, 1);
  const initial = zoneOffsetMs(new Date(start), zone);
  const observances = new Map<string, { kind: string; fromMs: number; toMs: number; walls: WallTime[] }>();
  // The offset in force at the start of the range, as an observance of its own from 1970 on.
  observances.set('initial', {
    kind: 'STANDARD',
    fromMs: initial,
    toMs: initial,
    walls: [{ year: 1970, month: 1, day: 1, hour: 0, minute: 0, second: 0 }],
  });
  for (const change of zoneTransitions(zone, fromYear, toYear)) {
    const wall = wallTimeAt(new Date(change.at + change.fromMs), 'UTC');
    const kind = change.toMs > change.fromMs ? 'DAYLIGHT' : 'STANDARD';
    const group = `${kind}|${change.fromMs}|${change.toMs}`;
    const observance = observances.get(group);
    if (observance) observance.walls.push(wall);
    else observances.set(group, { kind, fromMs: change.fromMs, toMs: change.toMs, walls: [wall] });
  }
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`];
  for (const observance of observances.values()) {
    const [first] = observance.walls;
    lines.push(
      `BEGIN:${observance.kind}`,
      `DTSTART:${wallValue(first!)}`,
      // Every onset, the first too, on a line of its own: ical.js reads neither DTSTART beside
      // RDATEs nor more than one value on an RDATE line.
      ...(observance.walls.length > 1 ? observance.walls.map((wall) => `RDATE:${wallValue(wall)}`) : []),
      `TZOFFSETFROM:${offsetValue(observance.fromMs)}`,
      `TZOFFSETTO:${offsetValue(observance.toMs)}`,
      `END:${observance.kind}`,
    );
  }
  lines.push('END:VTIMEZONE');
  if (vtimezones.size > 1_000) vtimezones.clear();
  vtimezones.set(key, lines);
  return lines;
}
