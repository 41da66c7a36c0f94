/**
 * The writes a phone can make with no network (issue 40, "lists that work in the shop"): what each
 * one sends, how the lists look with it applied before the server has it, and what to tell the
 * family when it can no longer apply. Plain data, so the outbox can keep them in IndexedDB and a
 * page loaded later sends them exactly as they were made. No zod: the hooks that read it are
 * shared with the boards.
 */
import type { Resource } from '../../common/resources';
import type { ShoppingItem } from '../../common/schemas/shopping';
import type { CompletionResult, TaskItem } from '../../common/schemas/tasks';
import type { HttpMethod } from './client';

/** Ticks or unticks an item where it stands. `name` is for the note if it went meanwhile. */
export interface ShoppingTick {
  kind: 'shopping-tick';
  listId: number;
  itemId: number;
  isComplete: boolean;
  name: string;
}

/** Adds an item; until the server answers it shows with `tempId`, a negative id no row has. */
export interface ShoppingAdd {
  kind: 'shopping-add';
  listId: number;
  item: string;
  tempId: number;
}

/** Takes an item off the list (shopping mode's Got It!, or Remove). */
export interface ShoppingRemove {
  kind: 'shopping-remove';
  listId: number;
  itemId: number;
  name: string;
}

/** "Clear ticked": the list's ticked items leave it. */
export interface ShoppingClearTicked {
  kind: 'shopping-clear-ticked';
  listId: number;
}

/** Completes a task's occurrence: the one the person saw, so a second tick of it is refused, not paid twice. */
export interface TaskComplete {
  kind: 'task-complete';
  listId: number;
  itemId: number;
  dueDate: string | null;
  addToPiggyBank: boolean;
  personId: number | null;
  name: string;
}

export type QueuedWrite = ShoppingTick | ShoppingAdd | ShoppingRemove | ShoppingClearTicked | TaskComplete;

/** A row the list shows with a change that waits to be sent. */
export type Queued<Row> = Row & { queued?: true };

const listPath = (kind: 'shopping-lists' | 'task-lists', listId: number) => `/api/${kind}/${listId}`;

/** The request a write is sent as, the same on every try. */
export function requestOf(write: QueuedWrite): { method: HttpMethod; path: string; body?: unknown } {
  switch (write.kind) {
    case 'shopping-tick':
      return {
        method: 'PATCH',
        path: `${listPath('shopping-lists', write.listId)}/items/${write.itemId}`,
        body: { isComplete: write.isComplete },
      };
    case 'shopping-add':
      return {
        method: 'POST',
        path: `${listPath('shopping-lists', write.listId)}/items`,
        body: { item: write.item },
      };
    case 'shopping-remove':
      return { method: 'DELETE', path: `${listPath('shopping-lists', write.listId)}/items/${write.itemId}` };
    case 'shopping-clear-ticked':
      return { method: 'POST', path: `${listPath('shopping-lists', write.listId)}/clear-ticked`, body: {} };
    case 'task-complete':
      return {
        method: 'POST',
        path: `${listPath('task-lists', write.listId)}/items/${write.itemId}/complete`,
        body: {
          addToPiggyBank: write.addToPiggyBank,
          ...(write.dueDate ? { dueDate: write.dueDate } : {}),
          ...(write.personId ? { personId: write.personId } : {}),
        },
      };
  }
}

/** What a write changes, to read again once it is sent or dropped. */
export function changedBy(write: QueuedWrite): { resource: Resource; ids: number[] }[] {
  if (write.kind !== 'task-complete') return [{ resource: 'shopping-items', ids: [write.listId] }];
  return [
    { resource: 'task-items', ids: [write.listId] },
    { resource: 'piggy-banks', ids: [] },
    { resource: 'task-approvals', ids: [] },
  ];
}

/** The note when the server says the write's row is gone or already done (another phone was first). */
export function goneNote(write: QueuedWrite): string {
  switch (write.kind) {
    case 'shopping-tick':
      return `${write.name} was removed on another device.`;
    case 'shopping-add':
      return `${write.item} could not be added: the list was deleted on another device.`;
    case 'shopping-remove':
      return `${write.name} was already taken off the list on another device.`;
    case 'shopping-clear-ticked':
      return 'The list was deleted on another device.';
    case 'task-complete':
      return `${write.name} was already done or removed on another device.`;
  }
}

