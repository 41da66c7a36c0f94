import { localTimeZone } from '../../common/time-zone';
import type { WidgetDemo } from '../views';
import { CLOCK_TIME_ZONE_NAMES, type ClockTimeZone, DEFAULT_CLOCK_TIME_ZONE } from './time-zones';

/** 'GMT+01:00' for a zone now; equal offsets show the same time. */
function offsetNow(timeZone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(now);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/** The visitor's zone when the clock offers it, else one of its zones that shows the same time now. */
export function visitorClockZone(now = new Date()): ClockTimeZone {
  const local = localTimeZone();
  const listed = CLOCK_TIME_ZONE_NAMES.find((zone) => zone === local);
  if (listed) return listed;
  const offset = offsetNow(local, now);
  return CLOCK_TIME_ZONE_NAMES.find((zone) => offsetNow(zone, now) === offset) ?? DEFAULT_CLOCK_TIME_ZONE;
}

export const demo: WidgetDemo = {
  sample: () => ({ clockConfig: { timezone: visitorClockZone(), hour12: true, showSeconds: false } }),
};
