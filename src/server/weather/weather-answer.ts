/**
 * The presenter of GET /api/weather: the stored metric forecast of the family's place, from now on,
 * in the family's units.
 */
import { todayIn } from '../../common/calendar-days';
import type { Weather, WeatherUnits } from '../../common/schemas/weather';
import { isTimeZone } from '../../common/time-zone';
import type { MetricForecast } from '../integrations/weather/weather-provider';
import type { FamilyPlaceRow, ForecastRow } from './weather.repo';

/** Two days of hours: enough for a display that lost the network overnight. */
const HOURS_ANSWERED = 48;
const HOUR_MS = 3_600_000;

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

function converters(units: WeatherUnits) {
  const imperial = units === 'fahrenheit';
  return {
    temperature: (celsius: number) => (imperial ? round((celsius * 9) / 5 + 32, 1) : celsius),
    wind: (kmh: number | null) => (kmh === null ? null : imperial ? round(kmh / 1.609344, 1) : kmh),
    precipitation: (mm: number | null) => (mm === null ? null : imperial ? round(mm / 25.4, 2) : mm),
  };
}

export function weatherAnswer(place: FamilyPlaceRow, row: ForecastRow | undefined, now: Date): Weather {
  const forecast = row?.forecast ? (JSON.parse(row.forecast) as MetricForecast) : null;
  const timeZone = forecast && isTimeZone(forecast.timeZone) ? forecast.timeZone : place.familyTimeZone;
  const convert = converters(place.units);
  const hourStarted = now.getTime() - HOUR_MS;
  const today = todayIn(timeZone, now);
  const current = forecast?.current ?? null;
  return {
    place: { name: place.name, latitude: place.latitude, longitude: place.longitude },
    units: place.units,
    timeZone,
    current: current && {
      ...current,
      temperature: convert.temperature(current.temperature),
      apparentTemperature:
        current.apparentTemperature === null ? null : convert.temperature(current.apparentTemperature),
      windSpeed: convert.wind(current.windSpeed),
      precipitation: convert.precipitation(current.precipitation),
    },
    hourly: (forecast?.hourly ?? [])
      .filter((hour) => Date.parse(hour.time) > hourStarted)
      .slice(0, HOURS_ANSWERED)
      .map((hour) => ({ ...hour, temperature: convert.temperature(hour.temperature) })),
    daily: (forecast?.daily ?? [])
      .filter((day) => day.date >= today)
      .map((day) => ({
        ...day,
        temperatureMax: convert.temperature(day.temperatureMax),
        temperatureMin: convert.temperature(day.temperatureMin),
      })),
    fetchedAt: forecast ? (row?.fetched_at ?? null) : null,
  };
}
