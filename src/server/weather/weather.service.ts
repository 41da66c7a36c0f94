import type { SetWeatherPlace } from '../../common/schemas/weather';
import type { Db } from '../db/database';
import { transact } from '../db/transaction';
import type { Changes } from '../live/changes';
import { createWeatherRepo, placeKeyOf, roundCoordinate } from './weather.repo';
import type { WeatherRefresh } from './weather-refresh';

export function createWeatherService(
  db: Db,
  changes: Changes,
  refresh: WeatherRefresh,
  now = () => new Date(),
) {
  return {
    /**
     * Sets the family's place and units. A place no family had chosen before is fetched at once, so
     * the widget shows its forecast on the next read; one another family already reads is not
     * fetched again.
     */
    async setPlace(familyId: number, place: SetWeatherPlace): Promise<void> {
      const placeKey = placeKeyOf(place.latitude, place.longitude);
      await transact(db, changes, async (trx, announce) => {
        const repo = createWeatherRepo(trx);
        await repo.ensureForecastRow(
          placeKey,
          roundCoordinate(place.latitude),
          roundCoordinate(place.longitude),
          now().toISOString(),
        );
        await repo.setFamilyPlace(familyId, { ...place, placeKey });
        announce(familyId, 'weather');
      });
      await refresh.refreshPlace(placeKey);
    },
  };
}

export type WeatherService = ReturnType<typeof createWeatherService>;
