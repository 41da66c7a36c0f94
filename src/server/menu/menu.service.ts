import {
  hasAnyMeal,
  ingredientsAfterSave,
  MEALS,
  type MealRecipes,
  type MenuEntry,
  type MenuEntryRequest,
} from '../../common/schemas/menu';
import { RECIPE_NOT_FOUND_MESSAGE } from '../../common/schemas/recipes';
import type { Db } from '../db/database';
import { transact } from '../db/transaction';
import { notFound } from '../domain-errors';
import type { Changes } from '../live/changes';
import { createRecipesRepo } from '../recipes/recipes.repo';
import { createMenuRepo } from './menu.repo';

/** Servings of a meal whose recipe does not say how many it makes, when the request does not either. */
const DEFAULT_SERVINGS = 4;

export function createMenuService(db: Db, changes: Changes) {
  /**
   * The meals' recipes after a save: those the request names (null: none), else the one a meal had
   * while its name is unchanged, and none for an empty meal. A meal given a recipe and no name takes
   * the recipe's; a recipe the family does not have is a 404.
   */
  async function recipesAfterSave(
    trx: Db,
    familyId: number,
    saved: MenuEntry | null,
    entry: MenuEntryRequest,
  ): Promise<{ entry: MenuEntryRequest; recipes: MealRecipes | undefined }> {
    const named = entry.recipes ?? {};
    const ids = MEALS.flatMap((meal) => (named[meal] ? [named[meal].recipeId] : []));
    const found = new Map(
      (await createRecipesRepo(trx).findMany(familyId, ids)).map((recipe) => [recipe.id, recipe]),
    );
    const meals = { ...entry };
    const recipes: MealRecipes = {};
    for (const meal of MEALS) {
      const request = named[meal];
      if (request) {
        const recipe = found.get(request.recipeId);
        if (!recipe) throw notFound(RECIPE_NOT_FOUND_MESSAGE);
        if (meals[meal].trim() === '') meals[meal] = recipe.name;
        recipes[meal] = {
          recipeId: recipe.id,
          servings: request.servings ?? recipe.servings ?? DEFAULT_SERVINGS,
        };
      } else if (request === undefined && meals[meal].trim() !== '') {
        const previous = saved && saved[meal] === meals[meal] ? saved.recipes?.[meal] : undefined;
        if (previous) recipes[meal] = previous;
      }
    }
    return { entry: meals, recipes: Object.keys(recipes).length > 0 ? recipes : undefined };
  }

  return {
    /**
     * Sets a day's meals and their ingredients; a day whose three meals are all empty is removed
     * (spec 02 §4). A meal the request gives no ingredients (or recipe) for keeps its own while its
     * name stays.
     */
    save(familyId: number, request: MenuEntryRequest): Promise<MenuEntry | null> {
      return transact(db, changes, async (trx, announce) => {
        const menu = createMenuRepo(trx);
        const before = (await menu.find(familyId, request.date)) ?? null;
        const { entry, recipes } = await recipesAfterSave(trx, familyId, before, request);
        let saved: MenuEntry | null = null;
        if (hasAnyMeal(entry)) {
          saved = await menu.upsert(familyId, {
            ...entry,
            ingredients: ingredientsAfterSave(before, entry),
            recipes,
          });
        } else {
          await menu.remove(familyId, entry.date);
        }
        announce(familyId, 'menu', saved ? [saved.id] : []);
        return saved;
      });
    },
  };
}

export type MenuService = ReturnType<typeof createMenuService>;
