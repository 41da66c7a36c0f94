import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Open-Meteo's forecast API (`GET /v1/forecast`) and geocoding API (`GET /v1/search`) on
 * 127.0.0.1, answering as the real ones do:
 *
 * - forecast: `latitude` and `longitude` required; `current`, `hourly` and `daily` name the
 *   variables answered (an unknown one is refused with 400 `{ error: true, reason }`), each with its
 *   `*_units`; `timezone` an IANA name, `auto` (the zone of the nearest known town) or GMT by
 *   default; times are wall-clock `YYYY-MM-DDTHH:MM` at ONE offset for the whole answer,
 *   `utc_offset_seconds`, the one in force now (Open-Meteo does not follow a daylight-saving change
 *   inside a forecast); hours and days start at 00:00 of today there, `forecast_days` days (7);
 *   `current.time` is now rounded down to its 15 minutes, with `interval: 900`; coordinates
 *   answered are snapped to the model's grid.
 * - geocoding: `name` (under 2 letters finds nothing, 2 only exact names, 3 or more any name that
 *   starts with it, ignoring case and accents), `count` (10), matches by population; an answer
 *   without `results` when nothing matches.
 *
 * The weather is made up but steady: a place's temperature follows its latitude, the hour of its
 * day and the day (`fakeTemperature`), plus `settings.temperatureShift`, which a test moves to
 * tell one fetch from the next. `settings.failWith` makes every call fail with that status. The
 * fake's clock is `now`, so an app under an injected clock sees the same day.
 */

interface KnownPlace {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  elevation: number;
  country_code: string;
  country: string;
  admin1: string;
  timezone: string;
  population: number;
}

export const FAKE_PLACES: KnownPlace[] = [
  {
    id: 2950159,
    name: 'Berlin',
    latitude: 52.52437,
    longitude: 13.41053,
    elevation: 74,
    country_code: 'DE',
    country: 'Germany',
    admin1: 'Land Berlin',
    timezone: 'Europe/Berlin',
    population: 3426354,
  },
  {
    id: 5083330,
    name: 'Berlin',
    latitude: 44.46867,
    longitude: -71.18508,
    elevation: 311,
    country_code: 'US',
    country: 'United States',
    admin1: 'New Hampshire',
    timezone: 'America/New_York',
    population: 9367,
  },
  {
    id: 4250542,
    name: 'Springfield',
    latitude: 39.80172,
    longitude: -89.64371,
    elevation: 182,
    country_code: 'US',
    country: 'United States',
    admin1: 'Illinois',
    timezone: 'America/Chicago',
    population: 116250,
  },
  {
    id: 4951788,
    name: 'Springfield',
    latitude: 42.10148,
    longitude: -72.58981,
    elevation: 21,
    country_code: 'US',
    country: 'United States',
    admin1: 'Massachusetts',
    timezone: 'America/New_York',
    population: 154341,
  },
  {
    id: 2643743,
    name: 'London',
    latitude: 51.50853,
    longitude: -0.12574,
    elevation: 25,
    country_code: 'GB',
    country: 'United Kingdom',
    admin1: 'England',
    timezone: 'Europe/London',
    population: 8961989,
  },
  {
    id: 2867714,
    name: 'Munich',
    latitude: 48.13743,
    longitude: 11.57549,
    elevation: 524,
    country_code: 'DE',
    country: 'Germany',
    admin1: 'Bavaria',
    timezone: 'Europe/Berlin',
    population: 1260391,
  },
  {
    id: 2147714,
    name: 'Sydney',
    latitude: -33.86785,
    longitude: 151.20732,
    elevation: 58,
    country_code: 'AU',
    country: 'Australia',
    admin1: 'New South Wales',
    timezone: 'Australia/Sydney',
    population: 4627345,
  },
  {
    id: 1850147,
    name: 'Tokyo',
    latitude: 35.6895,
    longitude: 139.69171,
    elevation: 44,
    country_code: 'JP',
    country: 'Japan',
    admin1: 'Tokyo',
    timezone: 'Asia/Tokyo',
    population: 9733276,
  },
];

