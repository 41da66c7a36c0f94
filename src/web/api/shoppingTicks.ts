/**
 * Ticking shopping items where they stand, and Clear ticked: the phone's shopping page only, so
 * apart from ./shopping.ts, whose hooks the boards load too.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClearTickedResult, ShoppingItem } from '../../common/schemas/shopping';
import { api } from './client';
import { invalidateFor } from './freshness';
import { useOutbox } from './outboxContext';

const listPath = (listId: number) => `/api/shopping-lists/${listId}`;

export const ticksApi = {
  setItemComplete: (listId: number, itemId: number, isComplete: boolean) =>
    api.patch<ShoppingItem>(`${listPath(listId)}/items/${itemId}`, { isComplete }),
  clearTicked: (listId: number) => api.post<ClearTickedResult>(`${listPath(listId)}/clear-ticked`),
};

/** Ticks (in the cart) or unticks an item where it stands; in the app through the outbox. */
export function useTickShoppingItem(listId: number) {
  const queryClient = useQueryClient();
  const outbox = useOutbox();
  return useMutation({
    networkMode: outbox ? 'always' : 'online',
    mutationFn: ({ item, isComplete }: { item: ShoppingItem; isComplete: boolean }) =>
      outbox
        ? outbox.submit<ShoppingItem>({
            kind: 'shopping-tick',
            listId,
            itemId: item.id,
            isComplete,
            name: item.item,
          })
        : ticksApi.setItemComplete(listId, item.id, isComplete),
    onSuccess: () => (outbox ? undefined : invalidateFor(queryClient, 'shopping-items', [listId])),
  });
}

/** "Clear ticked": the list's ticked items leave it; in the app through the outbox. */
export function useClearTicked(listId: number) {
  const queryClient = useQueryClient();
  const outbox = useOutbox();
  return useMutation({
    networkMode: outbox ? 'always' : 'online',
    mutationFn: () =>
      outbox
        ? outbox.submit<ClearTickedResult>({ kind: 'shopping-clear-ticked', listId })
        : ticksApi.clearTicked(listId),
    onSuccess: () => (outbox ? undefined : invalidateFor(queryClient, 'shopping-items', [listId])),
  });
}
