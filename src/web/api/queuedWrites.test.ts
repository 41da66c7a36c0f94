import { describe, expect, it } from 'vitest';
import type { ShoppingItem } from '../../common/schemas/shopping';
import type { TaskItem } from '../../common/schemas/tasks';
import { queryKeys } from './freshness';
import { type QueuedWrite, requestOf, withConfirmed, withQueued } from './queuedWrites';

const item = (id: number, name: string, isComplete = false): ShoppingItem => ({
  id,
  listId: 1,
  item: name,
  isComplete,
});
const list = [item(1, 'Milk'), item(2, 'Eggs', true), item(3, 'Bread')];
const key = queryKeys.shoppingItems(1);

describe('the waiting writes as a list shows them', () => {
  it('applies ticks, adds, removals and clears in the order they were made', () => {
    const writes: QueuedWrite[] = [
      { kind: 'shopping-tick', listId: 1, itemId: 1, isComplete: true, name: 'Milk' },
      { kind: 'shopping-tick', listId: 1, itemId: 2, isComplete: false, name: 'Eggs' },
      { kind: 'shopping-add', listId: 1, item: 'Jam', tempId: -9 },
      { kind: 'shopping-remove', listId: 1, itemId: 3, name: 'Bread' },
      { kind: 'shopping-clear-ticked', listId: 1 },
      // Another list's write leaves this one alone.
      { kind: 'shopping-remove', listId: 2, itemId: 2, name: 'Eggs' },
    ];
    expect(withQueued(key, list, writes)).toEqual([
      { ...item(2, 'Eggs'), queued: true },
      { ...item(-9, 'Jam'), queued: true },
    ]);
    // The server's answer itself is left as it was, for the cache to keep.
    expect(list[0]).toEqual(item(1, 'Milk'));
  });

  it('draws an item added twice once, when the server already has it', () => {
    const add: QueuedWrite = { kind: 'shopping-add', listId: 1, item: 'Jam', tempId: -9 };
    expect(withQueued(key, withQueued(key, list, [add]), [add])).toHaveLength(4);
  });

  it('marks a task whose completion waits, and leaves the others', () => {
    const tasks = [
      { id: 5, task: 'Feed the cat' },
      { id: 6, task: 'Bins' },
    ] as TaskItem[];
    const complete: QueuedWrite = {
      kind: 'task-complete',
      listId: 4,
      itemId: 5,
      dueDate: null,
      addToPiggyBank: true,
      personId: null,
      name: 'Feed the cat',
    };
    expect(withQueued(queryKeys.taskItems(4), tasks, [complete])).toEqual([
      { id: 5, task: 'Feed the cat', queued: true },
      { id: 6, task: 'Bins' },
    ]);
    expect(withQueued(queryKeys.taskItems(3), tasks, [complete])).toBe(tasks);
  });

  it('takes a sent write’s answer into the cached list', () => {
    const add: QueuedWrite = { kind: 'shopping-add', listId: 1, item: 'Jam', tempId: -9 };
    expect(withConfirmed(key, list, add, item(4, 'Jam'))).toEqual([...list, item(4, 'Jam')]);
    const tick: QueuedWrite = { kind: 'shopping-tick', listId: 1, itemId: 1, isComplete: true, name: 'Milk' };
    expect(withConfirmed(key, list, tick, item(1, 'Milk', true))[0]).toEqual(item(1, 'Milk', true));
    const clear: QueuedWrite = { kind: 'shopping-clear-ticked', listId: 1 };
    expect(withConfirmed(key, list, clear, { deleted: 1 })).toEqual([item(1, 'Milk'), item(3, 'Bread')]);
    // A one-off task, done, leaves its list.
    const tasks = [{ id: 5 }, { id: 6 }] as TaskItem[];
    const complete: QueuedWrite = {
      kind: 'task-complete',
      listId: 4,
      itemId: 5,
      dueDate: null,
      addToPiggyBank: true,
      personId: null,
      name: 'Feed the cat',
    };
    expect(withConfirmed(queryKeys.taskItems(4), tasks, complete, { item: null })).toEqual([{ id: 6 }]);
  });

  it('sends each write as the route expects it', () => {
    expect(
      requestOf({ kind: 'shopping-tick', listId: 1, itemId: 2, isComplete: false, name: 'Eggs' }),
    ).toEqual({ method: 'PATCH', path: '/api/shopping-lists/1/items/2', body: { isComplete: false } });
    expect(requestOf({ kind: 'shopping-clear-ticked', listId: 1 })).toEqual({
      method: 'POST',
      path: '/api/shopping-lists/1/clear-ticked',
      body: {},
    });
    expect(
      requestOf({
        kind: 'task-complete',
        listId: 4,
        itemId: 5,
        dueDate: '2030-05-01',
        addToPiggyBank: false,
        personId: 3,
        name: 'Bins',
      }),
    ).toEqual({
      method: 'POST',
      path: '/api/task-lists/4/items/5/complete',
      body: { addToPiggyBank: false, dueDate: '2030-05-01', personId: 3 },
    });
  });
});
