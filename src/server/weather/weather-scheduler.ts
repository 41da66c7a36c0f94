import type { FastifyBaseLogger } from 'fastify';
import { startDueScheduler } from '../background/due-scheduler';
import type { WeatherRefresh } from './weather-refresh';

/** How often the scheduler looks for places whose forecast is due: a fraction of the shortest interval. */
const TICK_MS = 60_000;
/** Places fetched at once by one instance. */
const AT_ONCE = 4;

/** Fetches due forecasts in the background; each place's lease lets one instance fetch it at a time. */
export function startWeatherScheduler(refresh: WeatherRefresh, log: FastifyBaseLogger, tickMs = TICK_MS) {
  return startDueScheduler(
    { due: (limit) => refresh.due(limit), run: (placeKey) => refresh.refreshPlace(placeKey) },
    log,
    { name: 'weather fetch', tickMs, atOnce: AT_ONCE },
  );
}
