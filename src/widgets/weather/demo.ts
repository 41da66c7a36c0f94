import { addDays } from '../../common/calendar-days';
import type { Weather } from '../../common/schemas/weather';
import { localTimeZone } from '../../common/time-zone';
import { queryKeys } from '../../web/api/freshness';
import type { WidgetDemo } from '../views';

const HOUR_MS = 3_600_000;
/** A week of spring weather, from today. */
const DAYS = [
  { code: 2, max: 19, min: 9, rain: 10 },
  { code: 61, max: 15, min: 8, rain: 70 },
  { code: 3, max: 16, min: 7, rain: 20 },
  { code: 0, max: 21, min: 9, rain: 0 },
  { code: 80, max: 18, min: 10, rain: 60 },
  { code: 1, max: 22, min: 11, rain: 5 },
  { code: 95, max: 20, min: 12, rain: 80 },
];

function demoWeather(today: string): Weather {
  const now = Date.now();
  const hourStart = Math.floor(now / HOUR_MS) * HOUR_MS;
  const hourly = Array.from({ length: 24 }, (_, index) => {
    const time = hourStart + index * HOUR_MS;
    const hour = new Date(time).getHours();
    return {
      time: new Date(time).toISOString(),
      temperature: Math.round((14 + 5 * Math.sin(((hour - 9) / 24) * 2 * Math.PI)) * 10) / 10,
      precipitationProbability: index > 5 && index < 9 ? 60 : 10,
      weatherCode: index > 5 && index < 9 ? 61 : 2,
      isDay: hour >= 6 && hour < 20,
    };
  });
  return {
    place: { name: 'Springfield', latitude: 39.80172, longitude: -89.64371 },
    units: 'celsius',
    timeZone: localTimeZone(),
    current: {
      time: new Date(Math.floor(now / 900_000) * 900_000).toISOString(),
      temperature: hourly[0]!.temperature,
      apparentTemperature: hourly[0]!.temperature - 1,
      humidity: 62,
      windSpeed: 11,
      precipitation: 0,
      weatherCode: 2,
      isDay: hourly[0]!.isDay,
    },
    hourly,
    daily: DAYS.map((day, index) => ({
      date: addDays(today, index),
      weatherCode: day.code,
      temperatureMax: day.max,
      temperatureMin: day.min,
      precipitationProbability: day.rain,
      sunrise: null,
      sunset: null,
    })),
    fetchedAt: new Date(now - 6 * 60_000).toISOString(),
  };
}

export const demo: WidgetDemo = {
  sample: () => ({}),
  answers: ({ today }) => [[queryKeys.weather, demoWeather(today)]],
};
