/**
 * Someone else changed a shopping list → the members with `shoppingChanges` on (off by default),
 * never the member who made the change. Changes are gathered into one notice per list and member:
 * it goes out a minute after the first change (the rest of a burst of typing joins it), and never
 * sooner than five minutes after that member's last notice about the list.
 */
import type { Notice } from '../../push/notice';
import { clip, joinNames, listSome } from './notice-text';

/** At most one notice per list and member in this time. */
export const SHOPPING_NOTICE_GAP_MS = 5 * 60_000;
/** How long a batch gathers after its first change. */
export const SHOPPING_SETTLE_MS = 60_000;
const TTL_SECONDS = 60 * 60;
/** Changes named before the notice only counts them. */
const NAMED = 8;

/** What a write did to a list's items, as the route that made it tells. */
export interface ShoppingChange {
  added?: readonly string[];
  removed?: readonly string[];
  ticked?: readonly string[];
  unticked?: readonly string[];
}

/** What a waiting notice has gathered: each change with who made it. */
export interface ShoppingBatch {
  listId: number;
  changes: { by: string; text: string }[];
}

/** "+Milk", "ticked Bread", "removed Eggs". */
export function describeChange(change: ShoppingChange): string[] {
  return [
    ...(change.added ?? []).map((item) => `+${item}`),
    ...(change.ticked ?? []).map((item) => `ticked ${item}`),
    ...(change.unticked ?? []).map((item) => `unticked ${item}`),
    ...(change.removed ?? []).map((item) => `removed ${item}`),
  ];
}

export const shoppingSubject = (listId: number) => `shopping:${listId}`;

/** "Sam changed Groceries: +Milk, +Eggs, ticked Bread", or how many changes when there are many. */
export function shoppingNotice(listName: string, batch: ShoppingBatch): Notice {
  const people = [...new Set(batch.changes.map((change) => change.by))];
  const texts = batch.changes.map((change) => change.text);
  const what = texts.length <= NAMED ? listSome(texts, NAMED) : `${texts.length} changes`;
  return {
    title: clip(listName, 100),
    body: clip(`${joinNames(people)} changed ${listName}: ${what}`, 300),
    url: `/app/shopping?list=${batch.listId}`,
    topic: `shopping-${batch.listId}`,
    urgency: 'low',
    ttlSeconds: TTL_SECONDS,
  };
}
