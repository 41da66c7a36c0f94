/** A trip in shopping mode (spec 02 §4): the chosen items one at a time, each got or passed. */
import type { ShoppingItem } from '../../common/schemas/shopping';

export interface ShoppingTrip {
  /** The chosen items in list order. */
  items: ShoppingItem[];
  /** Index of the item being shopped for; items.length once every item had its turn. */
  position: number;
  got: ShoppingItem[];
  passed: ShoppingItem[];
  /** Ended by Exit Shopping or by the last item. */
  ended: boolean;
}

export function startTrip(items: ShoppingItem[]): ShoppingTrip {
  return { items, position: 0, got: [], passed: [], ended: items.length === 0 };
}

export function currentItem(trip: ShoppingTrip): ShoppingItem | null {
  return trip.ended ? null : (trip.items[trip.position] ?? null);
}

function advance(trip: ShoppingTrip, outcome: 'got' | 'passed'): ShoppingTrip {
  const item = currentItem(trip);
  if (!item) return trip;
  const position = trip.position + 1;
  return {
    ...trip,
    position,
    got: outcome === 'got' ? [...trip.got, item] : trip.got,
    passed: outcome === 'passed' ? [...trip.passed, item] : trip.passed,
    ended: position >= trip.items.length,
  };
}

export const gotItem = (trip: ShoppingTrip) => advance(trip, 'got');
export const passItem = (trip: ShoppingTrip) => advance(trip, 'passed');
export const endTrip = (trip: ShoppingTrip): ShoppingTrip => ({ ...trip, ended: true });

/** Items never reached because the trip was exited early. */
export function skippedItems(trip: ShoppingTrip): ShoppingItem[] {
  return trip.items.slice(trip.position);
}
