import { describe, expect, it } from 'vitest';
import { currentItem, endTrip, gotItem, passItem, skippedItems, startTrip } from './shoppingTrip';

const item = (id: number, name: string) => ({ id, listId: 1, item: name, isComplete: false });
const milk = item(1, 'Milk');
const eggs = item(2, 'Eggs');
const bread = item(3, 'Bread');

describe('shopping trip', () => {
  it('goes through the chosen items one at a time and ends after the last', () => {
    let trip = startTrip([milk, eggs, bread]);
    expect(currentItem(trip)).toEqual(milk);
    trip = gotItem(trip);
    expect(currentItem(trip)).toEqual(eggs);
    trip = passItem(trip);
    trip = gotItem(trip);
    expect(trip.ended).toBe(true);
    expect(currentItem(trip)).toBeNull();
    expect(trip.got).toEqual([milk, bread]);
    expect(trip.passed).toEqual([eggs]);
    expect(skippedItems(trip)).toEqual([]);
  });

  it('keeps the items not reached when exited early', () => {
    const trip = endTrip(gotItem(startTrip([milk, eggs, bread])));
    expect(currentItem(trip)).toBeNull();
    expect(trip.got).toEqual([milk]);
    expect(skippedItems(trip)).toEqual([eggs, bread]);
    expect(gotItem(trip)).toBe(trip);
  });
});
