/**
 * The shopping hooks of the app's pages, which work with no network: through the outbox where the
 * page provides one (./outboxContext.ts), straight to the server where it does not (a dialog a
 * board opens on the wall). Apart from ./shopping.ts, whose hooks the boards' cards load up front.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClearTickedResult, ShoppingItem } from '../../common/schemas/shopping';
import { api } from './client';
import { invalidateFor, queryKeys } from './freshness';
import { useOnePerTapMutation } from './onePerTap';
import { type OutboxPort, useOutbox, useQueuedView } from './outboxContext';
import { shoppingApi, useRemoveShoppingItem, useShoppingItems } from './shopping';

const listPath = (listId: number) => `/api/shopping-lists/${listId}`;

export const ticksApi = {
  setItemComplete: (listId: number, itemId: number, isComplete: boolean) =>
    api.patch<ShoppingItem>(`${listPath(listId)}/items/${itemId}`, { isComplete }),
  clearTicked: (listId: number) => api.post<ClearTickedResult>(`${listPath(listId)}/clear-ticked`),
};

/** A list's items, with the changes that wait in the outbox (made offline) shown as done. */
export function useShownShoppingItems(listId: number | null) {
  return useShoppingItems(listId, useQueuedView<ShoppingItem>(queryKeys.shoppingItems(listId ?? 0)));
}

let lastTempId = 0;

/** A negative id no row has, for an item added offline until the server gives it its own. */
function tempItemId(): number {
  lastTempId = Math.min(lastTempId - 1, -Date.now());
  return lastTempId;
}

/** An item's name as the list shows it (waiting changes too), for the note if it goes meanwhile. */
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

/** Adds an item: shown at once, and kept and sent later when there is no network. */
export function useQueuedAddShoppingItem(listId: number) {
  const queryClient = useQueryClient();
  const outbox = useOutbox();
  return useOnePerTapMutation({
    networkMode: outbox ? 'always' : 'online',
    mutationFn: (item: string) =>
      outbox
        ? outbox.submit<ShoppingItem>({ kind: 'shopping-add', listId, item, tempId: tempItemId() })
        : shoppingApi.addItem(listId, item),
    // The outbox reads the list again itself once the server has the item.
    onSuccess: () => (outbox ? undefined : invalidateFor(queryClient, 'shopping-items', [listId])),
  });
}

/** Takes an item off the list at once (shopping mode's Got It!, Remove); kept and sent later offline. */
export function useQueuedRemoveShoppingItem(listId: number) {
  const queryClient = useQueryClient();
  const outbox = useOutbox();
  const direct = useRemoveShoppingItem(listId);
  const queued = useMutation({
    networkMode: 'always',
    mutationFn: (itemId: number) =>
      outbox!.submit<void>({
        kind: 'shopping-remove',
        listId,
        itemId,
        name: itemName(queryClient, outbox!, listId, itemId),
      }),
  });
  return outbox ? queued : direct;
}

/** Ticks (in the cart) or unticks an item where it stands; kept and sent later offline. */
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

/** "Clear ticked": the list's ticked items leave it; kept and sent later offline. */
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
