/**
 * Fetches each place's forecast once an interval, however many families, boards and displays read
 * it: displays read the stored forecast (GET /api/weather), never the service. A place is fetched
 * by the holder of its key in the job queue, and only while it is due, so of several instances on
 * one database one fetches it once an interval; a failure keeps the last forecast, is recorded, and
 * is tried again sooner than the interval, then less often.
 */
import type { JobQueue } from '../background/job-queue';
import type { Db } from '../db/database';
import { transact } from '../db/transaction';
import { type WeatherProvider, WeatherServiceError } from '../integrations/weather/weather-provider';
import type { Changes } from '../live/changes';
import { createWeatherRepo } from './weather.repo';

/** The job queue's name for forecasts: a place's key is the job's. */
export const WEATHER_REFRESH_QUEUE = 'weather-refresh';
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
  jobs: JobQueue,
  provider: WeatherProvider,
  options: WeatherRefreshOptions,
) {
  const clock = options.now ?? (() => new Date());
  const places = createWeatherRepo(db);

  /** Fetches and stores the place's forecast unless it is not due (run by the holder of its key). */
  async function fetchIfDue(placeKey: string): Promise<boolean> {
    const now = clock();
    const nowText = now.toISOString();
    const row = await places.forecastRow(placeKey);
    if (!row || row.next_fetch_at > nowText) return false;
    try {
      const forecast = await provider.forecast(row.latitude, row.longitude);
      await transact(db, changes, async (trx, announce) => {
        const repo = createWeatherRepo(trx);
        await repo.recordSuccess(placeKey, {
          forecast: JSON.stringify(forecast),
          fetchedAt: nowText,
          nextFetchAt: new Date(now.getTime() + options.intervalMs).toISOString(),
        });
        // Every family there refetches: their displays show the new forecast within a second.
        for (const familyId of await repo.familiesAt(placeKey)) announce(familyId, 'weather');
      });
      return true;
    } catch (error) {
      const backoff = Math.min(RETRY_MS * 2 ** row.failure_count, MAX_BACKOFF_MS);
      const message = error instanceof WeatherServiceError ? error.message : 'unexpected failure';
      await places.recordFailure(placeKey, message, new Date(now.getTime() + backoff).toISOString());
      if (!(error instanceof WeatherServiceError)) options.onUnexpected?.(error, placeKey);
      return false;
    }
  }

  return {
    queue: WEATHER_REFRESH_QUEUE,
    /** Fetches the place's forecast now if it is due, unless another runner holds the place. */
    async refreshPlace(placeKey: string): Promise<boolean> {
      const ran = await jobs.exclusive(WEATHER_REFRESH_QUEUE, placeKey, () => fetchIfDue(placeKey));
      return ran?.value ?? false;
    },
    /** The queue's work (the queue holds the place's key). */
    runIfDue: fetchIfDue,
    /** The places due now. */
    due(limit: number): Promise<string[]> {
      return places.due(clock().toISOString(), limit);
    },
    /** Places fetched at once by one instance. */
    concurrency: 4,
  };
}

export type WeatherRefresh = ReturnType<typeof createWeatherRefresh>;
