import { z } from 'zod';
import { isValidDay } from '../../common/calendar-days';
import { optionalRowIdSchema } from '../../common/schemas/ids';
import type { WidgetDefinition } from '../registry';

/** Countdowns one card holds. */
export const MAX_COUNTDOWNS = 8;
export const MAX_COUNTDOWN_TITLE = 100;

/**
 * One countdown: to a day the family names, or to the next event of one of its calendars (whose
 * title it takes unless given its own).
 */
export const countdownItemSchema = z.object({
  title: z
    .string({ error: 'A countdown’s title must be text.' })
    .max(MAX_COUNTDOWN_TITLE, {
      error: `A countdown’s title must be at most ${MAX_COUNTDOWN_TITLE} characters.`,
    })
    .default(''),
  date: z
    .string({ error: 'A countdown’s date must be a day such as 2026-07-04.' })
    .refine(isValidDay, { error: 'A countdown’s date must be a day such as 2026-07-04.' })
    .nullable()
    .default(null),
  calendarId: optionalRowIdSchema('A countdown’s calendar id'),
});

export const countdownFields = z.object({
  countdownConfig: z
    .object({
      items: z
        .array(countdownItemSchema, { error: 'Countdowns must be a list.' })
        .max(MAX_COUNTDOWNS, { error: `A countdown card holds at most ${MAX_COUNTDOWNS} countdowns.` })
        .default([]),
      showDate: z.boolean({ error: 'Show the date must be true or false.' }).default(true),
    })
    .prefault({}),
});

export const countdownWidget: WidgetDefinition<'countdown', typeof countdownFields> = {
  type: 'countdown',
  label: 'Countdown',
  description: 'Days to the dates the family looks forward to, or to a calendar’s next event.',
  fields: countdownFields,
  // Room for three countdowns, their big numbers and titles, at the legible default text size.
  defaultSize: { width: 520, height: 440 },
  defaultPosition: { x: 50, y: 50 },
  defaultStyle: {},
  available: true,
};
