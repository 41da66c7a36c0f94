import { describe, expect, it } from 'vitest';
import { GROCERIES, groceryAisle, groceryCategory } from './index';

describe('built-in groceries', () => {
  it.each([
    ['Milk', 'dairy'],
    ['whole milk', 'dairy'],
    ['Eggs', 'dairy'],
    ['Bananas', 'produce'],
    ['cherry tomatoes', 'produce'],
    ['Tomato paste', 'pantry'],
    ['Olive oil', 'pantry'],
    ['Chicken breasts', 'meat'],
    ['Toilet paper', 'household'],
    ['Ice cream', 'frozen'],
    ['Sourdough', 'bakery'],
    ['orange juice', 'drinks'],
  ])('finds %s in %s', (name, aisle) => {
    expect(groceryAisle(name)).toBe(aisle);
  });

  it('knows nothing of what is not a grocery, or a language it has no list for', () => {
    expect(groceryAisle('Birthday card')).toBeUndefined();
    expect(groceryAisle('Milk', 'xx')).toBeUndefined();
  });

  it("files a grocery in the family's category named as its aisle is, however spelt", () => {
    const categories = [
      { id: 1, name: 'Fruit & veg' },
      { id: 2, name: 'Dairy and Eggs' },
      { id: 3, name: 'Pantry' },
    ];
    expect(groceryCategory('Milk', categories)?.id).toBe(2);
    expect(groceryCategory('bananas', categories)?.id).toBe(1);
    expect(groceryCategory('Flour (700 g)', categories)?.id).toBe(3);
    // No frozen aisle: left where it would be without the list.
    expect(groceryCategory('Ice cream', categories)).toBeUndefined();
  });

  it('lists each grocery once per language', () => {
    for (const aisles of Object.values(GROCERIES)) {
      const seen = new Map<string, string>();
      for (const [aisle, grocery] of Object.entries(aisles)) {
        expect(grocery.names.length).toBeGreaterThan(0);
        for (const item of grocery.items.split(/\s+/).filter(Boolean)) seen.set(item, aisle);
      }
      expect(seen.size).toBeGreaterThan(100);
    }
  });
});
