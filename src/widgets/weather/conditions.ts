/**
 * What the sky is doing, from the WMO weather interpretation code Open-Meteo answers: the words a
 * board shows and which picture draws it. Pure and free of zod: the viewer downloads it.
 */

export type SkyIcon =
  | 'clear'
  | 'mostly-clear'
  | 'partly-cloudy'
  | 'overcast'
  | 'fog'
  | 'drizzle'
  | 'rain'
  | 'heavy-rain'
  | 'freezing-rain'
  | 'snow'
  | 'thunderstorm';

interface Condition {
  label: string;
  icon: SkyIcon;
}

const CONDITIONS: Record<number, Condition> = {
  0: { label: 'Clear sky', icon: 'clear' },
  1: { label: 'Mainly clear', icon: 'mostly-clear' },
  2: { label: 'Partly cloudy', icon: 'partly-cloudy' },
  3: { label: 'Overcast', icon: 'overcast' },
  45: { label: 'Fog', icon: 'fog' },
  48: { label: 'Freezing fog', icon: 'fog' },
  51: { label: 'Light drizzle', icon: 'drizzle' },
  53: { label: 'Drizzle', icon: 'drizzle' },
  55: { label: 'Heavy drizzle', icon: 'drizzle' },
  56: { label: 'Freezing drizzle', icon: 'freezing-rain' },
  57: { label: 'Freezing drizzle', icon: 'freezing-rain' },
  61: { label: 'Light rain', icon: 'rain' },
  63: { label: 'Rain', icon: 'rain' },
  65: { label: 'Heavy rain', icon: 'heavy-rain' },
  66: { label: 'Freezing rain', icon: 'freezing-rain' },
  67: { label: 'Freezing rain', icon: 'freezing-rain' },
  71: { label: 'Light snow', icon: 'snow' },
  73: { label: 'Snow', icon: 'snow' },
  75: { label: 'Heavy snow', icon: 'snow' },
  77: { label: 'Snow grains', icon: 'snow' },
  80: { label: 'Light showers', icon: 'rain' },
  81: { label: 'Showers', icon: 'rain' },
  82: { label: 'Heavy showers', icon: 'heavy-rain' },
  85: { label: 'Snow showers', icon: 'snow' },
  86: { label: 'Heavy snow showers', icon: 'snow' },
  95: { label: 'Thunderstorm', icon: 'thunderstorm' },
  96: { label: 'Thunderstorm with hail', icon: 'thunderstorm' },
  99: { label: 'Thunderstorm with hail', icon: 'thunderstorm' },
};

/** The code's words and picture; a code the table does not know reads as cloudy rather than as nothing. */
export function conditionOf(code: number, isDay = true): Condition {
  const condition = CONDITIONS[code] ?? { label: 'Cloudy', icon: 'overcast' };
  if (!isDay && code === 0) return { label: 'Clear', icon: 'clear' };
  return condition;
}
