/** The weekly menu (spec 02 §3, §4, §7). */
import { z } from 'zod';
import { type CalendarDay, type DayName, isValidDay } from '../calendar-days';

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
export const menuEntrySchema = z.object({
  date: z
    .string({ error: MENU_DATE_INVALID_MESSAGE })
    .trim()
    .refine((date) => isValidDay(date), MENU_DATE_INVALID_MESSAGE),
  breakfast: mealField('Breakfast'),
  lunch: mealField('Lunch'),
  dinner: mealField('Dinner'),
});
export type MenuEntryRequest = z.infer<typeof menuEntrySchema>;
export type MenuEntryRequestInput = z.input<typeof menuEntrySchema>;

export function hasAnyMeal(entry: Pick<MenuEntryRequest, Meal>): boolean {
  return MEALS.some((meal) => entry[meal].trim() !== '');
}

/** A menu entry as the API answers it. */
export interface MenuEntry {
  id: number;
  date: CalendarDay;
  /** The weekday of `date`, 'Monday' … 'Sunday'. */
  day: DayName;
  breakfast: string;
  lunch: string;
  dinner: string;
}
