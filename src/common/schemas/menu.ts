/** The weekly menu (spec 02 §3, §4, §7). */
import { z } from 'zod';
import { DAY_NAMES, isValidDay } from '../calendar-days';
import { distinctIngredients } from '../ingredient-names';
import { rowIdSchema } from './ids';

export const MEAL_MAX_LENGTH = 200;
/** As long as a shopping item, since an ingredient becomes one. */
export const INGREDIENT_MAX_LENGTH = 200;
export const MEAL_MAX_INGREDIENTS = 40;

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

/** One meal's ingredients: trimmed, blanks and second spellings of one thing ("egg" after "Eggs") dropped. */
function ingredientsField(label: string) {
  return z
    .array(
      z
        .string({ error: `${label} ingredients must be text.` })
        .max(INGREDIENT_MAX_LENGTH, `An ingredient must be at most ${INGREDIENT_MAX_LENGTH} characters.`),
      { error: `${label} ingredients must be a list.` },
    )
    .max(MEAL_MAX_INGREDIENTS, `A meal can have at most ${MEAL_MAX_INGREDIENTS} ingredients.`)
    .transform(distinctIngredients)
    .optional();
}

/** Each meal's ingredients; a meal left out has none (in an answer) or keeps its own (in a request). */
const mealIngredientsRequestSchema = z.object(
  {
    breakfast: ingredientsField('Breakfast'),
    lunch: ingredientsField('Lunch'),
    dinner: ingredientsField('Dinner'),
  },
  { error: 'Ingredients must be given meal by meal.' },
);

export const MEAL_SERVINGS_MAX = 100;

/** A meal cooked from one of the family's recipes, for a number of servings (beyond the spec). */
const mealRecipeSchema = z.object(
  {
    recipeId: rowIdSchema('The recipe id'),
    servings: z
      .number({ error: 'Servings must be a number.' })
      .int('Servings must be a whole number.')
      .min(1, 'Servings must be at least 1.')
      .max(MEAL_SERVINGS_MAX, `Servings must be at most ${MEAL_SERVINGS_MAX}.`)
      .optional(),
  },
  { error: "A meal's recipe must be given with its recipeId." },
);

/** Each meal's recipe; null makes the meal text only; a meal left out keeps its recipe while its name stays. */
const mealRecipesRequestSchema = z.object(
  {
    breakfast: mealRecipeSchema.nullish(),
    lunch: mealRecipeSchema.nullish(),
    dinner: mealRecipeSchema.nullish(),
  },
  { error: 'Recipes must be given meal by meal.' },
);
export type MealRecipesRequest = z.infer<typeof mealRecipesRequestSchema>;

/**
 * POST /api/menu: sets the three meals of one day; a missing meal is empty. An entry whose
 * three meals are all empty is removed (spec 02 §4) — see `hasAnyMeal`.
 *
 * `ingredients` (beyond the spec) sets the ingredients of the meals it names; a meal it leaves out
 * keeps the ones it had while its name stays the same, and an empty meal has none.
 */
export const saveMenuEntrySchema = z.object({
  date: z
    .string({ error: MENU_DATE_INVALID_MESSAGE })
    .trim()
    .refine((date) => isValidDay(date), MENU_DATE_INVALID_MESSAGE),
  breakfast: mealField('Breakfast'),
  lunch: mealField('Lunch'),
  dinner: mealField('Dinner'),
  ingredients: mealIngredientsRequestSchema.nullish().transform((value) => value ?? undefined),
  /**
   * Beyond the spec: the meals cooked from a recipe. A meal named here with a recipe and no name
   * takes the recipe's; servings default to the recipe's own.
   */
  recipes: mealRecipesRequestSchema.nullish().transform((value) => value ?? undefined),
});
export type MenuEntryRequest = z.infer<typeof saveMenuEntrySchema>;
export type MenuEntryRequestInput = z.input<typeof saveMenuEntrySchema>;

export function hasAnyMeal(entry: Pick<MenuEntryRequest, Meal>): boolean {
  return MEALS.some((meal) => entry[meal].trim() !== '');
}

/** The ingredients of a day's meals, each meal named only when it has some. */
export const mealIngredientsSchema = z.object({
  breakfast: z.array(z.string()).optional(),
  lunch: z.array(z.string()).optional(),
  dinner: z.array(z.string()).optional(),
});
export type MealIngredients = z.infer<typeof mealIngredientsSchema>;

/** A meal cooked from a recipe, as the API answers it. */
export const mealRecipeAnswerSchema = z.object({ recipeId: z.number(), servings: z.number() });
export type MealRecipe = z.infer<typeof mealRecipeAnswerSchema>;
export const mealRecipesSchema = z.object({
  breakfast: mealRecipeAnswerSchema.optional(),
  lunch: mealRecipeAnswerSchema.optional(),
  dinner: mealRecipeAnswerSchema.optional(),
});
export type MealRecipes = z.infer<typeof mealRecipesSchema>;

/** A menu entry as the API answers it. */
export const menuEntrySchema = z.object({
  id: z.number(),
  date: z.string(),
  /** The weekday of `date`, 'Monday' … 'Sunday'. */
  day: z.enum(DAY_NAMES),
  breakfast: z.string(),
  lunch: z.string(),
  dinner: z.string(),
  /** Beyond the spec; present only when a meal of the day has ingredients. */
  ingredients: mealIngredientsSchema.optional(),
  /** Beyond the spec; present only when a meal of the day is cooked from a recipe. */
  recipes: mealRecipesSchema.optional(),
});
export type MenuEntry = z.infer<typeof menuEntrySchema>;

/**
 * The ingredients a day keeps after a save: those the request names for a meal, else the ones the
 * meal had while its name is unchanged (a client that knows nothing of ingredients loses none by
 * saving), and none for an empty meal. Meals without ingredients are left out; undefined for none.
 */
export function ingredientsAfterSave(
  saved: Pick<MenuEntry, Meal | 'ingredients'> | null,
  request: Pick<MenuEntryRequest, Meal | 'ingredients'>,
): MealIngredients | undefined {
  const kept: MealIngredients = {};
  for (const meal of MEALS) {
    if (request[meal].trim() === '') continue;
    const named = request.ingredients?.[meal];
    const previous = saved && saved[meal] === request[meal] ? saved.ingredients?.[meal] : undefined;
    const ingredients = named ?? previous ?? [];
    if (ingredients.length > 0) kept[meal] = ingredients;
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/** Every ingredient of the entries' meals, day by day and breakfast to dinner, as spelt. */
export function menuIngredients(entries: readonly Pick<MenuEntry, 'ingredients'>[]): string[] {
  return entries.flatMap((entry) => MEALS.flatMap((meal) => entry.ingredients?.[meal] ?? []));
}

/** POST /api/menu: the day's entry, or null when saving three empty meals removed it. */
export const savedMenuEntrySchema = z.object({ entry: menuEntrySchema.nullable() });
