import { describe, expect, it } from 'vitest';
import type { ShoppingItem } from '../../common/schemas/shopping';
import { groupByAisle, hasAisles, inAisleOrder } from './shoppingAisles';

const produce = { id: 10, name: 'Produce' };
const dairy = { id: 20, name: 'Dairy' };
const bakery = { id: 30, name: 'Bakery' };

function item(id: number, name: string, categoryId?: number): ShoppingItem {
  return { id, listId: 1, item: name, isComplete: false, ...(categoryId ? { categoryId } : {}) };
}

describe('shopping aisles', () => {
  const items = [
    item(1, 'Milk', dairy.id),
    item(2, 'Batteries'),
    item(3, 'Apples', produce.id),
    item(4, 'Cheese', dairy.id),
    item(5, 'Stamps', 99),
    item(6, 'Pears', produce.id),
  ];

  it("groups items by category in the family's order, keeping the list's order within each", () => {
    expect(groupByAisle(items, [dairy, bakery, produce])).toEqual([
      { category: dairy, items: [items[0], items[3]] },
      { category: produce, items: [items[2], items[5]] },
      // No category, or one since deleted, comes last.
      { category: null, items: [items[1], items[4]] },
    ]);
    expect(inAisleOrder(items, [produce, dairy]).map((entry) => entry.item)).toEqual([
      'Apples',
      'Pears',
      'Milk',
      'Cheese',
      'Batteries',
      'Stamps',
    ]);
  });

  it('leaves a list without categories in its own order', () => {
    expect(inAisleOrder(items, [])).toEqual(items);
    expect(hasAisles(items, [])).toBe(false);
    expect(hasAisles([item(1, 'Milk')], [dairy])).toBe(false);
    expect(hasAisles(items, [bakery, dairy])).toBe(true);
    expect(groupByAisle([], [dairy])).toEqual([]);
  });
});
