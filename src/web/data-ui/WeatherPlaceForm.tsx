import { type FormEvent, useEffect, useId, useState } from 'react';
import type { WeatherPlaceMatch, WeatherUnits } from '../../common/schemas/weather';
import { errorMessage, hasCode } from '../api/client';
import { useSetWeatherPlace, useWeather, useWeatherPlaces } from '../api/weather';
import { Button } from '../ui/Button';
import { Notice } from '../ui/Notice';
import { TextField } from '../ui/TextField';
import { InlineLoading } from './InlineLoading';
import './weather-place.css';

/** Typing pauses this long before the geocoder is asked. */
const SEARCH_AFTER_MS = 400;

const UNIT_CHOICES: { value: WeatherUnits; label: string }[] = [
  { value: 'celsius', label: '°C Celsius' },
  { value: 'fahrenheit', label: '°F Fahrenheit' },
];

function matchDetails(match: WeatherPlaceMatch): string {
  return [match.admin, match.country].filter((part) => part && part !== match.name).join(', ');
}

function coordinates(latitude: number, longitude: number): string {
  const lat = `${Math.abs(latitude).toFixed(2)}° ${latitude < 0 ? 'S' : 'N'}`;
  const lon = `${Math.abs(longitude).toFixed(2)}° ${longitude < 0 ? 'W' : 'E'}`;
  return `${lat}, ${lon}`;
}

/**
 * The family's place for the weather and its units, set once for every board: a search of the
 * geocoder by name or postcode, its matches to pick from, and °C or °F. Shared by the weather
 * widget's settings and Account → Family.
 */
export function WeatherPlaceForm({ disabled = false }: { disabled?: boolean }) {
  const id = useId();
  const weather = useWeather();
  const save = useSetWeatherPlace();
  const [text, setText] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const [chosenUnits, setChosenUnits] = useState<WeatherUnits | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const places = useWeatherPlaces(query);

  const place = weather.data?.place ?? null;
  const noPlace = hasCode(weather.error, 'not_found');
  const units = chosenUnits ?? weather.data?.units ?? 'celsius';

  // Asks the geocoder once typing pauses, from two letters on (fewer find nothing).
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed.length < 2) return;
    const timer = setTimeout(() => setQuery(trimmed), SEARCH_AFTER_MS);
    return () => clearTimeout(timer);
  }, [text]);

  function search(event: FormEvent) {
    event.preventDefault();
    if (text.trim().length >= 2) setQuery(text.trim());
  }

  function choose(match: WeatherPlaceMatch) {
    setSaved(null);
    save.mutate(
      { name: match.name, latitude: match.latitude, longitude: match.longitude, units },
      {
        onSuccess: () => {
          setSaved(`The weather now shows ${match.name}.`);
          setText('');
          setQuery(null);
        },
      },
    );
  }

  function changeUnits(next: WeatherUnits) {
    setChosenUnits(next);
    setSaved(null);
    if (place) save.mutate({ ...place, units: next });
  }

  const results = query !== null && text.trim().length >= 2 ? places : null;

  return (
    <div className="weather-place">
      <div className="weather-place__current" aria-live="polite">
        <span className="field__label">Place</span>
        {weather.isPending ? (
          <InlineLoading message="Loading the place..." />
        ) : place ? (
          <span>
            <strong>{place.name}</strong>{' '}
            <span className="muted">· {coordinates(place.latitude, place.longitude)}</span>
          </span>
        ) : noPlace ? (
          <span className="muted">None yet. Find your town below.</span>
        ) : (
          <span className="field__error">
            {errorMessage(weather.error, 'Could not load the weather place.')}
          </span>
        )}
      </div>

      <form className="weather-place__search" onSubmit={search}>
        <TextField
          label={place ? 'Change the place' : 'Find your town'}
          hint="A town or a postcode, e.g. Springfield or 10115."
          value={text}
          type="search"
          autoComplete="off"
          maxLength={100}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            setSaved(null);
          }}
        />
        <Button type="submit" variant="secondary" disabled={disabled || text.trim().length < 2}>
          Search
        </Button>
      </form>

      {results &&
        (results.isPending ? (
          <InlineLoading message="Searching..." />
        ) : results.isError ? (
          <Notice tone="error">
            {errorMessage(results.error, 'The place search failed. Please try again.')}
          </Notice>
        ) : results.data.length === 0 ? (
          <p className="muted">No place called “{query}” was found. Try another spelling or a postcode.</p>
        ) : (
          <ul className="weather-place__matches" aria-label={`Places called ${query}`}>
            {results.data.map((match) => (
              <li key={`${match.latitude},${match.longitude}`}>
                <button
                  type="button"
                  className="weather-place__match"
                  disabled={disabled || save.isPending}
                  onClick={() => choose(match)}
                >
                  <span className="weather-place__match-name">{match.name}</span>
                  <span className="muted">
                    {matchDetails(match) || coordinates(match.latitude, match.longitude)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ))}

      <fieldset className="weather-place__units" disabled={disabled || save.isPending}>
        <legend className="field__label">Units</legend>
        {UNIT_CHOICES.map((choice) => (
          <label key={choice.value} className="weather-place__unit">
            <input
              type="radio"
              name={`${id}-units`}
              checked={units === choice.value}
              onChange={() => changeUnits(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </fieldset>

      {save.isError && (
        <Notice tone="error">
          {errorMessage(save.error, 'The place could not be saved. Please try again.')}
        </Notice>
      )}
      {saved && <Notice tone="success">{saved}</Notice>}
      <p className="muted weather-place__note">
        One place for all of the family’s boards. Forecasts by{' '}
        <a href="https://open-meteo.com/" target="_blank" rel="noreferrer">
          Open-Meteo
        </a>
        .
      </p>
    </div>
  );
}
