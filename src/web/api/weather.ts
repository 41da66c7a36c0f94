import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SetWeatherPlace, Weather, WeatherPlaceMatch, WeatherUnits } from '../../common/schemas/weather';
import { api } from './client';
import { invalidateFor, queryKeys, useRefreshPolicy } from './freshness';

export const weatherApi = {
  /** The family's place and its stored forecast; 404 while no place is set. */
  get: () => api.get<Weather>('/api/weather'),
  places: (query: string) =>
    api.get<WeatherPlaceMatch[]>(`/api/weather/places?${new URLSearchParams({ query })}`),
  setPlace: (place: SetWeatherPlace) =>
    api.put<{ place: Weather['place']; units: WeatherUnits }>('/api/weather/place', place),
};

export function useWeather() {
  return useQuery({ queryKey: queryKeys.weather, queryFn: weatherApi.get, ...useRefreshPolicy() });
}

/** The geocoder's matches for `query`; null asks nothing yet. Kept for the session: towns do not move. */
export function useWeatherPlaces(query: string | null) {
  return useQuery({
    queryKey: queryKeys.weatherPlaces(query ?? ''),
    queryFn: () => weatherApi.places(query ?? ''),
    enabled: query !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useSetWeatherPlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: weatherApi.setPlace,
    onSuccess: () => invalidateFor(queryClient, 'weather'),
  });
}
