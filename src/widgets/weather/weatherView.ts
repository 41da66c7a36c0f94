/**
 * What the weather card shows at a moment, from the forecast the server answered: pure, so a
 * display that kept an old forecast offline still shows the hours and days from now on, and free
 * of zod, since the viewer downloads it.
 */
import { type CalendarDay, dayToUtcDate, todayIn } from '../../common/calendar-days';
import type { DailyWeather, HourlyWeather, Weather } from '../../common/schemas/weather';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Conditions older than this give way to the forecast for the hour now. */
const CONDITIONS_LAST_MS = 90 * MINUTE_MS;
/** A forecast this old says so plainly: the server fetches every 15–30 minutes when it can. */
export const STALE_AFTER_MS = 60 * MINUTE_MS;

export interface Now {
  temperature: number;
  weatherCode: number;
  isDay: boolean;
  apparentTemperature: number | null;
  windSpeed: number | null;
}

/** The weather now: the observed conditions while fresh, else the forecast of the hour under way. */
export function conditionsAt(weather: Weather, now: Date): Now | null {
  const at = now.getTime();
  const current = weather.current;
  if (current && at - Date.parse(current.time) <= CONDITIONS_LAST_MS) return current;
  const hour = weather.hourly.find((entry) => {
    const start = Date.parse(entry.time);
    return start <= at && at < start + HOUR_MS;
  });
  if (hour) {
    return {
      temperature: hour.temperature,
      weatherCode: hour.weatherCode,
      isDay: hour.isDay,
      apparentTemperature: null,
      windSpeed: null,
    };
  }
  return current;
}

/** The hour under way and those after it, `count` at most. */
export function hoursFrom(hourly: readonly HourlyWeather[], now: Date, count: number): HourlyWeather[] {
  const at = now.getTime();
  return hourly.filter((entry) => Date.parse(entry.time) + HOUR_MS > at).slice(0, count);
}

/** Today at the place and the days after it, `count` at most. */
export function daysFrom(
  daily: readonly DailyWeather[],
  timeZone: string,
  now: Date,
  count: number,
): DailyWeather[] {
  const today = todayIn(timeZone, now);
  return daily.filter((day) => day.date >= today).slice(0, count);
}

/** 13.6 → "14°", -0.4 → "0°". */
export function degrees(value: number): string {
  const rounded = Math.round(value);
  return `${rounded === 0 ? 0 : rounded}°`;
}

export function windUnit(units: Weather['units']): string {
  return units === 'fahrenheit' ? 'mph' : 'km/h';
}

/** How old the forecast is, in the words of the card's corner. */
export function ageText(fetchedAt: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(fetchedAt)) / MINUTE_MS));
  if (minutes < 2) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} days ago`;
}

export function isStale(fetchedAt: string, now: Date): boolean {
  return now.getTime() - Date.parse(fetchedAt) > STALE_AFTER_MS;
}

const hourFormats = new Map<string, Intl.DateTimeFormat>();

/** The hour's start on the place's clocks, in the viewer's own way of writing hours ("14", "2 PM"). */
export function hourLabel(time: string, timeZone: string): string {
  let format = hourFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat(undefined, { hour: 'numeric', timeZone });
    hourFormats.set(timeZone, format);
  }
  return format.format(new Date(time));
}

const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });

/** "Today", then "Sat", "Sun", … */
export function dayLabel(day: CalendarDay, today: CalendarDay): string {
  return day === today ? 'Today' : weekday.format(dayToUtcDate(day));
}
