import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  familyWeatherPlaceSchema,
  setWeatherPlaceSchema,
  WEATHER_MESSAGES,
  weatherPlaceMatchSchema,
  weatherPlaceSearchSchema,
  weatherSchema,
} from '../../common/schemas/weather';
import { notFound, providerFailed } from '../domain-errors';
import { requireMember } from '../http/auth';
import { parse } from '../http/errors';
import { answers } from '../http/zod-serializer';
import { type WeatherProvider, WeatherServiceError } from '../integrations/weather/weather-provider';
import type { WeatherRepo } from './weather.repo';
import type { WeatherService } from './weather.service';
import { weatherAnswer } from './weather-answer';

export interface WeatherDeps {
  weather: WeatherRepo;
  service: WeatherService;
  provider: WeatherProvider;
  now: () => Date;
}

/** Far more than anyone types while looking for their town, and a ceiling on what one member can cost. */
const SEARCH_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };

export function weatherRoutes(app: FastifyInstance, { weather, service, provider, now }: WeatherDeps): void {
  // Read by every display of the family, from the stored forecast only: no request reaches the service.
  app.get('/api/weather', answers(weatherSchema), async (request) => {
    const { familyId } = requireMember(request);
    const place = await weather.familyPlace(familyId);
    if (!place) throw notFound(WEATHER_MESSAGES.noPlace);
    return weatherAnswer(place, await weather.forecastRow(place.placeKey), now());
  });

  app.get(
    '/api/weather/places',
    { config: { ...SEARCH_LIMIT, displays: 'refused' }, ...answers(z.array(weatherPlaceMatchSchema)) },
    async (request) => {
      requireMember(request);
      const { query } = parse(weatherPlaceSearchSchema, request.query);
      try {
        return await provider.searchPlaces(query);
      } catch (error) {
        if (!(error instanceof WeatherServiceError)) throw error;
        request.log.warn({ err: error }, 'place search failed');
        throw providerFailed(WEATHER_MESSAGES.searchFailed);
      }
    },
  );

  app.put('/api/weather/place', answers(familyWeatherPlaceSchema), async (request) => {
    const { familyId } = requireMember(request);
    const body = parse(setWeatherPlaceSchema, request.body);
    await service.setPlace(familyId, body);
    return {
      place: { name: body.name, latitude: body.latitude, longitude: body.longitude },
      units: body.units,
    };
  });
}