const CURRENT_UNITS: Record<string, string> = {
  temperature_2m: '°C',
  apparent_temperature: '°C',
  relative_humidity_2m: '%',
  is_day: '',
  precipitation: 'mm',
  weather_code: 'wmo code',
  wind_speed_10m: 'km/h',
  cloud_cover: '%',
};
const HOURLY_UNITS: Record<string, string> = {
  ...CURRENT_UNITS,
  precipitation_probability: '%',
};
const DAILY_UNITS: Record<string, string> = {
  weather_code: 'wmo code',
  temperature_2m_max: '°C',
  temperature_2m_min: '°C',
  precipitation_probability_max: '%',
  sunrise: 'iso8601',
  sunset: 'iso8601',
};

/** The sky of each day of the forecast, from today: a week of European spring. */
const DAY_CODES = [2, 3, 61, 80, 0, 95, 71];
const HOUR_MS = 3_600_000;

/** A place's made-up temperature at an instant, °C: its latitude, its wall clock's hour and the day. */
export function fakeTemperature(latitude: number, hourOfDay: number, dayIndex: number, shift = 0): number {
  const base = 20 - Math.abs(latitude - 30) * 0.4 + dayIndex * 0.7 + shift;
  return Math.round((base + 5 * Math.sin(((hourOfDay - 9) / 24) * 2 * Math.PI)) * 10) / 10;
}

function offsetSecondsOf(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const wall = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour') % 24,
    get('minute'),
    get('second'),
  );
  return Math.round((wall - Math.floor(at.getTime() / 1000) * 1000) / 1000);
}

