/**
 * A zone only a feed's own VTIMEZONE defines (RFC 5545 §3.6.5): its changes of offset as
 * instants, read from each STANDARD and DAYLIGHT observance (DTSTART in the offset before the
 * change, then its RRULE and RDATEs), so a wall time becomes an instant by the same rule as for
 * IANA zones — a time a change skips takes the offset from before it, one it repeats is the first.
 */
import ICAL from 'ical.js';

type ICalComponent = InstanceType<typeof ICAL.Component>;
type ICalTime = InstanceType<typeof ICAL.Time>;

/** Observances are followed this far ahead: past any window a family stores. */
const LAST_YEAR = 2200;
const MAX_CHANGES_PER_OBSERVANCE = 1_000;
const DAY_MS = 86_400_000;

interface Change {
  at: number;
  offsetMs: number;
}

function offsetOf(component: ICalComponent, name: string): number | null {
  const value = component.getFirstPropertyValue(name);
  return value instanceof ICAL.UtcOffset ? value.toSeconds() * 1000 : null;
}

function wallMs(time: ICalTime): number {
  return Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
}

/** A rule whose UNTIL is in UTC, with UNTIL on the observance's own clocks as its DTSTART is. */
function localUntil(rule: InstanceType<typeof ICAL.Recur>, offsetMs: number) {
  const until = rule.until;
  if (!until || until.isDate || until.zone?.tzid !== 'UTC') return rule;
  const local = new Date(wallMs(until) + offsetMs);
  const copy = rule.clone();
  copy.until = new ICAL.Time(
    {
      year: local.getUTCFullYear(),
      month: local.getUTCMonth() + 1,
      day: local.getUTCDate(),
      hour: local.getUTCHours(),
      minute: local.getUTCMinutes(),
      second: local.getUTCSeconds(),
      isDate: false,
    },
    ICAL.Timezone.localTimezone,
  );
  return copy;
}

export class FeedZone {
  private readonly changes: Change[] = [];
  /** The offset before the first change. */
  private readonly initialMs: number;

  constructor(vtimezone: ICalComponent) {
    let initial: { at: number; offsetMs: number } | null = null;
    for (const observance of [
      ...vtimezone.getAllSubcomponents('standard'),
      ...vtimezone.getAllSubcomponents('daylight'),
    ]) {
      const from = offsetOf(observance, 'tzoffsetfrom');
      const to = offsetOf(observance, 'tzoffsetto');
      const start = observance.getFirstPropertyValue('dtstart');
      if (to === null || !(start instanceof ICAL.Time)) continue;
      const before = from ?? to;
      const add = (local: ICalTime) => this.changes.push({ at: wallMs(local) - before, offsetMs: to });
      const rule = observance.getFirstPropertyValue('rrule');
      if (rule instanceof ICAL.Recur) {
        const iterator = localUntil(rule, before).iterator(start);
        for (let step = 0; step < MAX_CHANGES_PER_OBSERVANCE; step++) {
          const next = iterator.next();
          if (!next || next.year > LAST_YEAR) break;
          add(next);
        }
      } else add(start);
      for (const property of observance.getAllProperties('rdate')) {
        for (const value of property.getValues()) if (value instanceof ICAL.Time) add(value);
      }
      const first = wallMs(start) - before;
      if (!initial || first < initial.at) initial = { at: first, offsetMs: before };
    }
    this.changes.sort((a, b) => a.at - b.at);
    this.initialMs = initial?.offsetMs ?? 0;
  }

  /** How far ahead of UTC the zone's clocks are at an instant. */
  offsetAt(ms: number): number {
    let low = 0;
    let high = this.changes.length - 1;
    let found = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (this.changes[middle]!.at <= ms) {
        found = middle;
        low = middle + 1;
      } else high = middle - 1;
    }
    return found < 0 ? this.initialMs : this.changes[found]!.offsetMs;
  }

  /** The instant the zone's clocks show a wall time (given as if it were UTC). */
  instantOf(wall: number): number {
    const before = this.offsetAt(wall - DAY_MS);
    const after = this.offsetAt(wall + DAY_MS);
    // The larger offset is the earlier instant: in a repeated hour both fit and the first wins.
    for (const offset of before >= after ? [before, after] : [after, before]) {
      if (this.offsetAt(wall - offset) === offset) return wall - offset;
    }
    return wall - before;
  }
}
