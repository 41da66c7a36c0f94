import { todayIn } from '../../common/calendar-days';
import type { ComponentOfType } from '../../common/schemas/component';
import type { Weather } from '../../common/schemas/weather';
import { errorMessage, hasCode } from '../../web/api/client';
import { useWeather } from '../../web/api/weather';
import { useMinute } from '../../web/data-ui/useMinute';
import type { WidgetViewProps } from '../views';
import { conditionOf } from './conditions';
import { WeatherIcon } from './WeatherIcon';
import {
  ageText,
  conditionsAt,
  dayLabel,
  daysFrom,
  degrees,
  hourLabel,
  hoursFrom,
  isStale,
  windUnit,
} from './weatherView';
import './weather.css';

type WeatherComponent = ComponentOfType<'weather'>;

/** Open-Meteo's data is CC BY 4.0: the credit stays on the card, always. */
function Credit({ fetchedAt, now }: { fetchedAt: string; now: Date }) {
  return (
    <p className="weather-credit">
      Weather data by Open-Meteo.com (CC BY 4.0) · Updated {ageText(fetchedAt, now)}
    </p>
  );
}

function RainChance({ percent }: { percent: number | null }) {
  if (percent === null || percent < 20) return <span className="weather-rain weather-rain--none" />;
  return (
    <span className="weather-rain">
      <svg viewBox="0 0 12 16" aria-hidden="true" focusable="false">
        <path d="M6 1C4 5 1.5 8 1.5 10.5a4.5 4.5 0 0 0 9 0C10.5 8 8 5 6 1z" />
      </svg>
      {Math.round(percent)}%
    </span>
  );
}

function Forecast({
  weather,
  config,
  now,
}: {
  weather: Weather;
  config: WeatherComponent['weatherConfig'];
  now: Date;
}) {
  const conditions = conditionsAt(weather, now);
  const today = todayIn(weather.timeZone, now);
  const hours = config.showHourly ? hoursFrom(weather.hourly, now, config.hourCount) : [];
  const days = config.showDaily ? daysFrom(weather.daily, weather.timeZone, now, config.dayCount) : [];
  const todayRange = weather.daily.find((day) => day.date === today);
  const sky = conditions ? conditionOf(conditions.weatherCode, conditions.isDay) : null;
  const stale = weather.fetchedAt !== null && isStale(weather.fetchedAt, now);

  return (
    <div className="weather-widget">
      <div className="weather-now">
        {conditions && sky && (
          <>
            <WeatherIcon className="weather-now__icon" icon={sky.icon} isDay={conditions.isDay} />
            <span className="weather-now__temp">{degrees(conditions.temperature)}</span>
          </>
        )}
        <div className="weather-now__text">
          <span className="weather-now__place">{weather.place.name}</span>
          {sky && <span className="weather-now__sky">{sky.label}</span>}
          <span className="weather-now__detail">
            {[
              todayRange && `↑${degrees(todayRange.temperatureMax)} ↓${degrees(todayRange.temperatureMin)}`,
              conditions?.apparentTemperature != null && `Feels ${degrees(conditions.apparentTemperature)}`,
              conditions?.windSpeed != null &&
                `Wind ${Math.round(conditions.windSpeed)} ${windUnit(weather.units)}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </div>
        {stale && weather.fetchedAt && (
          <span className="weather-stale" role="status">
            Forecast from {ageText(weather.fetchedAt, now)}
          </span>
        )}
      </div>

      {hours.length > 0 && (
        <ol className="weather-strip weather-hours" aria-label="Today by the hour">
          {hours.map((hour, index) => {
            const condition = conditionOf(hour.weatherCode, hour.isDay);
            return (
              <li key={hour.time} className="weather-strip__cell">
                <span className="weather-strip__label">
                  {index === 0 ? 'Now' : hourLabel(hour.time, weather.timeZone)}
                </span>
                <WeatherIcon
                  className="weather-strip__icon"
                  icon={condition.icon}
                  isDay={hour.isDay}
                  label={condition.label}
                />
                <span className="weather-strip__temp">{degrees(hour.temperature)}</span>
                <RainChance percent={hour.precipitationProbability} />
              </li>
            );
          })}
        </ol>
      )}

      {days.length > 0 && (
        <ol className="weather-strip weather-days" aria-label="The next days">
          {days.map((day) => {
            const condition = conditionOf(day.weatherCode);
            return (
              <li key={day.date} className="weather-strip__cell">
                <span className="weather-strip__label">{dayLabel(day.date, today)}</span>
                <WeatherIcon className="weather-strip__icon" icon={condition.icon} label={condition.label} />
                <span className="weather-strip__temp">
                  {degrees(day.temperatureMax)}
                  <span className="weather-strip__low"> {degrees(day.temperatureMin)}</span>
                </span>
                <RainChance percent={day.precipitationProbability} />
              </li>
            );
          })}
        </ol>
      )}

      {weather.fetchedAt && <Credit fetchedAt={weather.fetchedAt} now={now} />}
    </div>
  );
}

/** The weather at the family's place: now, the coming hours and the next days, with Open-Meteo's credit. */
export function WeatherView({ component, editing }: WidgetViewProps<WeatherComponent>) {
  const weather = useWeather();
  const now = useMinute();

  if (weather.isPending) return null;
  if (weather.isError) {
    const noPlace = hasCode(weather.error, 'not_found');
    if (noPlace && editing) {
      return (
        <div className="weather-empty">
          <WeatherIcon className="weather-empty__icon" icon="partly-cloudy" />
          <p className="board-card__message">Find your town in this card’s settings to show its weather.</p>
        </div>
      );
    }
    return (
      <p className="board-card__message">{errorMessage(weather.error, 'The weather could not be loaded.')}</p>
    );
  }
  if (weather.data.fetchedAt === null) {
    return (
      <p className="board-card__message">Waiting for the first forecast for {weather.data.place.name}…</p>
    );
  }
  return <Forecast weather={weather.data} config={component.weatherConfig} now={now} />;
}