function abbreviation(offsetSeconds: number): string {
  if (offsetSeconds === 0) return 'GMT';
  const sign = offsetSeconds < 0 ? '-' : '+';
  const hours = Math.floor(Math.abs(offsetSeconds) / 3600);
  const minutes = Math.floor((Math.abs(offsetSeconds) % 3600) / 60);
  return `GMT${sign}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

/** `ms` (wall-clock milliseconds, as if UTC) written as Open-Meteo writes local times. */
const localText = (ms: number) => new Date(ms).toISOString().slice(0, 16);

function nearestZone(latitude: number, longitude: number): string {
  let best: KnownPlace | undefined;
  let distance = Number.POSITIVE_INFINITY;
  for (const place of FAKE_PLACES) {
    const d = (place.latitude - latitude) ** 2 + (place.longitude - longitude) ** 2;
    if (d < distance) {
      distance = d;
      best = place;
    }
  }
  // Far from every known town: Open-Meteo would still find the zone; GMT keeps the fake honest.
  return best && distance < 25 ? best.timezone : 'GMT';
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function isKnownZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export async function startFakeOpenMeteo({
  now = () => new Date(),
  port = 0,
}: {
  now?: () => Date;
  port?: number;
} = {}) {
  const forecasts: URL[] = [];
  const searches: URL[] = [];
  const settings: { failWith: number | null; temperatureShift: number } = {
    failWith: null,
    temperatureShift: 0,
  };
  let origin = '';

  function json(response: http.ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body));
  }

  const refuse = (response: http.ServerResponse, reason: string) =>
    json(response, 400, { error: true, reason });

  function variables(url: URL, key: string, known: Record<string, string>): string[] | string {
    const names = url.searchParams
      .getAll(key)
      .flatMap((value) => value.split(','))
      .map((name) => name.trim())
      .filter(Boolean);
    const unknown = names.find((name) => !(name in known));
    return unknown
      ? `Cannot initialize ${key === 'daily' ? 'DailyWeatherVariable' : 'WeatherVariable'} from invalid String value ${unknown} for key ${key}`
      : names;
  }

  function forecast(url: URL, response: http.ServerResponse) {
    const latitude = Number(url.searchParams.get('latitude'));
    const longitude = Number(url.searchParams.get('longitude'));
    if (!url.searchParams.has('latitude') || !url.searchParams.has('longitude')) {
      return refuse(response, "Parameter 'latitude' and 'longitude' must have the same number of elements");
    }
    if (!Number.isFinite(latitude) || latitude < -90 || latitude > 90) {
      return refuse(
        response,
        `Latitude must be in range of -90 to 90°. Given: ${url.searchParams.get('latitude')}.`,
      );
    }
    if (!Number.isFinite(longitude) || longitude < -180 || longitude > 180) {
      return refuse(
        response,
        `Longitude must be in range of -180 to 180°. Given: ${url.searchParams.get('longitude')}.`,
      );
    }
    const current = variables(url, 'current', CURRENT_UNITS);
    const hourly = variables(url, 'hourly', HOURLY_UNITS);
    const daily = variables(url, 'daily', DAILY_UNITS);
    for (const names of [current, hourly, daily])
      if (typeof names === 'string') return refuse(response, names);
    const days = Number(url.searchParams.get('forecast_days') ?? 7);
    if (!Number.isInteger(days) || days < 0 || days > 16) {
      return refuse(response, 'Forecast days is invalid. Allowed range 0 to 16.');
    }
    const asked = url.searchParams.get('timezone') ?? 'GMT';
    const timezone = asked === 'auto' ? nearestZone(latitude, longitude) : asked;
    if (!isKnownZone(timezone)) return refuse(response, `Invalid timezone ${asked}`);
    if ((daily as string[]).length > 0 && !url.searchParams.has('timezone')) {
      // The real API asks for a zone with daily variables.
      return refuse(response, 'Timezone is required');
    }

    const at = now();
    const offset = offsetSecondsOf(timezone, at);
    // Wall-clock milliseconds of the place at one offset, as Open-Meteo counts them.
    const wallNow = at.getTime() + offset * 1000;
    const startOfToday = Math.floor(wallNow / (24 * HOUR_MS)) * 24 * HOUR_MS;
    const shift = settings.temperatureShift;
    const dayIndexOf = (wallMs: number) => Math.floor((wallMs - startOfToday) / (24 * HOUR_MS));
    const hourOf = (wallMs: number) => (wallMs % (24 * HOUR_MS)) / HOUR_MS;
    const isDay = (wallMs: number) => (hourOf(wallMs) >= 6 && hourOf(wallMs) < 20 ? 1 : 0);
    const codeOf = (wallMs: number) => DAY_CODES[dayIndexOf(wallMs) % DAY_CODES.length] ?? 0;
    const temperature = (wallMs: number) =>
      fakeTemperature(latitude, hourOf(wallMs), dayIndexOf(wallMs), shift);
    const hourValue = (name: string, wallMs: number): number => {
      const t = temperature(wallMs);
      switch (name) {
        case 'temperature_2m':
          return t;
        case 'apparent_temperature':
          return Math.round((t - 1.8) * 10) / 10;
        case 'relative_humidity_2m':
          return 55 + (dayIndexOf(wallMs) % 3) * 10;
        case 'is_day':
          return isDay(wallMs);
        case 'precipitation':
          return [61, 80, 95, 71].includes(codeOf(wallMs)) ? 0.6 : 0;
        case 'precipitation_probability':
          return [61, 80, 95, 71].includes(codeOf(wallMs)) ? 70 : 5;
        case 'weather_code': {
          const code = codeOf(wallMs);
          return code === 2 && !isDay(wallMs) ? 1 : code;
        }
        case 'wind_speed_10m':
          return 12.6;
        case 'cloud_cover':
          return 40;
        default:
          return 0;
      }
    };

    const body: Record<string, unknown> = {
      latitude: Math.round(latitude * 40) / 40,
      longitude: Math.round(longitude * 40) / 40,
      generationtime_ms: 0.21,
      utc_offset_seconds: offset,
      timezone,
      timezone_abbreviation: abbreviation(offset),
      elevation: 40,
    };
    if ((current as string[]).length > 0) {
      const quarter = Math.floor(wallNow / (15 * 60_000)) * 15 * 60_000;
      body.current_units = {
        time: 'iso8601',
        interval: 'seconds',
        ...Object.fromEntries((current as string[]).map((name) => [name, CURRENT_UNITS[name]])),
      };
      body.current = {
        time: localText(quarter),
        interval: 900,
        ...Object.fromEntries((current as string[]).map((name) => [name, hourValue(name, quarter)])),
      };
    }
    if ((hourly as string[]).length > 0) {
      const hours = Array.from({ length: days * 24 }, (_, index) => startOfToday + index * HOUR_MS);
      body.hourly_units = {
        time: 'iso8601',
        ...Object.fromEntries((hourly as string[]).map((name) => [name, HOURLY_UNITS[name]])),
      };
      body.hourly = {
        time: hours.map(localText),
        ...Object.fromEntries(
          (hourly as string[]).map((name) => [name, hours.map((wallMs) => hourValue(name, wallMs))]),
        ),
      };
    }
    if ((daily as string[]).length > 0) {
      const starts = Array.from({ length: days }, (_, index) => startOfToday + index * 24 * HOUR_MS);
      const dailyValue = (name: string, dayStart: number): number | string => {
        const temperatures = Array.from({ length: 24 }, (_, hour) => temperature(dayStart + hour * HOUR_MS));
        switch (name) {
          case 'weather_code':
            return codeOf(dayStart);
          case 'temperature_2m_max':
            return Math.max(...temperatures);
          case 'temperature_2m_min':
            return Math.min(...temperatures);
          case 'precipitation_probability_max':
            return hourValue('precipitation_probability', dayStart);
          case 'sunrise':
            return localText(dayStart + 6 * HOUR_MS + 12 * 60_000);
          case 'sunset':
            return localText(dayStart + 20 * HOUR_MS + 31 * 60_000);
          default:
            return 0;
        }
      };
      body.daily_units = {
        time: 'iso8601',
        ...Object.fromEntries((daily as string[]).map((name) => [name, DAILY_UNITS[name]])),
      };
      body.daily = {
        time: starts.map((start) => localText(start).slice(0, 10)),
        ...Object.fromEntries(
          (daily as string[]).map((name) => [name, starts.map((start) => dailyValue(name, start))]),
        ),
      };
    }
    json(response, 200, body);
  }

  function search(url: URL, response: http.ServerResponse) {
    const name = fold((url.searchParams.get('name') ?? '').trim());
    const count = Math.min(Math.max(Number(url.searchParams.get('count') ?? 10) || 10, 1), 100);
    const matches =
      name.length < 2
        ? []
        : FAKE_PLACES.filter((place) =>
            name.length === 2 ? fold(place.name) === name : fold(place.name).startsWith(name),
          );
    const results = matches
      .sort((a, b) => b.population - a.population)
      .slice(0, count)
      .map((place) => ({
        id: place.id,
        name: place.name,
        latitude: place.latitude,
        longitude: place.longitude,
        elevation: place.elevation,
        feature_code: place.population > 1_000_000 ? 'PPLC' : 'PPL',
        country_code: place.country_code,
        admin1_id: place.id + 1,
        timezone: place.timezone,
        population: place.population,
        country_id: place.id + 2,
        country: place.country,
        admin1: place.admin1,
      }));
    json(
      response,
      200,
      results.length > 0 ? { results, generationtime_ms: 0.4 } : { generationtime_ms: 0.3 },
    );
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    if (request.method !== 'GET') return json(response, 405, { error: true, reason: 'Method not allowed' });
    if (url.pathname === '/v1/forecast') forecasts.push(url);
    else if (url.pathname === '/v1/search') searches.push(url);
    else return json(response, 404, { error: true, reason: 'Not Found' });
    if (settings.failWith !== null) {
      return json(response, settings.failWith, {
        error: true,
        reason:
          settings.failWith === 429
            ? 'Minutely API request limit exceeded. Please try again in one minute.'
            : 'Internal server error',
      });
    }
    if (url.pathname === '/v1/forecast') forecast(url, response);
    else search(url, response);
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    get url() {
      return origin;
    },
    /** Every forecast call that reached the fake, in order. */
    forecasts,
    /** Every place search, in order. */
    searches,
    settings,
    /** The variables a Luno server points at this fake. */
    get env() {
      return { LUNO_OPEN_METEO_BASE_URL: origin, LUNO_OPEN_METEO_GEOCODING_BASE_URL: origin };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export type FakeOpenMeteo = Awaited<ReturnType<typeof startFakeOpenMeteo>>;
