import { describe, expect, it } from 'vitest';
import {
  amountText,
  itemNameOnly,
  numberValue,
  parseIngredientLine,
  scaleLine,
  shoppingItemText,
  sumIngredients,
} from './recipe-quantities';

describe('parseIngredientLine', () => {
  const cases: [string, Omit<ReturnType<typeof parseIngredientLine>, 'text'>][] = [
    ['2 eggs', { quantity: 2, name: 'eggs' }],
    ['1 ½ cups plain flour', { quantity: 1.5, unit: 'cup', name: 'plain flour' }],
    ['1½ cups sugar', { quantity: 1.5, unit: 'cup', name: 'sugar' }],
    ['½ tsp salt', { quantity: 0.5, unit: 'tsp', name: 'salt' }],
    ['1/2 cup milk', { quantity: 0.5, unit: 'cup', name: 'milk' }],
    ['1 1/2 tbsp olive oil', { quantity: 1.5, unit: 'tbsp', name: 'olive oil' }],
    ['2-3 onions, finely chopped', { quantity: 2, quantityTo: 3, name: 'onions' }],
    ['2 to 3 carrots', { quantity: 2, quantityTo: 3, name: 'carrots' }],
    ['200g butter', { quantity: 200, unit: 'g', name: 'butter' }],
    ['1.5 kg potatoes', { quantity: 1.5, unit: 'kg', name: 'potatoes' }],
    ['1,5 l stock', { quantity: 1.5, unit: 'l', name: 'stock' }],
    ['500 ml whole milk', { quantity: 500, unit: 'ml', name: 'whole milk' }],
    ['3 Tablespoons honey', { quantity: 3, unit: 'tbsp', name: 'honey' }],
    ['1 T. butter', { quantity: 1, unit: 'tbsp', name: 'butter' }],
    ['8 oz cream cheese, softened', { quantity: 8, unit: 'oz', name: 'cream cheese' }],
    ['2 fl oz rum', { quantity: 2, unit: 'fl oz', name: 'rum' }],
    ['1 lb ground beef', { quantity: 1, unit: 'lb', name: 'ground beef' }],
    ['4 cloves garlic, minced', { quantity: 4, unit: 'clove', name: 'garlic' }],
    ['1 pinch of nutmeg', { quantity: 1, unit: 'pinch', name: 'nutmeg' }],
    ['2 cups (250 g) flour', { quantity: 2, unit: 'cup', name: 'flour' }],
    ['1 (400 g) can chopped tomatoes', { quantity: 1, unit: 'can', name: 'chopped tomatoes' }],
    ['Salt and pepper to taste', { name: 'Salt and pepper' }],
    ['a handful of basil', { quantity: 1, unit: 'handful', name: 'basil' }],
    ['pinch of salt', { quantity: 1, unit: 'pinch', name: 'salt' }],
    ['a cup of tea', { quantity: 1, unit: 'cup', name: 'tea' }],
    ['Juice of 1 lemon', { name: 'Juice of 1 lemon' }],
    ['¾ cup cream', { quantity: 0.75, unit: 'cup', name: 'cream' }],
    ['⅓ cup water', { quantity: 1 / 3, unit: 'cup', name: 'water' }],
    ['', {}],
    ['2', { quantity: 2 }],
  ];
  it.each(cases)('reads %j', (text, expected) => {
    expect(parseIngredientLine(text)).toEqual({ text: text.trim(), ...expected });
  });

  it("takes the menu's own spelling of a name it knows, singular or plural", () => {
    expect(parseIngredientLine('3 large eggs', ['Egg']).name).toBe('large eggs');
    expect(parseIngredientLine('3 eggs', ['Egg'])).toEqual({ text: '3 eggs', quantity: 3, name: 'Egg' });
    expect(parseIngredientLine('2 Tomatoes', ['tomato']).name).toBe('tomato');
  });

  it('reads numbers as recipes write them', () => {
    expect(numberValue('1 ½')).toBe(1.5);
    expect(numberValue('1/3')).toBeCloseTo(0.3333);
    expect(numberValue('2 3/4')).toBe(2.75);
    expect(numberValue('⅛')).toBe(0.125);
    expect(numberValue('1/0')).toBeNaN();
  });
});

