import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlwaysAtHome, Recipe, RecipeSummary, SaveRecipeInput } from '../../common/schemas/recipes';
import { api } from './client';
import { invalidateFor, queryKeys, useRefreshPolicy } from './freshness';
import { useOnePerTapMutation } from './onePerTap';

/** Free of zod (types only from the schemas): the board's recipe card reads through it. */
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
  save: ({ id, recipe }: { id: number; recipe: SaveRecipeInput }) =>
    api.put<Recipe>(`/api/recipes/${id}`, recipe),
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
