/**
 * What the server asks of a weather service: a place's forecast, and places found by name. The
 * forecast is always metric (°C, km/h, mm): it is fetched once per place and shared by every family
 * there, each reading it in its own units.
 */
import type {
  CurrentWeather,
  DailyWeather,
  HourlyWeather,
  WeatherPlaceMatch,
} from '../../../common/schemas/weather';

export interface MetricForecast {
  /** The place's IANA zone, as the service named it. */
  timeZone: string;
  current: CurrentWeather | null;
  hourly: HourlyWeather[];
  daily: DailyWeather[];
}

export interface WeatherProvider {
  forecast(latitude: number, longitude: number): Promise<MetricForecast>;
  searchPlaces(query: string): Promise<WeatherPlaceMatch[]>;
}

/** The service refused, failed or never answered; the message says which, for the log. */
export class WeatherServiceError extends Error {}
