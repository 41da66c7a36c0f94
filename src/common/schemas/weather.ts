/**
 * The weather (issue 28): the family's place, found by name through the geocoder, and the forecast
 * the server keeps for it. Temperatures answer in the family's units; wind in km/h with Celsius and
 * mph with Fahrenheit; instants are UTC, days are the place's own calendar days.
 */
import { z } from 'zod';

export const WEATHER_UNITS = ['celsius', 'fahrenheit'] as const;
export type WeatherUnits = (typeof WEATHER_UNITS)[number];

const MAX_PLACE_NAME = 200;
const MAX_QUERY_LENGTH = 100;

export const WEATHER_MESSAGES = {
  noPlace:
    'No place is set for the weather yet. Choose your town in the weather widget’s settings or in Account → Family.',
  queryTooShort: 'Type at least two letters of a town or a postcode.',
  searchFailed: 'The place search is not answering right now. Please try again in a moment.',
} as const;

/** GET /api/weather/places?query= */
export const weatherPlaceSearchSchema = z.object({
  query: z
    .string({ error: WEATHER_MESSAGES.queryTooShort })
    .trim()
    .min(2, { error: WEATHER_MESSAGES.queryTooShort })
    .max(MAX_QUERY_LENGTH, { error: `A place search must be at most ${MAX_QUERY_LENGTH} characters.` }),
});

/** One of the geocoder's matches for a search. */
export const weatherPlaceMatchSchema = z.object({
  name: z.string(),
  country: z.string().nullable(),
  /** The first-level area: a state, a province, a region. */
  admin: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  /** The place's IANA time zone, when the geocoder knows it. */
  timeZone: z.string().nullable(),
});
export type WeatherPlaceMatch = z.infer<typeof weatherPlaceMatchSchema>;

const coordinate = (label: string, limit: number) => {
  const message = `${label} must be a number from -${limit} to ${limit}.`;
  return z.number({ error: message }).min(-limit, { error: message }).max(limit, { error: message });
};

/** PUT /api/weather/place: the family's place and units, set once for all its boards. */
export const setWeatherPlaceSchema = z.object({
  name: z
    .string({ error: 'The place needs a name.' })
    .trim()
    .min(1, { error: 'The place needs a name.' })
    .max(MAX_PLACE_NAME, { error: `A place name must be at most ${MAX_PLACE_NAME} characters.` }),
  latitude: coordinate('Latitude', 90),
  longitude: coordinate('Longitude', 180),
  units: z.enum(WEATHER_UNITS, { error: 'Units must be celsius or fahrenheit.' }),
});
export type SetWeatherPlace = z.infer<typeof setWeatherPlaceSchema>;

export const weatherPlaceSchema = z.object({
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

/** What the PUT answers: the family's place as stored. */
export const familyWeatherPlaceSchema = z.object({
  place: weatherPlaceSchema,
  units: z.enum(WEATHER_UNITS),
});

/** WMO weather interpretation code (0 clear … 99 thunderstorm with heavy hail). */
const weatherCode = z.number().int();

export const currentWeatherSchema = z.object({
  /** When these conditions were observed (Open-Meteo's 15-minute step). */
  time: z.string(),
  temperature: z.number(),
  apparentTemperature: z.number().nullable(),
  /** Relative humidity, percent. */
  humidity: z.number().nullable(),
  windSpeed: z.number().nullable(),
  /** The last hour's rain and snow (mm, or inches with Fahrenheit). */
  precipitation: z.number().nullable(),
  weatherCode,
  isDay: z.boolean(),
});
export type CurrentWeather = z.infer<typeof currentWeatherSchema>;

export const hourlyWeatherSchema = z.object({
  /** The hour's start. */
  time: z.string(),
  temperature: z.number(),
  /** Chance of rain or snow in the hour, percent. */
  precipitationProbability: z.number().nullable(),
  weatherCode,
  isDay: z.boolean(),
});
export type HourlyWeather = z.infer<typeof hourlyWeatherSchema>;

export const dailyWeatherSchema = z.object({
  /** The place's calendar day, YYYY-MM-DD. */
  date: z.string(),
  weatherCode,
  temperatureMax: z.number(),
  temperatureMin: z.number(),
  precipitationProbability: z.number().nullable(),
  sunrise: z.string().nullable(),
  sunset: z.string().nullable(),
});
export type DailyWeather = z.infer<typeof dailyWeatherSchema>;

/**
 * GET /api/weather: the family's place and the forecast last fetched for it. Until the first
 * forecast arrives, `current` and `fetchedAt` are null and the lists are empty.
 */
export const weatherSchema = z.object({
  place: weatherPlaceSchema,
  units: z.enum(WEATHER_UNITS),
  /** The place's IANA zone: the hours and days of the forecast are its wall clock's. */
  timeZone: z.string(),
  current: currentWeatherSchema.nullable(),
  /** From the current hour on, up to two days. */
  hourly: z.array(hourlyWeatherSchema),
  /** From the place's today on. */
  daily: z.array(dailyWeatherSchema),
  fetchedAt: z.string().nullable(),
});
export type Weather = z.infer<typeof weatherSchema>;
