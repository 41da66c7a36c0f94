import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarDay } from '../../common/calendar-days';
import type {
  MenuIngredientsResult,
  ShoppingCategory,
  ShoppingItem,
  ShoppingList,
} from '../../common/schemas/shopping';
import { api } from './client';
import { invalidateFor, queryKeys, useRefreshPolicy } from './freshness';
import { useOnePerTapMutation } from './onePerTap';

const listPath = (listId: number) => `/api/shopping-lists/${listId}`;

export const shoppingApi = {
  lists: () => api.get<ShoppingList[]>('/api/shopping-lists'),
  createList: (name: string) => api.post<ShoppingList>('/api/shopping-lists', { name }),
  renameList: (listId: number, name: string) => api.put<ShoppingList>(listPath(listId), { name }),
  deleteList: (listId: number) => api.delete<void>(listPath(listId)),
  items: (listId: number) => api.get<ShoppingItem[]>(`${listPath(listId)}/items`),
  addItem: (listId: number, item: string) => api.post<ShoppingItem>(`${listPath(listId)}/items`, { item }),
  removeItem: (listId: number, itemId: number) => api.delete<void>(`${listPath(listId)}/items/${itemId}`),
  setItemCategory: (listId: number, itemId: number, categoryId: number | null) =>
    api.put<ShoppingItem>(`${listPath(listId)}/items/${itemId}/category`, { categoryId }),
  addMenuIngredients: (listId: number, from: CalendarDay, to: CalendarDay) =>
    api.post<MenuIngredientsResult>(`${listPath(listId)}/menu-ingredients`, { from, to }),
  categories: () => api.get<ShoppingCategory[]>('/api/shopping-categories'),
  saveCategories: (categories: { id?: number; name: string }[]) =>
    api.put<ShoppingCategory[]>('/api/shopping-categories', { categories }),
};

export function useShoppingLists() {
  return useQuery({ queryKey: queryKeys.shoppingLists, queryFn: shoppingApi.lists, ...useRefreshPolicy() });
}

/** A list's items; `select` shows them otherwise (the app's pages: with the changes made offline). */
export function useShoppingItems(listId: number | null, select?: (items: ShoppingItem[]) => ShoppingItem[]) {
  return useQuery({
    queryKey: queryKeys.shoppingItems(listId ?? 0),
    queryFn: () => shoppingApi.items(listId!),
    enabled: listId !== null,
    select,
    ...useRefreshPolicy(),
  });
}

export function useCreateShoppingList() {
  const queryClient = useQueryClient();
  return useOnePerTapMutation({
    mutationFn: shoppingApi.createList,
    onSuccess: () => invalidateFor(queryClient, 'shopping-lists'),
  });
}

export function useRenameShoppingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listId, name }: { listId: number; name: string }) => shoppingApi.renameList(listId, name),
    onSuccess: () => invalidateFor(queryClient, 'shopping-lists'),
  });
}

export function useDeleteShoppingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shoppingApi.deleteList,
    onSuccess: (_, listId) => {
      queryClient.removeQueries({ queryKey: queryKeys.shoppingItems(listId) });
      return invalidateFor(queryClient, 'shopping-lists');
    },
  });
}

export function useAddShoppingItem(listId: number) {
  const queryClient = useQueryClient();
  return useOnePerTapMutation({
    mutationFn: (item: string) => shoppingApi.addItem(listId, item),
    onSuccess: () => invalidateFor(queryClient, 'shopping-items', [listId]),
  });
}

/** Removes an item at once from the cached list, so ticking items off on a board or in a store feels instant. */
export function useRemoveShoppingItem(listId: number) {
  const queryClient = useQueryClient();
  const key = queryKeys.shoppingItems(listId);
  return useMutation({
    mutationFn: (itemId: number) => shoppingApi.removeItem(listId, itemId),
    onMutate: async (itemId) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ShoppingItem[]>(key);
      queryClient.setQueryData<ShoppingItem[]>(key, (items) => items?.filter((item) => item.id !== itemId));
      return { before };
    },
    onError: (_error, _itemId, context) => queryClient.setQueryData(key, context?.before),
    onSettled: () => invalidateFor(queryClient, 'shopping-items', [listId]),
  });
}

/** The family's categories, in its store's order. */
export function useShoppingCategories() {
  return useQuery({
    queryKey: queryKeys.shoppingCategories,
    queryFn: shoppingApi.categories,
    ...useRefreshPolicy(),
  });
}

/** Saves the whole ordered list; deleting one leaves its items without a category. */
export function useSaveShoppingCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shoppingApi.saveCategories,
    onSuccess: (categories) => {
      queryClient.setQueryData(queryKeys.shoppingCategories, categories);
      return Promise.all([
        invalidateFor(queryClient, 'shopping-categories'),
        invalidateFor(queryClient, 'shopping-items'),
      ]);
    },
  });
}

/** Moves an item to a category at once in the cached list, so the list regroups as it is chosen. */
export function useSetItemCategory(listId: number) {
  const queryClient = useQueryClient();
  const key = queryKeys.shoppingItems(listId);
  return useMutation({
    mutationFn: ({ itemId, categoryId }: { itemId: number; categoryId: number | null }) =>
      shoppingApi.setItemCategory(listId, itemId, categoryId),
    onMutate: async ({ itemId, categoryId }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ShoppingItem[]>(key);
      queryClient.setQueryData<ShoppingItem[]>(key, (items) =>
        items?.map((item) => {
          if (item.id !== itemId) return item;
          const { categoryId: _previous, ...rest } = item;
          return categoryId === null ? rest : { ...rest, categoryId };
        }),
      );
      return { before };
    },
    onError: (_error, _variables, context) => queryClient.setQueryData(key, context?.before),
    onSettled: () => invalidateFor(queryClient, 'shopping-items', [listId]),
  });
}

/** Puts the menu's ingredients of `from`..`to` on a list, merged with what it holds. */
export function useAddMenuIngredients() {
  const queryClient = useQueryClient();
  return useOnePerTapMutation({
    mutationFn: ({ listId, from, to }: { listId: number; from: CalendarDay; to: CalendarDay }) =>
      shoppingApi.addMenuIngredients(listId, from, to),
    onSuccess: (_result, { listId }) => invalidateFor(queryClient, 'shopping-items', [listId]),
  });
}
