/** The clock widget's time text and tick rhythm, apart from React so they can be tested directly. */
import { usesTwelveHours } from '../../web/i18n/languages';

export interface ClockSettingsValue {
  timezone: string;
  /** Absent: the language's own clock (24 hours in German, AM/PM in American English). */
  hour12?: boolean;
  showSeconds: boolean;
}

/** Shown when the time zone is not one the browser knows. */
export const CLOCK_INVALID_TIME = 'Invalid Time';
/** Shown when the time itself cannot be written, e.g. a broken clock value. */
export const CLOCK_ERROR = 'Error';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

// One formatter per setting: building Intl formatters every second would cost a TV's CPU for nothing.
const formatters = new Map<string, Intl.DateTimeFormat | null>();

function formatterFor(
  { timezone, hour12: setting, showSeconds }: ClockSettingsValue,
  language: string | undefined,
): Intl.DateTimeFormat | null {
  const hour12 = setting ?? usesTwelveHours(language ?? 'en-US');
  const key = `${language}|${timezone}|${hour12}|${showSeconds}`;
  if (!formatters.has(key)) {
    try {
      formatters.set(
        key,
        new Intl.DateTimeFormat(language, {
          timeZone: timezone,
          hour: 'numeric',
          minute: '2-digit',
          second: showSeconds ? '2-digit' : undefined,
          // `hour12: false` writes midnight as 24:00 in some locales; h23 always gives 00:00.
          hourCycle: hour12 ? 'h12' : 'h23',
        }),
      );
    } catch {
      formatters.set(key, null);
    }
  }
  return formatters.get(key) ?? null;
}

/** The time as the clock card shows it, in `language` (the browser's own when not given). */
export function formatClockTime(now: Date, settings: ClockSettingsValue, language?: string): string {
  const formatter = formatterFor(settings, language);
  if (!formatter) return CLOCK_INVALID_TIME;
  try {
    return formatter.format(now);
  } catch {
    return CLOCK_ERROR;
  }
}

/** Milliseconds until the shown time next changes: the next whole second, or the next whole minute. */
export function msUntilNextTick(nowMs: number, showSeconds: boolean): number {
  const unit = showSeconds ? SECOND_MS : MINUTE_MS;
  return unit - (((nowMs % unit) + unit) % unit);
}
