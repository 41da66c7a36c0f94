import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenMeteo, startFakeOpenMeteo } from '../../../../test/fakes/open-meteo';
import { loadConfig } from '../../config';
import { createOpenMeteo, instantOf } from './open-meteo';
import { WeatherServiceError } from './weather-provider';

describe('Open-Meteo', () => {
  let fake: FakeOpenMeteo;
  // Saturday noon in Berlin, the day before its clocks go forward (29 March 2026, 02:00 → 03:00).
  const clock = new Date('2026-03-28T11:00:00Z');

  beforeAll(async () => {
    fake = await startFakeOpenMeteo({ now: () => clock });
  });
  afterAll(() => fake?.close());

  const client = (apiKey: string | null = null) =>
    createOpenMeteo({ forecastUrl: fake.url, geocodingUrl: fake.url, apiKey });

  it('turns the answer’s wall-clock times into instants with its one offset, across a change of the clocks', async () => {
    const forecast = await client().forecast(52.52, 13.41);
    expect(fake.forecasts.at(-1)?.searchParams.get('timezone')).toBe('auto');
    expect(forecast.timeZone).toBe('Europe/Berlin');
    expect(forecast.hourly).toHaveLength(7 * 24);
    // Open-Meteo keeps the winter offset (+1) for the whole week: every hour is one hour after the last.
    const gaps = new Set(
      forecast.hourly
        .slice(1)
        .map((hour, index) => Date.parse(hour.time) - Date.parse(forecast.hourly[index]!.time)),
    );
    expect(gaps).toEqual(new Set([3_600_000]));
    expect(forecast.hourly[0]?.time).toBe('2026-03-27T23:00:00.000Z');
    // "2026-03-29T12:00" at +01:00 is 11:00 UTC, which Berlin's clocks then show as 13:00.
    expect(forecast.hourly[36]?.time).toBe('2026-03-29T11:00:00.000Z');
    expect(forecast.daily.map((day) => day.date).slice(0, 3)).toEqual([
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
    ]);
    expect(forecast.current?.time).toBe('2026-03-28T11:00:00.000Z');
  });

  it('reads a local time at an offset, and nothing that is not one', () => {
    expect(instantOf('2026-05-01T07:00', 7200)).toBe('2026-05-01T05:00:00.000Z');
    expect(instantOf('2026-05-01T07:00', -18000)).toBe('2026-05-01T12:00:00.000Z');
    expect(instantOf('2026-05-01', 0)).toBeNull();
  });

  it('sends a paid plan’s key with every call', async () => {
    await client('om-customer-key').searchPlaces('Tokyo');
    await client('om-customer-key').forecast(35.69, 139.69);
    expect(fake.searches.at(-1)?.searchParams.get('apikey')).toBe('om-customer-key');
    expect(fake.forecasts.at(-1)?.searchParams.get('apikey')).toBe('om-customer-key');
    await client().searchPlaces('Tokyo');
    expect(fake.searches.at(-1)?.searchParams.has('apikey')).toBe(false);
  });

  it('says why the service refused', async () => {
    fake.settings.failWith = 429;
    try {
      await expect(client().forecast(52.52, 13.41)).rejects.toThrow(WeatherServiceError);
      await expect(client().searchPlaces('Berlin')).rejects.toThrow(
        /429: Minutely API request limit exceeded/,
      );
    } finally {
      fake.settings.failWith = null;
    }
    const closed = createOpenMeteo({
      forecastUrl: 'http://127.0.0.1:9',
      geocodingUrl: 'http://127.0.0.1:9',
      apiKey: null,
    });
    await expect(closed.forecast(1, 1)).rejects.toThrow(/could not be reached/);
  });

  it('uses the free servers without a key and the customer servers with one, unless told other origins', () => {
    expect(loadConfig({}).weather).toMatchObject({
      forecastUrl: 'https://api.open-meteo.com',
      geocodingUrl: 'https://geocoding-api.open-meteo.com',
      apiKey: null,
      refreshMinutes: 20,
    });
    expect(loadConfig({ OPEN_METEO_API_KEY: 'k' }).weather).toMatchObject({
      forecastUrl: 'https://customer-api.open-meteo.com',
      geocodingUrl: 'https://customer-geocoding-api.open-meteo.com',
      apiKey: 'k',
    });
    expect(
      loadConfig({ OPEN_METEO_API_KEY: 'k', LUNO_OPEN_METEO_BASE_URL: 'http://127.0.0.1:8080/' }).weather
        .forecastUrl,
    ).toBe('http://127.0.0.1:8080');
    expect(() => loadConfig({ LUNO_WEATHER_REFRESH_MINUTES: '5' })).toThrow(/LUNO_WEATHER_REFRESH_MINUTES/);
  });
});
