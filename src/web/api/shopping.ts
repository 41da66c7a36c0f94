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
import { type OutboxPort, useOutbox, useQueuedView } from './outboxContext';

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

/** A list's items, with the changes that wait in the outbox (made offline) shown as done. */
export function useShoppingItems(listId: number | null) {
  const queryKey = queryKeys.shoppingItems(listId ?? 0);
  return useQuery({
    queryKey,
    queryFn: () => shoppingApi.items(listId!),
    enabled: listId !== null,
    select: useQueuedView<ShoppingItem>(queryKey),
    ...useRefreshPolicy(),
  });
}

let lastTempId = 0;

/** A negative id no row has, for an item added offline until the server gives it its own. */
function tempItemId(): number {
  lastTempId = Math.min(lastTempId - 1, -Date.now());
  return lastTempId;
}

/** An item's name as the list shows it (waiting changes too), for the note if the item goes meanwhile. */
function itemName(
  queryClient: ReturnType<typeof useQueryClient>,
  outbox: OutboxPort,
  listId: number,
  itemId: number,
): string {
  const key = queryKeys.shoppingItems(listId);
  const shown = outbox.withQueued(key, queryClient.getQueryData<ShoppingItem[]>(key) ?? []);
  return shown.find((item) => item.id === itemId)?.item ?? 'An item';
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

/**
 * Adds an item. In the app it goes through the outbox: shown at once, and kept and sent later when
 * there is no network (the outbox then reads the list again itself).
 */
export function useAddShoppingItem(listId: number) {
  const queryClient = useQueryClient();
  const outbox = useOutbox();
  return useOnePerTapMutation({
    networkMode: outbox ? 'always' : 'online',
    mutationFn: (item: string) =>
      outbox
        ? outbox.submit<ShoppingItem>({ kind: 'shopping-add', listId, item, tempId: tempItemId() })
        : shoppingApi.addItem(listId, item),
    onSuccess: () => (outbox ? undefined : invalidateFor(queryClient, 'shopping-items', [listId])),
  });
}

/**
 * Removes an item at once from the list shown, so ticking items off on a board or in a store feels
 * instant: on a board from the cached list, in the app through the outbox (kept and sent later
 * when there is no network).
 */
export function useRemoveShoppingItem(listId: number) {
  const queryClient = useQueryClient();
  const outbox = useOutbox();
  const key = queryKeys.shoppingItems(listId);
  return useMutation({
    networkMode: outbox ? 'always' : 'online',
    mutationFn: (itemId: number) =>
      outbox
        ? outbox.submit<void>({
            kind: 'shopping-remove',
            listId,
            itemId,
            name: itemName(queryClient, outbox, listId, itemId),
          })
        : shoppingApi.removeItem(listId, itemId),
    onMutate: async (itemId) => {
      if (outbox) return undefined;
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ShoppingItem[]>(key);
      queryClient.setQueryData<ShoppingItem[]>(key, (items) => items?.filter((item) => item.id !== itemId));
      return { before };
    },
    onError: (_error, _itemId, context) => context && queryClient.setQueryData(key, context.before),
    onSettled: () => (outbox ? undefined : invalidateFor(queryClient, 'shopping-items', [listId])),
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