describe('scaling and adding up', () => {
  const line = (text: string) => parseIngredientLine(text);

  it('scales a line from its servings to the servings cooked', () => {
    expect(scaleLine(line('200 g rice'), 4, 6)).toMatchObject({ quantity: 300, unit: 'g' });
    expect(scaleLine(line('2-3 onions'), 2, 4)).toMatchObject({ quantity: 4, quantityTo: 6 });
    // A recipe that does not say its servings is cooked as written.
    expect(scaleLine(line('200 g rice'), null, 6)).toMatchObject({ quantity: 200 });
  });

  it('adds 200 g and 0.5 kg to 700 g (0.5 kg = 500 g)', () => {
    expect(sumIngredients([line('200 g flour'), line('0.5 kg flour')])).toEqual([
      { name: 'flour', amounts: [{ quantity: 700, unit: 'g' }] },
    ]);
  });

  it('writes 800 g + 700 g = 1500 g as 1.5 kg', () => {
    expect(sumIngredients([line('800 g potatoes'), line('700g potato')])).toEqual([
      { name: 'potatoes', amounts: [{ quantity: 1.5, unit: 'kg' }] },
    ]);
  });

  it('keeps 2 cups apart from 300 ml, and adds 1 cup (240 ml) to 300 ml as 540 ml', () => {
    expect(sumIngredients([line('2 cups milk'), line('300 ml milk')])).toEqual([
      {
        name: 'milk',
        amounts: [
          { quantity: 2, unit: 'cup' },
          { quantity: 300, unit: 'ml' },
        ],
      },
    ]);
    expect(sumIngredients([line('1 cup (240 ml) milk'), line('300 ml milk')])).toEqual([
      { name: 'milk', amounts: [{ quantity: 540, unit: 'ml' }] },
    ]);
  });

  it('adds US measures by teaspoons: 1 tbsp (3 tsp) + 3 tsp = 2 tbsp; 1 cup (48 tsp) + 8 tbsp (24 tsp) = 1.5 cups', () => {
    expect(sumIngredients([line('1 tbsp sugar'), line('3 tsp sugar')])[0]!.amounts).toEqual([
      { quantity: 2, unit: 'tbsp' },
    ]);
    expect(sumIngredients([line('1 cup sugar'), line('8 tbsp sugar')])[0]!.amounts).toEqual([
      { quantity: 1.5, unit: 'cup' },
    ]);
  });

  it('adds ounces to pounds: 12 oz + 1 lb (16 oz) = 28 oz = 1.75 lb', () => {
    expect(sumIngredients([line('12 oz beef'), line('1 lb beef')])[0]!.amounts).toEqual([
      { quantity: 1.75, unit: 'lb' },
    ]);
  });

  it('adds 1 l and 250 ml to 1.25 l', () => {
    expect(sumIngredients([line('1 l stock'), line('250 ml stock')])[0]!.amounts).toEqual([
      { quantity: 1.25, unit: 'l' },
    ]);
  });

  it('counts eggs with eggs, a range at its top, and cloves only with cloves', () => {
    const needs = sumIngredients([
      line('2 eggs'),
      line('1 egg'),
      line('2-3 garlic cloves'),
      line('2 cloves garlic'),
      line('1 garlic'),
    ]);
    expect(needs).toEqual([
      { name: 'eggs', amounts: [{ quantity: 3 }] },
      { name: 'garlic cloves', amounts: [{ quantity: 3 }] },
      {
        name: 'garlic',
        amounts: [{ quantity: 2, unit: 'clove' }, { quantity: 1 }],
      },
    ]);
  });

  it('rounds a count of whole things up: 1.5 limes + 1 lime = 2.5, bought as 3', () => {
    expect(sumIngredients([scaleLine(line('1 lime'), 2, 3), line('1 lime')])[0]!.amounts).toEqual([
      { quantity: 3 },
    ]);
  });

  it('lists an ingredient without a quantity once, without an amount', () => {
    expect(sumIngredients([line('Salt'), line('salt to taste')])).toEqual([{ name: 'Salt', amounts: [] }]);
  });

  it('writes what to buy as a shopping item, and reads the name back for merging', () => {
    expect(shoppingItemText({ name: 'Flour', amounts: [{ quantity: 700, unit: 'g' }] })).toBe(
      'Flour (700 g)',
    );
    expect(
      shoppingItemText({
        name: 'Milk',
        amounts: [
          { quantity: 2, unit: 'cup' },
          { quantity: 300, unit: 'ml' },
        ],
      }),
    ).toBe('Milk (2 cups + 300 ml)');
    expect(amountText({ quantity: 1.5, unit: 'cup' })).toBe('1 ½ cups');
    expect(amountText({ quantity: 0.5, unit: 'tsp' })).toBe('½ tsp');
    expect(itemNameOnly('Flour (700 g)')).toBe('Flour');
    expect(itemNameOnly('700 g flour')).toBe('flour');
    expect(itemNameOnly('Milk')).toBe('Milk');
    expect(itemNameOnly('Batteries (AA)')).toBe('Batteries (AA)');
  });
});
