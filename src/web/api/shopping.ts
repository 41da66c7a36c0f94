import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShoppingItem, ShoppingList } from '../../common/schemas/shopping';
import { api } from './client';
import { invalidateFor, queryKeys, useRefreshPolicy } from './freshness';

const listPath = (listId: number) => `/api/shopping-lists/${listId}`;

export const shoppingApi = {
  lists: () => api.get<ShoppingList[]>('/api/shopping-lists'),
  createList: (name: string) => api.post<ShoppingList>('/api/shopping-lists', { name }),
  renameList: (listId: number, name: string) => api.put<ShoppingList>(listPath(listId), { name }),
  deleteList: (listId: number) => api.delete<void>(listPath(listId)),
  items: (listId: number) => api.get<ShoppingItem[]>(`${listPath(listId)}/items`),
  addItem: (listId: number, item: string) => api.post<ShoppingItem>(`${listPath(listId)}/items`, { item }),
  removeItem: (listId: number, itemId: number) => api.delete<void>(`${listPath(listId)}/items/${itemId}`),
};

export function useShoppingLists() {
  return useQuery({ queryKey: queryKeys.shoppingLists, queryFn: shoppingApi.lists, ...useRefreshPolicy() });
}

export function useShoppingItems(listId: number | null) {
  return useQuery({
    queryKey: queryKeys.shoppingItems(listId ?? 0),
    queryFn: () => shoppingApi.items(listId!),
    enabled: listId !== null,
    ...useRefreshPolicy(),
  });
}

export function useCreateShoppingList() {
  const queryClient = useQueryClient();
  return useMutation({
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
  return useMutation({
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
