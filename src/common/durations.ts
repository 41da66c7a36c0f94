/**
 * Durations in recipes: the ISO 8601 durations schema.org gives (`PT1H30M`), and the times a step's
 * words name ("simmer for 20 minutes"), which the recipe card turns into timers. No zod and no DOM:
 * the server's import and the board's view share it.
 */

const ISO_DURATION =
  /^P(?:(\d+(?:[.,]\d+)?)Y)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i;

/** Longer than any recipe takes: a week. A duration past it is taken as a mistake. */
const MAX_MINUTES = 7 * 24 * 60;

/**
 * Whole minutes of an ISO 8601 duration ("PT1H30M" → 90, "P0DT45M" is not one but "PT45M" is), or
 * undefined for text that is not one, is empty ("P", "PT") or is longer than a week. Seconds round
 * to the nearest minute; years and months are refused (a recipe never takes one).
 */
export function isoDurationMinutes(text: unknown): number | undefined {
  if (typeof text !== 'string') return undefined;
  const trimmed = text.trim();
  const match = ISO_DURATION.exec(trimmed);
  if (!match || /^PT?$/i.test(trimmed) || /T$/i.test(trimmed)) return undefined;
  const [, years, months, weeks, days, hours, minutes, seconds] = match.map((part) =>
    part === undefined ? 0 : Number(part.replace(',', '.')),
  ) as number[];
  if (years || months) return undefined;
  const total =
    (weeks ?? 0) * 7 * 1440 + (days ?? 0) * 1440 + (hours ?? 0) * 60 + (minutes ?? 0) + (seconds ?? 0) / 60;
  if (!Number.isFinite(total) || total > MAX_MINUTES) return undefined;
  return Math.round(total);
}

/** A time a step's text names, which a tap starts as a timer. */
export interface StepTimer {
  /** As the step says it: "20 minutes". */
  label: string;
  seconds: number;
}

const FRACTIONS: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75, '⅓': 1 / 3, '⅔': 2 / 3 };
const NUMBER = String.raw`\d+(?:[.,]\d+)?(?:\s*[½¼¾⅓⅔])?|[½¼¾⅓⅔]|an?|one|two|three|four|five|six|ten|fifteen|twenty|thirty|forty|forty-five|sixty`;
const WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  ten: 10,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  'forty-five': 45,
  sixty: 60,
};
const UNIT = 'hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s';
const TIME = new RegExp(
  String.raw`\b(${NUMBER})(?:\s*(?:-|–|to)\s*(${NUMBER}))?\s*(${UNIT})\b(?:\s*(?:and\s+)?(\d+)\s*(minutes?|mins?|m)\b)?`,
  'gi',
);

function numberOf(text: string): number {
  const word = WORDS[text.toLowerCase()];
  if (word !== undefined) return word;
  const fraction = /[½¼¾⅓⅔]$/.exec(text);
  const whole = text.replace(/[½¼¾⅓⅔]$/, '').trim();
  return (
    (whole === '' ? 0 : Number(whole.replace(',', '.'))) + (fraction ? (FRACTIONS[fraction[0]] ?? 0) : 0)
  );
}

function unitSeconds(unit: string): number {
  const first = unit.toLowerCase()[0];
  return first === 'h' ? 3600 : first === 'm' ? 60 : 1;
}

/**
 * The times a step names, in its order: "20 minutes", "1 hour 15 minutes", "1½ hours", "10-15 min"
 * (the longer end: the step says to go on until then), "30 seconds". A bare "m" or "s" counts only
 * right after a digit ("5m"), never as a word of its own.
 */
export function stepTimers(text: string): StepTimer[] {
  const timers: StepTimer[] = [];
  for (const match of text.matchAll(TIME)) {
    const [label, from, to, unit, extra] = match as unknown as [
      string,
      string,
      string | undefined,
      string,
      string | undefined,
    ];
    if (/^[ms]$|^h$/i.test(unit) && !/\d\s*$/.test(match[0].slice(0, match[0].length - unit.length)))
      continue;
    if (/^(a|an)$/i.test(from) && /^[mhs]$/i.test(unit)) continue;
    const amount = numberOf(to ?? from);
    let seconds = amount * unitSeconds(unit);
    if (extra) seconds += Number(extra) * 60;
    seconds = Math.round(seconds);
    if (seconds <= 0 || seconds > MAX_MINUTES * 60) continue;
    timers.push({ label: label.trim(), seconds });
  }
  return timers;
}

/** "1:05:00", "20:00", "0:45": what a running timer shows. */
export function clockText(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** "1 h 30 min", "45 min": a recipe's time as a card shows it. */
export function minutesText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
