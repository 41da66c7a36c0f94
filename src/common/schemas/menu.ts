/** The weekly menu (spec 02 §3, §4, §7). */
import { z } from 'zod';
import { DAY_NAMES, isValidDay } from '../calendar-days';

export const MEAL_MAX_LENGTH = 200;

export const MENU_DATE_INVALID_MESSAGE = 'Date must be a valid YYYY-MM-DD day.';

export const MEALS = ['breakfast', 'lunch', 'dinner'] as const;
export type Meal = (typeof MEALS)[number];

function mealField(label: string) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(MEAL_MAX_LENGTH, `${label} must be at most ${MEAL_MAX_LENGTH} characters.`)
    .nullish()
    .transform((meal): string => meal ?? '');
}

/**
 * POST /api/menu: sets the three meals of one day; a missing meal is empty. An entry whose
 * three meals are all empty is removed (spec 02 §4) — see `hasAnyMeal`.
 */
export const saveMenuEntrySchema = z.object({
  date: z
    .string({ error: MENU_DATE_INVALID_MESSAGE })
    .trim()
    .refine((date) => isValidDay(date), MENU_DATE_INVALID_MESSAGE),
  breakfast: mealField('Breakfast'),
  lunch: mealField('Lunch'),
  dinner: mealField('Dinner'),
});
export type MenuEntryRequest = z.infer<typeof saveMenuEntrySchema>;
export type MenuEntryRequestInput = z.input<typeof saveMenuEntrySchema>;

export function hasAnyMeal(entry: Pick<MenuEntryRequest, Meal>): boolean {
  return MEALS.some((meal) => entry[meal].trim() !== '');
}

/** A menu entry as the API answers it. */
export const menuEntrySchema = z.object({
  id: z.number(),
  date: z.string(),
  /** The weekday of `date`, 'Monday' … 'Sunday'. */
  day: z.enum(DAY_NAMES),
  breakfast: z.string(),
  lunch: z.string(),
  dinner: z.string(),
});
export type MenuEntry = z.infer<typeof menuEntrySchema>;

/** POST /api/menu: the day's entry, or null when saving three empty meals removed it. */
export const savedMenuEntrySchema = z.object({ entry: menuEntrySchema.nullable() });
