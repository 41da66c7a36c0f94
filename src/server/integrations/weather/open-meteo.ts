/**
 * Open-Meteo: the forecast API (`GET /v1/forecast` with `current`, `hourly` and `daily` variables,
 * `timezone=auto`) and the geocoding API (`GET /v1/search?name=`). The free servers are for
 * non-commercial use; a paid plan's key goes with every call as `apikey`, to the `customer-`
 * servers (config.ts). Open-Meteo writes times as the place's wall clock at one fixed offset,
 * `utc_offset_seconds`, the one in force when asked, for the whole answer (it does not follow a
 * daylight-saving change inside the forecast), so each time is turned into a UTC instant with it.
 */
import { z } from 'zod';
import type { WeatherPlaceMatch } from '../../../common/schemas/weather';
import { isTimeZone } from '../../../common/time-zone';
import type { WeatherConfig } from '../../config';
import { type MetricForecast, type WeatherProvider, WeatherServiceError } from './weather-provider';

const TIMEOUT_MS = 10_000;
const FORECAST_DAYS = 7;
const PLACES_ASKED = 10;

const CURRENT = [
  'temperature_2m',
  'apparent_temperature',
  'relative_humidity_2m',
  'is_day',
  'precipitation',
  'weather_code',
  'wind_speed_10m',
] as const;
const HOURLY = ['temperature_2m', 'precipitation_probability', 'weather_code', 'is_day'] as const;
const DAILY = [
  'weather_code',
  'temperature_2m_max',
  'temperature_2m_min',
  'precipitation_probability_max',
  'sunrise',
  'sunset',
] as const;

const value = z.number().nullable().optional();
const numbers = z.array(z.number().nullable());
const times = z.array(z.string().nullable());

const forecastAnswer = z.object({
  utc_offset_seconds: z.number().int(),
  timezone: z.string(),
  current: z
    .object({
      time: z.string(),
      temperature_2m: value,
      apparent_temperature: value,
      relative_humidity_2m: value,
      is_day: value,
      precipitation: value,
      weather_code: value,
      wind_speed_10m: value,
    })
    .optional(),
  hourly: z.object({
    time: z.array(z.string()),
    temperature_2m: numbers,
    precipitation_probability: numbers.optional(),
    weather_code: numbers,
    is_day: numbers.optional(),
  }),
  daily: z.object({
    time: z.array(z.string()),
    weather_code: numbers,
    temperature_2m_max: numbers,
    temperature_2m_min: numbers,
    precipitation_probability_max: numbers.optional(),
    sunrise: times.optional(),
    sunset: times.optional(),
  }),
});

const placesAnswer = z.object({
  results: z
    .array(
      z.object({
        name: z.string(),
        latitude: z.number(),
        longitude: z.number(),
        country: z.string().optional(),
        admin1: z.string().optional(),
        timezone: z.string().optional(),
      }),
    )
    .optional(),
});

const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** A wall-clock time of the answer ("2026-05-01T07:00") as the UTC instant it stands for. */
export function instantOf(localTime: string, utcOffsetSeconds: number): string | null {
  if (!LOCAL_TIME.test(localTime)) return null;
  const asUtc = Date.parse(`${localTime}:00Z`);
  return Number.isNaN(asUtc) ? null : new Date(asUtc - utcOffsetSeconds * 1000).toISOString();
}

