/**
 * What a stretch of the menu needs from the shop: each meal cooked from a recipe brings its
 * ingredients scaled to the meal's servings, a meal of text brings the ingredients written for it,
 * the same ingredient is added up across meals (`sumIngredients`), and what the family always has
 * at home is left out. Pure: the shopping service reads the rows, this decides.
 */
import { ingredientKey } from './ingredient-names';
import {
  type IngredientLine,
  parseIngredientLine,
  type ShoppingNeed,
  scaleLine,
  shoppingItemText,
  sumIngredients,
} from './recipe-quantities';
import { MEALS, type MenuEntry } from './schemas/menu';
import type { RecipeIngredient } from './schemas/recipes';

export interface RecipeForWeek {
  id: number;
  servings: number | null;
  ingredients: readonly RecipeIngredient[];
}

/**
 * Whether a family that always has `atHome` needs not buy `name`: the same thing ("Salt" for
 * "salt"), or a kind of it ("olive oil" and "sea salt" when "oil" and "salt" are at home).
 */
export function isAtHome(name: string, atHome: ReadonlySet<string>): boolean {
  const key = ingredientKey(name);
  if (key === '') return false;
  if (atHome.has(key)) return true;
  for (const home of atHome) if (key.endsWith(` ${home}`)) return true;
  return false;
}

/** The lines of a recipe as stored: a line saved without a name is read again from its text. */
function linesOf(recipe: RecipeForWeek): IngredientLine[] {
  return recipe.ingredients.map((ingredient) =>
    ingredient.name ? ingredient : { ...parseIngredientLine(ingredient.text), ...ingredient },
  );
}

/** The week's needs, in the menu's order (day by day, breakfast to dinner), each thing once. */
export function weekNeeds(
  entries: readonly Pick<MenuEntry, 'ingredients' | 'recipes'>[],
  recipes: ReadonlyMap<number, RecipeForWeek>,
  atHomeKeys: ReadonlySet<string>,
): ShoppingNeed[] {
  const lines: IngredientLine[] = [];
  for (const entry of entries) {
    for (const meal of MEALS) {
      const cooked = entry.recipes?.[meal];
      const recipe = cooked && recipes.get(cooked.recipeId);
      if (cooked && recipe) {
        for (const line of linesOf(recipe)) lines.push(scaleLine(line, recipe.servings, cooked.servings));
      } else {
        for (const name of entry.ingredients?.[meal] ?? []) lines.push({ text: name, name });
      }
    }
  }
  return sumIngredients(lines.filter((line) => line.name && !isAtHome(line.name, atHomeKeys)));
}

/** The needs as shopping items: "Flour (700 g)". */
export const needTexts = (needs: readonly ShoppingNeed[]): string[] => needs.map(shoppingItemText);
