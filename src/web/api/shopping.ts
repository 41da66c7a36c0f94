import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShoppingItem, ShoppingList } from '../../common/schemas/shopping';
import { api } from './client';

export const shoppingKeys = {
  lists: ['shopping-lists'] as const,
  items: (listId: number) => ['shopping-lists', listId, 'items'] as const,
};

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

/** Boards keep polling while they show the data; pages refetch after their own writes. */
type QueryOptions = { refetchInterval?: number };

export function useShoppingLists(options: QueryOptions = {}) {
  return useQuery({ queryKey: shoppingKeys.lists, queryFn: shoppingApi.lists, ...options });
}

export function useShoppingItems(listId: number | null, options: QueryOptions = {}) {
  return useQuery({
    queryKey: shoppingKeys.items(listId ?? 0),
    queryFn: () => shoppingApi.items(listId!),
    enabled: listId !== null,
    ...options,
  });
}

export function useCreateShoppingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shoppingApi.createList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shoppingKeys.lists }),
  });
}

export function useRenameShoppingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listId, name }: { listId: number; name: string }) => shoppingApi.renameList(listId, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shoppingKeys.lists }),
  });
}

export function useDeleteShoppingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shoppingApi.deleteList,
    onSuccess: (_, listId) => {
      queryClient.removeQueries({ queryKey: shoppingKeys.items(listId) });
      return queryClient.invalidateQueries({ queryKey: shoppingKeys.lists });
    },
  });
}

export function useAddShoppingItem(listId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: string) => shoppingApi.addItem(listId, item),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shoppingKeys.items(listId) }),
  });
}

/** Removes an item at once from the cached list, so ticking items off on a board or in a store feels instant. */
export function useRemoveShoppingItem(listId: number) {
  const queryClient = useQueryClient();
  const key = shoppingKeys.items(listId);
  return useMutation({
    mutationFn: (itemId: number) => shoppingApi.removeItem(listId, itemId),
    onMutate: async (itemId) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ShoppingItem[]>(key);
      queryClient.setQueryData<ShoppingItem[]>(key, (items) => items?.filter((item) => item.id !== itemId));
      return { before };
    },
    onError: (_error, _itemId, context) => queryClient.setQueryData(key, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
