import { z } from 'zod';
import type { WidgetDefinition } from '../registry';
import { CLOCK_TIME_ZONE_NAMES, DEFAULT_CLOCK_TIME_ZONE, FAMILY_TIME } from './time-zones';

export const clockFields = z.object({
  clockConfig: z
    .object({
      timezone: z
        .enum([FAMILY_TIME, ...CLOCK_TIME_ZONE_NAMES], {
          error: 'Clock time zone must be one of the offered time zones.',
        })
        .default(DEFAULT_CLOCK_TIME_ZONE),
      hour12: z.boolean({ error: 'Clock 12-hour setting must be true or false.' }).default(true),
      showSeconds: z.boolean({ error: 'Clock seconds setting must be true or false.' }).default(false),
    })
    .prefault({}),
});

const LEGACY_TOP_LEVEL_KEYS = ['timezone', 'hour12', 'showSeconds'] as const;

export const clockWidget: WidgetDefinition<'clock', typeof clockFields> = {
  type: 'clock',
  label: 'Clock',
  description: 'The time in a chosen time zone, updated every second.',
  fields: clockFields,
  defaultSize: { width: 250, height: 100 },
  defaultPosition: { x: 50, y: 50 },
  defaultStyle: { fontSize: 48, textAlign: 'center', showHeader: false },
  added: { clockConfig: { timezone: FAMILY_TIME, hour12: true, showSeconds: false } },
  available: true,
  // Older boards kept the clock settings on the component itself rather than in clockConfig.
  upgrade: (raw) => {
    const config = typeof raw.clockConfig === 'object' && raw.clockConfig !== null ? raw.clockConfig : {};
    const legacy = Object.fromEntries(
      LEGACY_TOP_LEVEL_KEYS.filter((key) => key in raw).map((key) => [key, raw[key]]),
    );
    return { ...raw, clockConfig: { ...legacy, ...config } };
  },
};