function toForecast(answer: z.infer<typeof forecastAnswer>): MetricForecast {
  const offset = answer.utc_offset_seconds;
  const current = answer.current;
  const currentTime = current ? instantOf(current.time, offset) : null;
  const { hourly, daily } = answer;
  return {
    timeZone: answer.timezone,
    current:
      current &&
      currentTime &&
      typeof current.temperature_2m === 'number' &&
      typeof current.weather_code === 'number'
        ? {
            time: currentTime,
            temperature: current.temperature_2m,
            apparentTemperature: current.apparent_temperature ?? null,
            humidity: current.relative_humidity_2m ?? null,
            windSpeed: current.wind_speed_10m ?? null,
            precipitation: current.precipitation ?? null,
            weatherCode: current.weather_code,
            isDay: current.is_day !== 0,
          }
        : null,
    // Hours the service has no value for (past the end of a model's range) are left out.
    hourly: hourly.time.flatMap((time, index) => {
      const instant = instantOf(time, offset);
      const temperature = hourly.temperature_2m[index];
      const code = hourly.weather_code[index];
      if (!instant || typeof temperature !== 'number' || typeof code !== 'number') return [];
      return [
        {
          time: instant,
          temperature,
          precipitationProbability: hourly.precipitation_probability?.[index] ?? null,
          weatherCode: code,
          isDay: hourly.is_day?.[index] !== 0,
        },
      ];
    }),
    daily: daily.time.flatMap((date, index) => {
      const max = daily.temperature_2m_max[index];
      const min = daily.temperature_2m_min[index];
      const code = daily.weather_code[index];
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || typeof max !== 'number' || typeof min !== 'number') return [];
      if (typeof code !== 'number') return [];
      const sunrise = daily.sunrise?.[index];
      const sunset = daily.sunset?.[index];
      return [
        {
          date,
          weatherCode: code,
          temperatureMax: max,
          temperatureMin: min,
          precipitationProbability: daily.precipitation_probability_max?.[index] ?? null,
          sunrise: sunrise ? instantOf(sunrise, offset) : null,
          sunset: sunset ? instantOf(sunset, offset) : null,
        },
      ];
    }),
  };
}

export function createOpenMeteo(config: Pick<WeatherConfig, 'forecastUrl' | 'geocodingUrl' | 'apiKey'>) {
  async function ask(url: URL): Promise<unknown> {
    if (config.apiKey) url.searchParams.set('apikey', config.apiKey);
    const send = () =>
      fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    let response: Response;
    try {
      // A kept-alive connection the far end closed a moment ago fails at once: one more try, new connection.
      response = await send().catch((error: unknown) => {
        if ((error as Error).name === 'TimeoutError') throw error;
        return send();
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      throw new WeatherServiceError(
        `Open-Meteo could not be reached: ${(error as Error).message}${cause ? ` (${cause})` : ''}`,
      );
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      // Open-Meteo explains a refusal as { error: true, reason }.
      const reason = (body as { reason?: unknown } | null)?.reason;
      throw new WeatherServiceError(
        `Open-Meteo answered ${response.status}${typeof reason === 'string' ? `: ${reason}` : ''}`,
      );
    }
    return body;
  }

  const provider: WeatherProvider = {
    async forecast(latitude, longitude) {
      const url = new URL('/v1/forecast', config.forecastUrl);
      url.search = new URLSearchParams({
        latitude: String(latitude),
        longitude: String(longitude),
        current: CURRENT.join(','),
        hourly: HOURLY.join(','),
        daily: DAILY.join(','),
        timezone: 'auto',
        forecast_days: String(FORECAST_DAYS),
      }).toString();
      const parsed = forecastAnswer.safeParse(await ask(url));
      if (!parsed.success)
        throw new WeatherServiceError('Open-Meteo answered something other than a forecast');
      return toForecast(parsed.data);
    },

    async searchPlaces(query): Promise<WeatherPlaceMatch[]> {
      const url = new URL('/v1/search', config.geocodingUrl);
      url.search = new URLSearchParams({
        name: query,
        count: String(PLACES_ASKED),
        language: 'en',
        format: 'json',
      }).toString();
      const parsed = placesAnswer.safeParse(await ask(url));
      if (!parsed.success) throw new WeatherServiceError('Open-Meteo answered something other than places');
      // No `results` at all is how the geocoder says it found nothing.
      return (parsed.data.results ?? []).map((place) => ({
        name: place.name,
        country: place.country || null,
        admin: place.admin1 || null,
        latitude: place.latitude,
        longitude: place.longitude,
        timeZone: place.timezone && isTimeZone(place.timezone) ? place.timezone : null,
      }));
    },
  };
  return provider;
}
