import { z } from 'zod';
import type { WidgetDefinition } from '../registry';

/** How many of the coming hours and days the card may show (as many as fit its width). */
export const WEATHER_HOURS = { min: 3, max: 12 } as const;
export const WEATHER_DAYS = { min: 3, max: 7 } as const;

const count = (label: string, { min, max }: { min: number; max: number }) => {
  const message = `${label} must be a whole number from ${min} to ${max}.`;
  return z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
};

export const weatherFields = z.object({
  weatherConfig: z
    .object({
      showHourly: z.boolean({ error: 'Show the hours must be true or false.' }).default(true),
      hourCount: count('Hours shown', WEATHER_HOURS).default(6),
      showDaily: z.boolean({ error: 'Show the days must be true or false.' }).default(true),
      dayCount: count('Days shown', WEATHER_DAYS).default(5),
    })
    .prefault({}),
});

export const weatherWidget: WidgetDefinition<'weather', typeof weatherFields> = {
  type: 'weather',
  label: 'Weather',
  description: 'The weather now, today by the hour and the next days, for the family’s town.',
  fields: weatherFields,
  // Room for the big temperature, six hours and five days at the legible default text size.
  defaultSize: { width: 840, height: 520 },
  defaultPosition: { x: 50, y: 50 },
  // The card names its place itself; a header above would say "Weather" for nothing.
  defaultStyle: { showHeader: false },
  available: true,
};
