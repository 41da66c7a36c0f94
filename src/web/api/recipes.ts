import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { ingredientKey } from '../../common/ingredient-names';
import { MEALS, type MenuEntry, menuIngredients } from '../../common/schemas/menu';
import { needTexts, weekNeeds } from '../../common/week-needs';
import type {
  AlwaysAtHome,
  Recipe,
  RecipeSummary,
  SaveRecipeInput,
} from '../../common/schemas/recipes';
import { api } from './client';
import { invalidateFor, queryKeys, useRefreshPolicy } from './freshness';
import { useOnePerTapMutation } from './onePerTap';

export const recipesApi = {
  list: (search = '', tag = '') => {
    const query = new URLSearchParams();
    if (search) query.set('search', search);
    if (tag) query.set('tag', tag);
    const text = query.toString();
    return api.get<RecipeSummary[]>(`/api/recipes${text ? `?${text}` : ''}`);
  },
  get: (id: number) => api.get<Recipe>(`/api/recipes/${id}`),
  create: (recipe: SaveRecipeInput) => api.post<Recipe>('/api/recipes', recipe),
  save: ({ id, recipe }: { id: number; recipe: SaveRecipeInput }) => api.put<Recipe>(`/api/recipes/${id}`, recipe),
  remove: (id: number) => api.delete<void>(`/api/recipes/${id}`),
  importFrom: (url: string) => api.post<Recipe>('/api/recipes/import', { url }),
  alwaysAtHome: () => api.get<AlwaysAtHome>('/api/recipes/always-at-home'),
  saveAlwaysAtHome: (items: string[]) => api.put<AlwaysAtHome>('/api/recipes/always-at-home', { items }),
};

/** The recipe book, searched by words and one tag. */
export function useRecipes(search = '', tag = '') {
  return useQuery({
    queryKey: queryKeys.recipeSearch(search, tag),
    queryFn: () => recipesApi.list(search, tag),
    ...useRefreshPolicy(),
  });
}

/** One recipe; nothing is read while `id` is null. */
export function useRecipe(id: number | null) {
  return useQuery({
    queryKey: queryKeys.recipe(id ?? 0),
    queryFn: () => recipesApi.get(id!),
    enabled: id !== null,
    ...useRefreshPolicy(),
  });
}

export function useAlwaysAtHome() {
  return useQuery({ queryKey: queryKeys.alwaysAtHome, queryFn: recipesApi.alwaysAtHome });
}

export function useCreateRecipe() {
  const queryClient = useQueryClient();
  return useOnePerTapMutation({
    mutationFn: recipesApi.create,
    onSuccess: () => invalidateFor(queryClient, 'recipes'),
  });
}

export function useSaveRecipe() {
  const queryClient = useQueryClient();
  return useOnePerTapMutation({
    mutationFn: recipesApi.save,
    onSuccess: () => invalidateFor(queryClient, 'recipes'),
  });
}

export function useImportRecipe() {
  const queryClient = useQueryClient();
  return useOnePerTapMutation({
    mutationFn: recipesApi.importFrom,
    onSuccess: () => {
      invalidateFor(queryClient, 'recipes');
      invalidateFor(queryClient, 'photos');
    },
  });
}

export function useDeleteRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recipesApi.remove,
    onSuccess: () => {
      invalidateFor(queryClient, 'recipes');
      invalidateFor(queryClient, 'menu');
    },
  });
}

export function useSaveAlwaysAtHome() {
  const queryClient = useQueryClient();
  return useOnePerTapMutation({
    mutationFn: recipesApi.saveAlwaysAtHome,
    onSuccess: () => invalidateFor(queryClient, 'recipes'),
  });
}

/**
 * What the entries' meals need from the shop, as the server will put it on a list: recipes scaled
 * to their servings and added up, text meals' ingredients, less what is always at home. While a
 * meal's recipe is still being read, its ingredients are left out; `ready` says when all are in.
 */
export function useWeekNeeds(entries: readonly MenuEntry[]): { names: string[]; ready: boolean } {
  const ids = [
    ...new Set(entries.flatMap((entry) => MEALS.flatMap((meal) => entry.recipes?.[meal]?.recipeId ?? []))),
  ];
  const recipes = useQueries({
    queries: ids.map((id) => ({ queryKey: queryKeys.recipe(id), queryFn: () => recipesApi.get(id) })),
  });
  const atHome = useQuery({
    queryKey: queryKeys.alwaysAtHome,
    queryFn: recipesApi.alwaysAtHome,
    enabled: ids.length > 0,
  });
  if (ids.length === 0) return { names: menuIngredients(entries), ready: true };
  const found = new Map(recipes.flatMap((query) => (query.data ? [[query.data.id, query.data] as const] : [])));
  const keys = new Set((atHome.data?.items ?? []).map(ingredientKey));
  return {
    names: needTexts(weekNeeds(entries, found, keys)),
    ready: recipes.every((query) => !query.isPending) && !atHome.isPending,
  };
}
