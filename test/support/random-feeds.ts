/**
 * Random but believable iCalendar feeds from a seed, each with the plain description of its events
 * that `calendar-reference.ts` expands: zones on both hemispheres named every way feeds name them
 * (IANA, Windows, prefixed, display names, a name only the feed's VTIMEZONE defines), with and
 * without VTIMEZONE, DST changes, every RRULE part, COUNT and UNTIL, EXDATE, RDATE and
 * RECURRENCE-ID overrides moved anywhere, all-day and timed.
 */
import {
  type EventModel,
  firstRuleWall,
  instantOf,
  type OverrideModel,
  type RuleModel,
  seriesStarts,
  type Wall,
  type When,
  wallOf,
} from './calendar-reference';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** mulberry32: small, fast and the same everywhere. */
export function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
type Random = ReturnType<typeof prng>;

interface ZoneInfo {
  windows: string;
  display: string;
  /** VTIMEZONE body lines (between BEGIN and END) matching the zone's rules from 2008 on. */
  vtimezone: string[];
  /** Whether `vtimezone` alone describes the zone over the years generated here. */
  exact: boolean;
}

const fixed = (offset: string) => [
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  `TZOFFSETFROM:${offset}`,
  `TZOFFSETTO:${offset}`,
  'END:STANDARD',
];
const seasonal = (
  std: string,
  dst: string,
  dstStart: string,
  dstRule: string,
  stdStart: string,
  stdRule: string,
) => [
  'BEGIN:DAYLIGHT',
  `TZOFFSETFROM:${std}`,
  `TZOFFSETTO:${dst}`,
  `DTSTART:${dstStart}`,
  `RRULE:FREQ=YEARLY;${dstRule}`,
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  `TZOFFSETFROM:${dst}`,
  `TZOFFSETTO:${std}`,
  `DTSTART:${stdStart}`,
  `RRULE:FREQ=YEARLY;${stdRule}`,
  'END:STANDARD',
];

export const ZONES: Record<string, ZoneInfo> = {
  'America/New_York': {
    windows: 'Eastern Standard Time',
    display: '(UTC-05:00) Eastern Time (US & Canada)',
    vtimezone: seasonal(
      '-0500',
      '-0400',
      '20070311T020000',
      'BYMONTH=3;BYDAY=2SU',
      '20071104T020000',
      'BYMONTH=11;BYDAY=1SU',
    ),
    exact: true,
  },
  'Europe/Berlin': {
    windows: 'W. Europe Standard Time',
    display: '(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna',
    vtimezone: seasonal(
      '+0100',
      '+0200',
      '19960331T020000',
      'BYMONTH=3;BYDAY=-1SU',
      '19961027T030000',
      'BYMONTH=10;BYDAY=-1SU',
    ),
    exact: true,
  },
  'Australia/Sydney': {
    windows: 'AUS Eastern Standard Time',
    display: '(UTC+10:00) Canberra, Melbourne, Sydney',
    vtimezone: seasonal(
      '+1000',
      '+1100',
      '20081005T020000',
      'BYMONTH=10;BYDAY=1SU',
      '20080406T030000',
      'BYMONTH=4;BYDAY=1SU',
    ),
    exact: true,
  },
  'Pacific/Auckland': {
    windows: 'New Zealand Standard Time',
    display: '(UTC+12:00) Auckland, Wellington',
    vtimezone: seasonal(
      '+1200',
      '+1300',
      '20070930T020000',
      'BYMONTH=9;BYDAY=-1SU',
      '20080406T030000',
      'BYMONTH=4;BYDAY=1SU',
    ),
    exact: true,
  },
  'America/Sao_Paulo': {
    windows: 'E. South America Standard Time',
    display: '(UTC-03:00) Brasilia',
    // Brazil's rules moved year by year until it dropped DST in 2019: only the runtime knows them.
    vtimezone: fixed('-0300'),
    exact: false,
  },
  'Asia/Kolkata': {
    windows: 'India Standard Time',
    display: '(UTC+05:30) Chennai, Kolkata, Mumbai, New Delhi',
    vtimezone: fixed('+0530'),
    exact: true,
  },
  UTC: {
    windows: 'UTC',
    display: '(UTC) Coordinated Universal Time',
    vtimezone: fixed('+0000'),
    exact: true,
  },
};
const ZONE_NAMES = Object.keys(ZONES);
const FAMILY_ZONES = [...ZONE_NAMES, 'America/Los_Angeles'];

