import { type CalendarDay, dayName } from '../../common/calendar-days';
import {
  MEALS,
  type MealIngredients,
  type MealRecipes,
  type MenuEntry,
  type MenuEntryRequest,
  mealIngredientsSchema,
} from '../../common/schemas/menu';
import type { Db } from '../db/database';

const COLUMNS = [
  'id',
  'date',
  'breakfast',
  'lunch',
  'dinner',
  'ingredients',
  'breakfast_recipe_id',
  'breakfast_servings',
  'lunch_recipe_id',
  'lunch_servings',
  'dinner_recipe_id',
  'dinner_servings',
] as const;

type RecipeColumns = {
  [M in (typeof MEALS)[number] as `${M}_recipe_id` | `${M}_servings`]: number | null;
};

/** The meals cooked from a recipe, or none. */
function readRecipes(row: RecipeColumns): MealRecipes | undefined {
  const recipes: MealRecipes = {};
  for (const meal of MEALS) {
    const recipeId = row[`${meal}_recipe_id`];
    if (recipeId !== null) recipes[meal] = { recipeId, servings: row[`${meal}_servings`] ?? 1 };
  }
  return Object.keys(recipes).length > 0 ? recipes : undefined;
}

/** The columns of the meals' recipes: null for a meal without one. */
function recipeColumns(recipes: MealRecipes | undefined): RecipeColumns {
  const columns = {} as RecipeColumns;
  for (const meal of MEALS) {
    columns[`${meal}_recipe_id`] = recipes?.[meal]?.recipeId ?? null;
    columns[`${meal}_servings`] = recipes?.[meal]?.servings ?? null;
  }
  return columns;
}

/** The stored ingredients, or none for a value that is not what this version writes. */
function readIngredients(text: string | null): MealIngredients | undefined {
  if (text === null) return undefined;
  try {
    const parsed = mealIngredientsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const toMenuEntry = (
  row: {
    id: number;
    date: string;
    breakfast: string;
    lunch: string;
    dinner: string;
    ingredients: string | null;
  } & RecipeColumns,
): MenuEntry => {
  const ingredients = readIngredients(row.ingredients);
  const recipes = readRecipes(row);
  return {
    id: row.id,
    date: row.date,
    day: dayName(row.date),
    breakfast: row.breakfast,
    lunch: row.lunch,
    dinner: row.dinner,
    ...(ingredients ? { ingredients } : {}),
    ...(recipes ? { recipes } : {}),
  };
};

/** The family's menu: at most one entry a day. */
export function createMenuRepo(db: Db) {
  return {
    /** Entries by date, within `from`..`to` (both included) when given. */
    async entries(familyId: number, range: { from?: CalendarDay; to?: CalendarDay }): Promise<MenuEntry[]> {
      let query = db.selectFrom('menu_entries').select(COLUMNS).where('family_id', '=', familyId);
      if (range.from) query = query.where('date', '>=', range.from);
      if (range.to) query = query.where('date', '<=', range.to);
      const rows = await query.orderBy('date').execute();
      return rows.map(toMenuEntry);
    },

    async find(familyId: number, date: CalendarDay): Promise<MenuEntry | undefined> {
      const row = await db
        .selectFrom('menu_entries')
        .select(COLUMNS)
        .where('family_id', '=', familyId)
        .where('date', '=', date)
        .executeTakeFirst();
      return row && toMenuEntry(row);
    },

    /** Sets the day's three meals and their ingredients, creating the day's entry or replacing them. */
    async upsert(
      familyId: number,
      entry: Omit<MenuEntryRequest, 'ingredients' | 'recipes'> & {
        ingredients?: MealIngredients;
        recipes?: MealRecipes;
      },
    ): Promise<MenuEntry> {
      const values = {
        ...recipeColumns(entry.recipes),
        breakfast: entry.breakfast,
        lunch: entry.lunch,
        dinner: entry.dinner,
        ingredients: entry.ingredients ? JSON.stringify(entry.ingredients) : null,
        updated_at: new Date().toISOString(),
      };
      const row = await db
        .insertInto('menu_entries')
        .values({ family_id: familyId, date: entry.date, ...values })
        .onConflict((oc) => oc.columns(['family_id', 'date']).doUpdateSet(values))
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      return toMenuEntry(row);
    },

    /** The days a recipe is cooked on, for telling them apart when it is deleted. */
    async idsWithRecipe(familyId: number, recipeId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('menu_entries')
        .select('id')
        .where('family_id', '=', familyId)
        .where((eb) => eb.or(MEALS.map((meal) => eb(`${meal}_recipe_id`, '=', recipeId))))
        .execute();
      return rows.map((row) => row.id);
    },

    async remove(familyId: number, date: CalendarDay): Promise<void> {
      await db
        .deleteFrom('menu_entries')
        .where('family_id', '=', familyId)
        .where('date', '=', date)
        .execute();
    },
  };
}

export type MenuRepo = ReturnType<typeof createMenuRepo>;
