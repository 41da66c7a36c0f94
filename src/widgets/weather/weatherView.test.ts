import { describe, expect, it } from 'vitest';
import type { Weather } from '../../common/schemas/weather';
import { conditionOf } from './conditions';
import { ageText, conditionsAt, dayLabel, daysFrom, degrees, hoursFrom, isStale } from './weatherView';

const hour = (time: string, temperature: number, weatherCode = 3) => ({
  time,
  temperature,
  precipitationProbability: 10,
  weatherCode,
  isDay: true,
});

const weather: Weather = {
  place: { name: 'Berlin', latitude: 52.52, longitude: 13.41 },
  units: 'celsius',
  timeZone: 'Europe/Berlin',
  current: {
    time: '2026-05-01T10:00:00.000Z',
    temperature: 14.6,
    apparentTemperature: 13,
    humidity: 60,
    windSpeed: 12,
    precipitation: 0,
    weatherCode: 2,
    isDay: true,
  },
  hourly: [
    hour('2026-05-01T10:00:00.000Z', 14.6, 2),
    hour('2026-05-01T11:00:00.000Z', 15.2),
    hour('2026-05-01T12:00:00.000Z', 16.1, 61),
    hour('2026-05-01T13:00:00.000Z', 16.4),
  ],
  daily: ['2026-04-30', '2026-05-01', '2026-05-02'].map((date) => ({
    date,
    weatherCode: 3,
    temperatureMax: 18,
    temperatureMin: 7,
    precipitationProbability: 20,
    sunrise: null,
    sunset: null,
  })),
  fetchedAt: '2026-05-01T10:05:00.000Z',
};

describe('what the weather card shows at a moment', () => {
  it('shows the conditions while fresh, then the forecast of the hour under way', () => {
    expect(conditionsAt(weather, new Date('2026-05-01T11:20:00Z'))).toMatchObject({
      temperature: 14.6,
      windSpeed: 12,
    });
    expect(conditionsAt(weather, new Date('2026-05-01T12:40:00Z'))).toEqual({
      temperature: 16.1,
      weatherCode: 61,
      isDay: true,
      apparentTemperature: null,
      windSpeed: null,
    });
  });

  it('starts the hours at the one under way and the days at the place’s today', () => {
    expect(hoursFrom(weather.hourly, new Date('2026-05-01T11:59:00Z'), 2).map((h) => h.temperature)).toEqual([
      15.2, 16.1,
    ]);
    // 23:30 on 30 April in UTC is already 1 May in Berlin.
    expect(
      daysFrom(weather.daily, 'Europe/Berlin', new Date('2026-04-30T22:30:00Z'), 5).map((d) => d.date),
    ).toEqual(['2026-05-01', '2026-05-02']);
    expect(dayLabel('2026-05-01', '2026-05-01')).toBe('Today');
    expect(dayLabel('2026-05-02', '2026-05-01')).toBe('Sat');
  });

  it('says how old the forecast is, and plainly once it is over an hour', () => {
    const fetched = weather.fetchedAt!;
    expect(ageText(fetched, new Date('2026-05-01T10:06:00Z'))).toBe('just now');
    expect(ageText(fetched, new Date('2026-05-01T10:17:00Z'))).toBe('12 min ago');
    expect(ageText(fetched, new Date('2026-05-01T13:05:00Z'))).toBe('3 h ago');
    expect(ageText(fetched, new Date('2026-05-04T10:05:00Z'))).toBe('3 days ago');
    expect(isStale(fetched, new Date('2026-05-01T11:00:00Z'))).toBe(false);
    expect(isStale(fetched, new Date('2026-05-01T11:06:00Z'))).toBe(true);
  });

  it('rounds temperatures and names the sky', () => {
    expect([degrees(13.6), degrees(-0.4), degrees(-7.5)]).toEqual(['14°', '0°', '-7°']);
    expect(conditionOf(0, false)).toEqual({ label: 'Clear', icon: 'clear' });
    expect(conditionOf(95)).toEqual({ label: 'Thunderstorm', icon: 'thunderstorm' });
    expect(conditionOf(42)).toEqual({ label: 'Cloudy', icon: 'overcast' });
  });
});
