/**
 * Fetches each place's forecast once an interval, however many families, boards and displays read
 * it: displays read the stored forecast (GET /api/weather), never the service. A place is claimed
 * with a lease row first, so of several instances on one database one fetches it; a failure keeps
 * the last forecast, is recorded, and is tried again sooner than the interval, then less often.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { transact } from '../db/transaction';
import { type WeatherProvider, WeatherServiceError } from '../integrations/weather/weather-provider';
import type { Changes } from '../live/changes';
import { createWeatherRepo } from './weather.repo';

/** A fetch claims its place for this long; a crashed instance's claim runs out. */
const LEASE_MS = 2 * 60_000;
/** The first retry after a failure; each further failure doubles it. */
const RETRY_MS = 5 * 60_000;
const MAX_BACKOFF_MS = 6 * 60 * 60_000;

export interface WeatherRefreshOptions {
  /** How often each place's forecast is fetched again when all is well. */
  intervalMs: number;
  now?: () => Date;
  /** Told of failures that are not the service's (a bug, the database), which a log should show. */
  onUnexpected?: (error: unknown, placeKey: string) => void;
}

export function createWeatherRefresh(
  db: Db,
  changes: Changes,
  provider: WeatherProvider,
  options: WeatherRefreshOptions,
) {
  const owner = randomBytes(8).toString('hex');
  const clock = options.now ?? (() => new Date());
  const places = createWeatherRepo(db);

  /** Fetches and stores the place's forecast unless it is not due or another instance holds it. */
  async function refreshPlace(placeKey: string): Promise<boolean> {
    const now = clock();
    const nowText = now.toISOString();
    if (!(await places.claim(placeKey, owner, nowText, new Date(now.getTime() + LEASE_MS).toISOString()))) {
      return false;
    }
    const row = await places.forecastRow(placeKey);
    if (!row) return false;
    try {
      const forecast = await provider.forecast(row.latitude, row.longitude);
      return await transact(db, changes, async (trx, announce) => {
        const repo = createWeatherRepo(trx);
        const stored = await repo.recordSuccess(placeKey, owner, {
          forecast: JSON.stringify(forecast),
          fetchedAt: nowText,
          nextFetchAt: new Date(now.getTime() + options.intervalMs).toISOString(),
        });
        // Every family there refetches: their displays show the new forecast within a second.
        if (stored) for (const familyId of await repo.familiesAt(placeKey)) announce(familyId, 'weather');
        return stored;
      });
    } catch (error) {
      const backoff = Math.min(RETRY_MS * 2 ** row.failure_count, MAX_BACKOFF_MS);
      const message = error instanceof WeatherServiceError ? error.message : 'unexpected failure';
      await places.recordFailure(placeKey, owner, message, new Date(now.getTime() + backoff).toISOString());
      if (!(error instanceof WeatherServiceError)) options.onUnexpected?.(error, placeKey);
      return false;
    }
  }

  return {
    refreshPlace,
    /** The places due now that no instance holds. */
    due(limit: number): Promise<string[]> {
      return places.due(clock().toISOString(), limit);
    },
  };
}

export type WeatherRefresh = ReturnType<typeof createWeatherRefresh>;
