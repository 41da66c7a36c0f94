import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenMeteo, fakeTemperature, startFakeOpenMeteo } from '../../../test/fakes/open-meteo';
import { type Agent, type AgentResponse, buildTestApp, type TestApp } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { makeFamily, makeMember, makeSession, makeSignedInFamily } from '../../../test/support/factories';
import { WEATHER_MESSAGES, type Weather } from '../../common/schemas/weather';
import { createOpenMeteo } from '../integrations/weather/open-meteo';
import type { Change } from '../live/changes';
import { createWeatherRefresh } from './weather-refresh';

const BERLIN = { name: 'Berlin', latitude: 52.52437, longitude: 13.41053 };
const MINUTE = 60_000;

describe.each(dialects)('the weather on %s', (dialect) => {
  let t: TestApp;
  let fake: FakeOpenMeteo;
  // 12:07 in Berlin (summer time), far from any change of the clocks.
  let clock = new Date('2026-05-01T10:07:00Z');
  const now = () => clock;
  const later = (minutes: number) => {
    clock = new Date(clock.getTime() + minutes * MINUTE);
  };

  beforeAll(async () => {
    fake = await startFakeOpenMeteo({ now });
    t = await buildTestApp(dialect, fake.env, { now });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  /** Another instance of the server on the same database, as a load balancer runs several. */
  const otherInstance = () =>
    createWeatherRefresh(
      t.database.handle.db,
      t.app.changes,
      t.app.jobs,
      createOpenMeteo({ ...t.config.weather }),
      { intervalMs: t.config.weather.refreshMinutes * MINUTE, now },
    );

  /**
   * Until no runner works on a place: the app's own background work runs beside the test (by the
   * real clock) and may have taken a due place first; its fetch counts like any other.
   */
  const settled = () => t.app.jobs.idle();

  /** One round of the schedule on each instance at once: every due place fetched by whoever claims it. */
  async function scheduledRound(instances = [otherInstance(), otherInstance()]) {
    await Promise.all(
      instances.map(async (instance) => {
        for (const place of await instance.due(10)) await instance.refreshPlace(place);
      }),
    );
    await settled();
  }

  const forecastCalls = () => fake.forecasts.length;
  /** The places' schedule, named in a failed count. */
  const placesNow = async () =>
    `at ${clock.toISOString()}: ${JSON.stringify(
      await t.database.handle.db
        .selectFrom('weather_forecasts')
        .select(['place_key', 'fetched_at', 'next_fetch_at', 'failure_count', 'last_error'])
        .execute(),
    )}`;
  /** The hour of Berlin's summer-time wall clock at the last quarter hour, as Open-Meteo's current conditions. */
  const berlinQuarterHour = () => {
    const local = clock.getTime() + 2 * 3_600_000;
    return ((Math.floor(local / (15 * MINUTE)) * 15 * MINUTE) % 86_400_000) / 3_600_000;
  };

  it('finds places by name through the geocoder, with country, area, coordinates and zone', async () => {
    const { agent } = await makeSignedInFamily(t);
    const found = await agent.get('/api/weather/places?query=berl');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual([
      {
        name: 'Berlin',
        country: 'Germany',
        admin: 'Land Berlin',
        latitude: 52.52437,
        longitude: 13.41053,
        timeZone: 'Europe/Berlin',
      },
      {
        name: 'Berlin',
        country: 'United States',
        admin: 'New Hampshire',
        latitude: 44.46867,
        longitude: -71.18508,
        timeZone: 'America/New_York',
      },
    ]);
    expect((await agent.get('/api/weather/places?query=Atlantis')).json()).toEqual([]);

    const short = await agent.get('/api/weather/places?query=b');
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe(WEATHER_MESSAGES.queryTooShort);

    fake.settings.failWith = 429;
    try {
      const refused = await agent.get('/api/weather/places?query=London');
      expect(refused.statusCode).toBe(502);
      expect(refused.json().error).toBe(WEATHER_MESSAGES.searchFailed);
    } finally {
      fake.settings.failWith = null;
    }
  });

  it('answers 404 with a clear error while no place is set, and a display cannot set or search one', async () => {
    const familyId = await makeFamily(t);
    const member = await makeMember(t, familyId);
    const { agent } = await makeSession(t, member);
    const { agent: display } = await makeSession(t, member, 'device');

    const none = await agent.get('/api/weather');
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toBe(WEATHER_MESSAGES.noPlace);

    expect((await display.put('/api/weather/place', { ...BERLIN, units: 'celsius' })).statusCode).toBe(403);
    expect((await display.get('/api/weather/places?query=Berlin')).statusCode).toBe(403);
    expect((await display.get('/api/weather')).statusCode).toBe(404);
  });

  it('stores the place on the family, fetches its forecast once, and answers it from now on in UTC', async () => {
    const { agent } = await makeSignedInFamily(t);
    const before = forecastCalls();
    const saved = await agent.put('/api/weather/place', { ...BERLIN, units: 'celsius' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ place: BERLIN, units: 'celsius' });
    expect(forecastCalls()).toBe(before + 1);
    const asked = fake.forecasts.at(-1)!;
    // Asked for the rounded place, so that every family there shares one forecast.
    expect([asked.searchParams.get('latitude'), asked.searchParams.get('longitude')]).toEqual([
      '52.52',
      '13.41',
    ]);
    expect(asked.searchParams.get('timezone')).toBe('auto');

    const weather = (await agent.get('/api/weather')).json() as Weather;
    expect(weather.place).toEqual(BERLIN);
    expect(weather.units).toBe('celsius');
    expect(weather.timeZone).toBe('Europe/Berlin');
    expect(weather.fetchedAt).toBe(clock.toISOString());
    // 12:07 in Berlin: conditions of 12:00, the hours from 12:00 on, the days from today.
    expect(weather.current).toEqual({
      time: '2026-05-01T10:00:00.000Z',
      temperature: fakeTemperature(52.52, 12, 0),
      apparentTemperature: Math.round((fakeTemperature(52.52, 12, 0) - 1.8) * 10) / 10,
      humidity: 55,
      windSpeed: 12.6,
      precipitation: 0,
      weatherCode: 2,
      isDay: true,
    });
    expect(weather.hourly).toHaveLength(48);
    expect(weather.hourly[0]).toEqual({
      time: '2026-05-01T10:00:00.000Z',
      temperature: fakeTemperature(52.52, 12, 0),
      precipitationProbability: 5,
      weatherCode: 2,
      isDay: true,
    });
    expect(weather.hourly[10]).toMatchObject({
      time: '2026-05-01T20:00:00.000Z',
      isDay: false,
      weatherCode: 1,
    });
    expect(weather.daily.map((day) => day.date)).toEqual([
      '2026-05-01',
      '2026-05-02',
      '2026-05-03',
      '2026-05-04',
      '2026-05-05',
      '2026-05-06',
      '2026-05-07',
    ]);
    expect(weather.daily[2]).toMatchObject({
      weatherCode: 61,
      precipitationProbability: 70,
      sunrise: '2026-05-03T04:12:00.000Z',
      sunset: '2026-05-03T18:31:00.000Z',
    });
  });

  it('reads the same forecast in Fahrenheit and mph for a family that asks, without fetching again', async () => {
    const { agent } = await makeSignedInFamily(t);
    await agent.put('/api/weather/place', { ...BERLIN, units: 'celsius' });
    const celsius = (await agent.get('/api/weather')).json() as Weather;
    const before = forecastCalls();
    await agent.put('/api/weather/place', { ...BERLIN, units: 'fahrenheit' });
    expect(forecastCalls()).toBe(before);
    const fahrenheit = (await agent.get('/api/weather')).json() as Weather;
    const toF = (c: number) => Math.round(((c * 9) / 5 + 32) * 10) / 10;
    expect(fahrenheit.units).toBe('fahrenheit');
    expect(fahrenheit.current?.temperature).toBe(toF(celsius.current!.temperature));
    expect(fahrenheit.current?.windSpeed).toBe(7.8);
    expect(fahrenheit.hourly[3]?.temperature).toBe(toF(celsius.hourly[3]!.temperature));
    expect(fahrenheit.daily[0]?.temperatureMax).toBe(toF(celsius.daily[0]!.temperatureMax));
  });

  it('costs one call per interval for a hundred displays and two families at one place, on several instances', async () => {
    const family = await makeSignedInFamily(t);
    const neighbours = await makeSignedInFamily(t);
    const tv = await makeSession(t, { userId: family.userId, familyId: family.familyId }, 'device');
    // The place's schedule starts afresh: the earlier tests' forecast of Berlin is long due.
    const start = forecastCalls();
    later(60);
    await family.agent.put('/api/weather/place', { ...BERLIN, units: 'celsius' });
    await neighbours.agent.put('/api/weather/place', { ...BERLIN, units: 'fahrenheit' });
    await settled();
    expect(forecastCalls()).toBe(start + 1);
    const firstFetch = clock.toISOString();

    const readers: Agent[] = [family.agent, tv.agent, neighbours.agent];
    /** A hundred displays reading, ten at a time, as screens refreshing through the minute do. */
    const hundredReads = async () => {
      const answers: AgentResponse[] = [];
      for (let wave = 0; wave < 10; wave++) {
        const readsOfWave = Array.from({ length: 10 }, (_, index) =>
          readers[(wave * 10 + index) % readers.length]!.get('/api/weather'),
        );
        answers.push(...(await Promise.all(readsOfWave)));
      }
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(100).fill(200));
      return answers.map((answer) => answer.json() as Weather);
    };

    await hundredReads();
    later(10);
    await scheduledRound();
    await hundredReads();
    expect(forecastCalls()).toBe(start + 1);

    const published: Change[] = [];
    const stop = t.app.changes.subscribe((change) => published.push(change));
    fake.settings.temperatureShift = 3;
    try {
      later(11);
      await scheduledRound();
      expect(forecastCalls(), await placesNow()).toBe(start + 2);
      const second = await hundredReads();
      expect(new Set(second.map((answer) => answer.fetchedAt))).toEqual(new Set([clock.toISOString()]));
      expect(second[0]!.fetchedAt).not.toBe(firstFetch);
      expect(second[0]!.current?.temperature).toBe(fakeTemperature(52.52, berlinQuarterHour(), 0, 3));
      // Both families' displays are told to read the new forecast.
      const told = published
        .filter((change) => change.resource === 'weather')
        .map((change) => change.familyId);
      expect(told).toEqual(expect.arrayContaining([family.familyId, neighbours.familyId]));
    } finally {
      stop();
      fake.settings.temperatureShift = 0;
    }

    later(19);
    await scheduledRound();
    expect(forecastCalls()).toBe(start + 2);
    later(2);
    await scheduledRound();
    expect(forecastCalls()).toBe(start + 3);
  });

  it('keeps the last forecast with its age while the service fails, and tries again sooner than the interval', async () => {
    const { agent } = await makeSignedInFamily(t);
    const london = { name: 'London', latitude: 51.50853, longitude: -0.12574, units: 'celsius' as const };
    await agent.put('/api/weather/place', london);
    const kept = (await agent.get('/api/weather')).json() as Weather;
    expect(kept.timeZone).toBe('Europe/London');

    fake.settings.failWith = 500;
    try {
      const calls = forecastCalls();
      later(21);
      await scheduledRound();
      expect(forecastCalls()).toBeGreaterThan(calls);
      const stale = (await agent.get('/api/weather')).json() as Weather;
      expect(stale.fetchedAt).toBe(kept.fetchedAt);
      expect(stale.daily[0]).toEqual(kept.daily[0]);
      const afterFailure = forecastCalls();
      later(4);
      await scheduledRound();
      expect(forecastCalls()).toBe(afterFailure);
    } finally {
      fake.settings.failWith = null;
    }
    later(2);
    await scheduledRound();
    const fresh = (await agent.get('/api/weather')).json() as Weather;
    expect(fresh.fetchedAt).toBe(clock.toISOString());
  });

  it('refuses a place that is not one', async () => {
    const { agent } = await makeSignedInFamily(t);
    const far = await agent.put('/api/weather/place', {
      name: 'Nowhere',
      latitude: 91,
      longitude: 0,
      units: 'celsius',
    });
    expect(far.statusCode).toBe(400);
    expect(far.json().error).toBe('Latitude must be a number from -90 to 90.');
    const units = await agent.put('/api/weather/place', { ...BERLIN, units: 'kelvin' });
    expect(units.statusCode).toBe(400);
    expect(units.json().error).toBe('Units must be celsius or fahrenheit.');
    expect((await agent.get('/api/weather')).statusCode).toBe(404);
  });
});
