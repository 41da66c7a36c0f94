import type { WeatherUnits } from '../../common/schemas/weather';
import type { Db } from '../db/database';

/** Two decimals of a degree: about a kilometre, finer than the forecast models' grids. */
const KEY_DECIMALS = 2;

/** A coordinate rounded for the forecast's place; never `-0.00`. */
export function roundCoordinate(value: number): number {
  const rounded = Number(value.toFixed(KEY_DECIMALS));
  return Object.is(rounded, -0) ? 0 : rounded;
}

/** The place a forecast is kept for: every family within the same rounded square shares it. */
export function placeKeyOf(latitude: number, longitude: number): string {
  return `${roundCoordinate(latitude).toFixed(KEY_DECIMALS)},${roundCoordinate(longitude).toFixed(KEY_DECIMALS)}`;
}

export interface FamilyPlaceRow {
  name: string;
  latitude: number;
  longitude: number;
  units: WeatherUnits;
  placeKey: string;
  /** The family's own zone, for a forecast whose service named none this runtime knows. */
  familyTimeZone: string;
}

export interface ForecastRow {
  place_key: string;
  latitude: number;
  longitude: number;
  forecast: string | null;
  fetched_at: string | null;
  next_fetch_at: string;
  failure_count: number;
}

export function createWeatherRepo(db: Db) {
  return {
    async familyPlace(familyId: number): Promise<FamilyPlaceRow | null> {
      const row = await db
        .selectFrom('families')
        .select([
          'weather_place_name',
          'weather_latitude',
          'weather_longitude',
          'weather_units',
          'weather_place_key',
          'time_zone',
        ])
        .where('id', '=', familyId)
        .executeTakeFirst();
      if (
        !row ||
        row.weather_place_name === null ||
        row.weather_latitude === null ||
        row.weather_longitude === null ||
        row.weather_place_key === null
      ) {
        return null;
      }
      return {
        name: row.weather_place_name,
        latitude: Number(row.weather_latitude),
        longitude: Number(row.weather_longitude),
        units: row.weather_units === 'fahrenheit' ? 'fahrenheit' : 'celsius',
        placeKey: row.weather_place_key,
        familyTimeZone: row.time_zone,
      };
    },

    async setFamilyPlace(
      familyId: number,
      place: { name: string; latitude: number; longitude: number; units: WeatherUnits; placeKey: string },
    ): Promise<void> {
      await db
        .updateTable('families')
        .set({
          weather_place_name: place.name,
          weather_latitude: place.latitude,
          weather_longitude: place.longitude,
          weather_units: place.units,
          weather_place_key: place.placeKey,
        })
        .where('id', '=', familyId)
        .execute();
    },

    /** The place's row, made due at once if no family had chosen it before. */
    async ensureForecastRow(
      placeKey: string,
      latitude: number,
      longitude: number,
      now: string,
    ): Promise<void> {
      await db
        .insertInto('weather_forecasts')
        .values({ place_key: placeKey, latitude, longitude, next_fetch_at: now, created_at: now })
        .onConflict((conflict) => conflict.column('place_key').doNothing())
        .execute();
    },

    async forecastRow(placeKey: string): Promise<ForecastRow | undefined> {
      const row = await db
        .selectFrom('weather_forecasts')
        .select([
          'place_key',
          'latitude',
          'longitude',
          'forecast',
          'fetched_at',
          'next_fetch_at',
          'failure_count',
        ])
        .where('place_key', '=', placeKey)
        .executeTakeFirst();
      return row && { ...row, latitude: Number(row.latitude), longitude: Number(row.longitude) };
    },

    /** Places a family still reads whose forecast is due, most overdue first. */
    async due(now: string, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('weather_forecasts')
        .select('place_key')
        .where('next_fetch_at', '<=', now)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('families')
              .select('families.id')
              .whereRef('families.weather_place_key', '=', 'weather_forecasts.place_key'),
          ),
        )
        .orderBy('next_fetch_at')
        .limit(limit)
        .execute();
      return rows.map((row) => row.place_key);
    },

    async recordSuccess(
      placeKey: string,
      state: { forecast: string; fetchedAt: string; nextFetchAt: string },
    ): Promise<void> {
      await db
        .updateTable('weather_forecasts')
        .set({
          forecast: state.forecast,
          fetched_at: state.fetchedAt,
          next_fetch_at: state.nextFetchAt,
          failure_count: 0,
          last_error: null,
        })
        .where('place_key', '=', placeKey)
        .execute();
    },

    async recordFailure(placeKey: string, error: string, nextFetchAt: string): Promise<void> {
      await db
        .updateTable('weather_forecasts')
        .set((eb) => ({
          last_error: error,
          failure_count: eb('failure_count', '+', 1),
          next_fetch_at: nextFetchAt,
        }))
        .where('place_key', '=', placeKey)
        .execute();
    },

    /** The families whose boards read the place's forecast. */
    async familiesAt(placeKey: string): Promise<number[]> {
      const rows = await db
        .selectFrom('families')
        .select('id')
        .where('weather_place_key', '=', placeKey)
        .execute();
      return rows.map((row) => row.id);
    },
  };
}

export type WeatherRepo = ReturnType<typeof createWeatherRepo>;