export interface GeneratedFeed {
  ics: string;
  events: EventModel[];
  window: { from: Date; to: Date; timeZone: string };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
function stamp(wall: Wall, isDate: boolean): string {
  const d = new Date(wall);
  const date = `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
  return isDate ? date : `${date}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
}

/** How one feed names a zone: a TZID parameter (quoted where it must be) and the VTIMEZONE it needs. */
interface ZoneSpelling {
  zone: string;
  tzid: string;
  vtimezone: boolean;
}

function spellZone(random: Random, zone: string): ZoneSpelling {
  const info = ZONES[zone]!;
  const forms = [
    'iana',
    'iana',
    'windows',
    'mozilla',
    'display',
    ...(info.exact ? ['custom', 'custom'] : []),
  ];
  const form = random.pick(forms);
  const tzid =
    form === 'iana'
      ? zone
      : form === 'windows'
        ? info.windows
        : form === 'mozilla'
          ? `/mozilla.org/20050126_1/${zone}`
          : form === 'display'
            ? info.display
            : `Luno Test ${zone.split('/').pop()} Time`;
  return { zone, tzid, vtimezone: form === 'custom' || random.chance(0.5) };
}

const param = (tzid: string) => (/[:;,]/.test(tzid) ? `"${tzid}"` : tzid);

/** One value as a feed writes it: `;TZID=…:wall`, `:instantZ`, or floating/date. */
function writeWhen(
  name: string,
  when: When,
  spelling: ZoneSpelling | null,
  isDate: boolean,
  random: Random,
): string {
  if (isDate) {
    const wall = (when as { wall: Wall }).wall;
    return random.chance(0.3) ? `${name}:${stamp(wall, true)}` : `${name};VALUE=DATE:${stamp(wall, true)}`;
  }
  if ('utc' in when) return `${name}:${stamp(when.utc, false)}Z`;
  if (when.zone && spelling) return `${name};TZID=${param(spelling.tzid)}:${stamp(when.wall, false)}`;
  return `${name}:${stamp(when.wall, false)}`;
}

const HOURS = [0, 1, 2, 3, 5, 8, 9, 12, 16, 17, 18, 20, 22, 23];

function randomRule(random: Random): RuleModel {
  const freq = random.pick(['DAILY', 'WEEKLY', 'WEEKLY', 'MONTHLY', 'MONTHLY', 'YEARLY'] as const);
  const rule: RuleModel = { freq, interval: random.pick([1, 1, 1, 2, 3]) };
  const weekdays = () => {
    const days = new Set<number>();
    const count = random.int(1, 3);
    while (days.size < count) days.add(random.int(0, 6));
    return [...days].map((day): [number, number] => [day, 0]);
  };
  if (freq === 'DAILY' && random.chance(0.3)) rule.byDay = weekdays();
  if (freq === 'WEEKLY') {
    if (random.chance(0.6)) rule.byDay = weekdays();
    if (random.chance(0.4)) rule.weekStart = random.pick([0, 6]);
  }
  if (freq === 'MONTHLY') {
    const kind = random.int(0, 3);
    if (kind === 0) rule.byMonthDay = [random.pick([1, 5, 15, 28, 29, 30, 31, -1])];
    if (kind === 1) rule.byDay = [[random.int(0, 6), random.pick([1, 2, 3, 4, -1])]];
    if (kind === 2) {
      rule.byDay = [0, 1, 2, 3, 4].map((day): [number, number] => [day, 0]);
      rule.bySetPos = [random.pick([1, 2, -1])];
    }
  }
  if (freq === 'YEARLY') {
    const kind = random.int(0, 2);
    if (kind > 0) rule.byMonth = [random.int(1, 12)];
    if (kind === 1) rule.byMonthDay = [random.pick([1, 10, 29, -1])];
    if (kind === 2) rule.byDay = [[random.int(0, 6), random.pick([1, 2, -1])]];
  }
  if (random.chance(0.3)) rule.count = random.int(1, 25);
  return rule;
}

function formatRule(rule: RuleModel, untilText: string | null): string {
  const days = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
  const parts = [`FREQ=${rule.freq}`];
  if (rule.interval > 1) parts.push(`INTERVAL=${rule.interval}`);
  if (rule.count) parts.push(`COUNT=${rule.count}`);
  if (untilText) parts.push(`UNTIL=${untilText}`);
  if (rule.byDay) parts.push(`BYDAY=${rule.byDay.map(([day, nth]) => `${nth || ''}${days[day]}`).join(',')}`);
  if (rule.byMonthDay) parts.push(`BYMONTHDAY=${rule.byMonthDay.join(',')}`);
  if (rule.byMonth) parts.push(`BYMONTH=${rule.byMonth.join(',')}`);
  if (rule.bySetPos) parts.push(`BYSETPOS=${rule.bySetPos.join(',')}`);
  if (rule.weekStart !== undefined) parts.push(`WKST=${days[rule.weekStart]}`);
  return `RRULE:${parts.join(';')}`;
}

/** One random feed, the window a family of some zone stores, and what the feed means. */
export function randomFeed(seed: number): GeneratedFeed {
  const random = prng(seed);
  const family = random.pick(FAMILY_ZONES);
  const firstDay = Date.UTC(2012, 0, 1) + random.int(0, 20 * 365) * DAY_MS;
  const window = {
    from: new Date(instantOf(firstDay - DAY_MS, family)),
    to: new Date(instantOf(firstDay + 121 * DAY_MS, family)),
    timeZone: family,
  };
  const events: EventModel[] = [];
  const spellings = new Map<string, ZoneSpelling>();
  const components: string[][] = [];
  const eventCount = random.int(1, 5);

  for (let index = 0; index < eventCount; index++) {
    const uid = `${seed}-${index}@feeds.test`;
    const allDay = random.chance(0.25);
    const floating = !allDay && random.chance(0.1);
    const utc = !allDay && !floating && random.chance(0.1);
    const zone = allDay || floating ? null : utc ? 'UTC' : random.pick(ZONE_NAMES);
    // A feed spells each zone one way throughout, as a calendar program does.
    let spelling: ZoneSpelling | null = null;
    if (zone && !utc) {
      spelling = spellings.get(zone) ?? spellZone(random, zone);
      spellings.set(zone, spelling);
    }
    // A quarter of timed events sit in the small hours of a Sunday, where clocks change.
    const smallHours = !allDay && random.chance(0.25);
    let dayOffset = random.int(-400, 130);
    if (smallHours) dayOffset += (7 - new Date(firstDay + dayOffset * DAY_MS).getUTCDay()) % 7;
    const time = smallHours
      ? random.pick([1, 2, 2, 3]) * HOUR_MS + random.pick([0, 30]) * 60_000
      : allDay
        ? 0
        : random.pick(HOURS) * HOUR_MS + random.pick([0, 0, 15, 30, 45]) * 60_000;
    let start: Wall = firstDay + dayOffset * DAY_MS + time;
    const model: EventModel = {
      uid,
      title: `Event ${index}`,
      allDay,
      zone: utc ? 'UTC' : zone,
      start,
      lengthDays: 0,
      lengthMs: 0,
      rule: null,
      exdates: [],
      rdates: [],
      overrides: [],
      cancelled: random.chance(0.03),
    };
    const lines = ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20240101T000000Z', `SUMMARY:${model.title}`];
    if (model.cancelled) lines.push('STATUS:CANCELLED');

    if (random.chance(0.7)) {
      // Weekly in the small hours of Sunday: across a change of clocks whenever the window holds one.
      const rule: RuleModel =
        smallHours && random.chance(0.7) ? { freq: 'WEEKLY', interval: 1 } : randomRule(random);
      model.rule = rule;
      // RFC 5545 leaves a DTSTART the rule does not produce undefined: start on its first occurrence.
      const first = firstRuleWall({ ...model, rule });
      if (first === undefined) model.rule = null;
      else {
        start = first;
        model.start = start;
      }
    }
    const startWhen: When = { wall: start, zone: model.zone && !utc ? model.zone : null };
    const dtstart = utc
      ? `DTSTART:${stamp(start, false)}Z`
      : writeWhen('DTSTART', startWhen, spelling, allDay, random);
    lines.push(dtstart);

    // How long: DTEND (exact), DURATION (days of wall time, then exact time), or nothing.
    const lengthKind = random.int(0, 3);
    const seriesZone = model.zone ?? family;
    if (allDay) {
      const days = random.pick([1, 1, 2, 3, 5]);
      if (lengthKind <= 1) {
        model.lengthDays = days;
        lines.push(writeWhen('DTEND', { wall: start + days * DAY_MS, zone: null }, null, true, random));
      } else if (lengthKind === 2) {
        model.lengthDays = days;
        lines.push(`DURATION:P${days}D`);
      } else model.lengthDays = 1;
    } else if (lengthKind <= 1) {
      const endWall = start + random.pick([30, 60, 90, 120, 300, 1500, 2880]) * 60_000;
      model.lengthMs = Math.max(0, instantOf(endWall, seriesZone) - instantOf(start, seriesZone));
      lines.push(
        utc
          ? `DTEND:${stamp(endWall, false)}Z`
          : // Some feeds end an event in UTC, or in another zone than it starts (a flight).
            lengthKind === 1 && model.zone
            ? `DTEND:${stamp(instantOf(endWall, seriesZone), false)}Z`
            : writeWhen('DTEND', { wall: endWall, zone: startWhen.zone }, spelling, false, random),
      );
    } else if (lengthKind === 2) {
      const days = random.pick([0, 0, 1]);
      const minutes = random.pick([45, 60, 150]);
      model.lengthDays = days;
      model.lengthMs = minutes * 60_000;
      lines.push(`DURATION:P${days ? `${days}D` : ''}T${minutes}M`);
    }

    const rule = model.rule;
    if (rule && !rule.count && random.chance(0.4)) {
      // UNTIL: a date for all-day series, local for floating ones, otherwise UTC (RFC 5545 §3.3.10).
      let untilWall = firstDay + random.int(-60, 150) * DAY_MS + (allDay ? 0 : random.int(0, 23) * HOUR_MS);
      // Half end exactly on an occurrence, which UNTIL includes.
      const starts = seriesStarts(model, family, window.to.getTime() + 3 * DAY_MS);
      if (starts.length && random.chance(0.5)) {
        const last = random.pick(starts);
        untilWall = allDay ? last : model.zone ? last : wallOf(last, family);
      }
      if (allDay) {
        rule.until = untilWall;
        lines.push(formatRule(rule, stamp(untilWall, true)));
      } else if (!model.zone) {
        rule.until = instantOf(untilWall, family);
        lines.push(formatRule(rule, stamp(untilWall, false)));
      } else {
        rule.until = untilWall;
        lines.push(formatRule(rule, `${stamp(untilWall, false)}Z`));
      }
    } else if (rule) lines.push(formatRule(rule, null));

    // The occurrences the feed's exceptions can name.
    const base = rule ? seriesStarts(model, family, window.to.getTime() + 3 * DAY_MS) : [];
    const near = base.filter((at) => at > window.from.getTime() - 30 * DAY_MS);
    const named = new Set<number>();
    const nameOne = () => {
      const pool = near.length && random.chance(0.8) ? near : base;
      const at = pool.length ? random.pick(pool) : undefined;
      if (at === undefined || named.has(at)) return undefined;
      named.add(at);
      return at;
    };
    /** An occurrence named in the series' zone, or as an instant. */
    const spellingOf = (when: When) => ('zone' in when && when.zone ? spellings.get(when.zone)! : null);
    const whenOf = (at: number): When => {
      if (allDay) return { wall: at, zone: null };
      if (random.chance(0.15)) {
        // Named on another zone's clocks: the same instant all the same.
        const other = random.pick(ZONE_NAMES);
        if (!spellings.has(other)) spellings.set(other, spellZone(random, other));
        return { wall: wallOf(at, other), zone: other };
      }
      if (model.zone && model.zone !== 'UTC' && random.chance(0.6))
        return { wall: wallOf(at, model.zone), zone: model.zone };
      if (!model.zone && random.chance(0.7)) return { wall: wallOf(at, family), zone: null };
      return { utc: at };
    };
    const exdates = random.int(0, rule ? 3 : 0);
    for (let n = 0; n < exdates; n++) {
      const at = nameOne();
      if (at === undefined) continue;
      const when = whenOf(at);
      model.exdates.push(when);
      lines.push(writeWhen('EXDATE', when, spellingOf(when), allDay, random));
    }
    const rdates = random.int(0, rule ? 2 : 0);
    for (let n = 0; n < rdates; n++) {
      const wall = firstDay + random.int(-5, 125) * DAY_MS + (allDay ? 0 : start % DAY_MS);
      const at = allDay ? wall : instantOf(wall, seriesZone);
      if (base.includes(at) || named.has(at)) continue;
      named.add(at);
      const when = allDay ? { wall, zone: null } : whenOf(at);
      model.rdates.push(when);
      lines.push(writeWhen('RDATE', when, spellingOf(when), allDay, random));
    }
    lines.push('END:VEVENT');
    components.push(lines);

    const overrides = random.int(0, rule ? 2 : 0);
    for (let n = 0; n < overrides; n++) {
      const at = nameOne();
      if (at === undefined) continue;
      const shiftDays = random.pick([0, 0, 1, -1, 3, 40, -90, 200]);
      const override: OverrideModel = {
        recurrenceId: whenOf(at),
        start: { wall: 0, zone: null },
        length: 0,
        title: `Event ${index} (moved)`,
        cancelled: random.chance(0.2),
      };
      const o = ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20240101T000000Z', `SUMMARY:${override.title}`];
      o.push(
        writeWhen('RECURRENCE-ID', override.recurrenceId, spellingOf(override.recurrenceId), allDay, random),
      );
      if (override.cancelled) o.push('STATUS:CANCELLED');
      if (allDay) {
        override.start = { wall: at + shiftDays * DAY_MS, zone: null };
        override.length = random.pick([1, 2]);
        o.push(writeWhen('DTSTART', override.start, null, true, random));
        o.push(
          writeWhen(
            'DTEND',
            { wall: at + (shiftDays + override.length) * DAY_MS, zone: null },
            null,
            true,
            random,
          ),
        );
      } else {
        // The moved occurrence may name another zone than its series.
        const movedZone = random.chance(0.3) ? random.pick(ZONE_NAMES) : seriesZone;
        const wall = wallOf(at, movedZone) + shiftDays * DAY_MS + random.pick([0, 2, -3]) * HOUR_MS;
        const minutes = random.pick([30, 60, 120]);
        const startAt = instantOf(wall, movedZone);
        override.length = Math.max(0, instantOf(wall + minutes * 60_000, movedZone) - startAt);
        if (movedZone === 'UTC' || (!model.zone && movedZone === seriesZone)) {
          override.start = { utc: startAt };
          o.push(`DTSTART:${stamp(startAt, false)}Z`, `DTEND:${stamp(startAt + override.length, false)}Z`);
        } else {
          const movedSpelling = spellings.get(movedZone) ?? spellZone(random, movedZone);
          spellings.set(movedZone, movedSpelling);
          override.start = { wall, zone: movedZone };
          o.push(
            `DTSTART;TZID=${param(movedSpelling.tzid)}:${stamp(wall, false)}`,
            `DTEND;TZID=${param(movedSpelling.tzid)}:${stamp(wall + minutes * 60_000, false)}`,
          );
        }
      }
      o.push('END:VEVENT');
      model.overrides.push(override);
      // An exception may come before its series or after it.
      if (random.chance(0.5)) components.unshift(o);
      else components.push(o);
    }
    events.push(model);

    // A twin series with its own UID at the same times: exceptions must stay with their own series.
    if (rule && model.overrides.length && random.chance(0.3)) {
      const twin: EventModel = {
        ...model,
        uid: `${uid}-twin`,
        exdates: [],
        overrides: [],
        title: `Twin ${index}`,
      };
      const twinLines = lines
        .filter((line) => !/^(EXDATE|UID|SUMMARY)/.test(line))
        .flatMap((line) =>
          line === 'BEGIN:VEVENT' ? [line, `UID:${twin.uid}`, `SUMMARY:${twin.title}`] : [line],
        );
      events.push(twin);
      components.push(twinLines);
    }
  }

  const zoneBlocks = [...spellings.values()]
    .filter((spelling) => spelling.vtimezone)
    .map((spelling) => [
      'BEGIN:VTIMEZONE',
      `TZID:${spelling.tzid}`,
      ...ZONES[spelling.zone]!.vtimezone,
      'END:VTIMEZONE',
    ]);
  const ics = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Luno//Random feeds//EN',
    ...zoneBlocks.flat(),
    ...components.flat(),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
  return { ics, events, window };
}