/** The note when the server refuses the write for another reason, in its own words. */
export function refusedNote(write: QueuedWrite, reason: string | undefined): string {
  const what =
    write.kind === 'shopping-add'
      ? write.item
      : write.kind === 'shopping-clear-ticked'
        ? 'Clear ticked'
        : write.name;
  return `A change to ${what} was not saved${reason ? `: ${reason}` : '.'}`;
}

/** The write, told that the item added as `tempId` now has the server's `id`. */
export function withRealId(write: QueuedWrite, tempId: number, id: number): QueuedWrite {
  return 'itemId' in write && write.itemId === tempId ? { ...write, itemId: id } : write;
}

/** Whether a write is about an item that was never added (its add was refused). */
export function namesItem(write: QueuedWrite, itemId: number): boolean {
  return 'itemId' in write && write.itemId === itemId;
}

type Key = readonly unknown[];

const isListOf = (key: Key, resource: string, write: QueuedWrite) =>
  key[0] === resource && key[1] === write.listId;

function shoppingWrite(write: QueuedWrite): write is Exclude<QueuedWrite, TaskComplete> {
  return write.kind !== 'task-complete';
}

/** A shopping list's items as they are once `write` is done: shown before the server has it. */
function applyToItems(items: Queued<ShoppingItem>[], write: QueuedWrite): Queued<ShoppingItem>[] {
  switch (write.kind) {
    case 'shopping-tick':
      return items.map((item) =>
        item.id === write.itemId ? { ...item, isComplete: write.isComplete, queued: true } : item,
      );
    case 'shopping-add':
      if (items.some((item) => item.id === write.tempId)) return items;
      return [
        ...items,
        { id: write.tempId, listId: write.listId, item: write.item, isComplete: false, queued: true },
      ];
    case 'shopping-remove':
      return items.filter((item) => item.id !== write.itemId);
    case 'shopping-clear-ticked':
      return items.filter((item) => !item.isComplete);
    default:
      return items;
  }
}

/**
 * The answer of the query `key` (`data`, the server's), shown with the waiting `writes` applied in
 * the order they were made. A completed task stays where it is, marked, until the server's next
 * occurrence replaces it.
 */
export function withQueued<T>(key: Key, data: T, writes: readonly QueuedWrite[]): T {
  if (!Array.isArray(data)) return data;
  if (key[0] === 'shopping-items') {
    return writes
      .filter((write) => shoppingWrite(write) && isListOf(key, 'shopping-items', write))
      .reduce(applyToItems, data as ShoppingItem[]) as T;
  }
  if (key[0] === 'task-items') {
    const done = new Set(
      writes.flatMap((write) =>
        write.kind === 'task-complete' && isListOf(key, 'task-items', write) ? [write.itemId] : [],
      ),
    );
    if (done.size === 0) return data;
    return (data as TaskItem[]).map((item) => (done.has(item.id) ? { ...item, queued: true } : item)) as T;
  }
  return data;
}

/**
 * The cached answer of `key` once `write` has been answered with `answer`: put in at once so the
 * list does not flick back while it is read again.
 */
export function withConfirmed<T>(key: Key, data: T, write: QueuedWrite, answer: unknown): T {
  if (
    !Array.isArray(data) ||
    !isListOf(key, key[0] === 'task-items' ? 'task-items' : 'shopping-items', write)
  ) {
    return data;
  }
  if (write.kind === 'task-complete') {
    const next = (answer as CompletionResult | undefined)?.item ?? null;
    const items = data as TaskItem[];
    return (
      next
        ? items.map((item) => (item.id === write.itemId ? next : item))
        : items.filter((item) => item.id !== write.itemId)
    ) as T;
  }
  const items = data as ShoppingItem[];
  switch (write.kind) {
    case 'shopping-tick': {
      const saved = answer as ShoppingItem;
      return items.map((item) => (item.id === saved.id ? saved : item)) as T;
    }
    case 'shopping-add': {
      const saved = answer as ShoppingItem;
      return (items.some((item) => item.id === saved.id) ? items : [...items, saved]) as T;
    }
    default:
      return applyToItems(items, write) as T;
  }
}
