import { useQuery } from '@tanstack/react-query';
import { distinctIngredients, ingredientKey } from '../../common/ingredient-names';
import { MEALS, type MenuEntry, menuIngredients } from '../../common/schemas/menu';
import { needTexts, weekNeeds } from '../../common/week-needs';
import { queryKeys } from './freshness';
import { recipesApi } from './recipes';

/**
 * What the entries' meals need from the shop, as the server will put it on a list: recipes scaled
 * to their servings and added up, text meals' ingredients, less what is always at home. While a
 * meal's recipe is still being read, its ingredients are left out; `ready` says when all are in.
 */
export function useWeekNeeds(entries: readonly MenuEntry[]): { names: string[]; ready: boolean } {
  const ids = [
    ...new Set(entries.flatMap((entry) => MEALS.flatMap((meal) => entry.recipes?.[meal]?.recipeId ?? []))),
  ];
  // One read for all of them (not useQueries: the framework every page loads would carry it).
  const recipes = useQuery({
    queryKey: queryKeys.recipesById(ids),
    queryFn: () => Promise.all(ids.map((id) => recipesApi.get(id))),
    enabled: ids.length > 0,
  });
  const atHome = useQuery({
    queryKey: queryKeys.alwaysAtHome,
    queryFn: recipesApi.alwaysAtHome,
    enabled: ids.length > 0,
  });
  if (ids.length === 0) return { names: distinctIngredients(menuIngredients(entries)), ready: true };
  const found = new Map((recipes.data ?? []).map((recipe) => [recipe.id, recipe] as const));
  const keys = new Set((atHome.data?.items ?? []).map(ingredientKey));
  return {
    names: needTexts(weekNeeds(entries, found, keys)),
    ready: !recipes.isPending && !atHome.isPending,
  };
}
