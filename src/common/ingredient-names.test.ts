import { describe, expect, it } from 'vitest';
import {
  distinctIngredients,
  ingredientKey,
  planIngredientMerge,
  sameIngredient,
  singularWord,
} from './ingredient-names';

describe('singularWord', () => {
  it.each([
    ['eggs', 'egg'],
    ['tomatoes', 'tomato'],
    ['potatoes', 'potato'],
    ['mangoes', 'mango'],
    ['avocados', 'avocado'],
    ['berries', 'berry'],
    ['cherries', 'cherry'],
    ['anchovies', 'anchovy'],
    ['leaves', 'leaf'],
    ['loaves', 'loaf'],
    ['halves', 'half'],
    ['knives', 'knife'],
    ['olives', 'olive'],
    ['chives', 'chive'],
    ['cookies', 'cookie'],
    ['brownies', 'brownie'],
    ['pies', 'pie'],
    ['shoes', 'shoe'],
    ['peaches', 'peach'],
    ['sandwiches', 'sandwich'],
    ['quiches', 'quiche'],
    ['radishes', 'radish'],
    ['boxes', 'box'],
    ['glasses', 'glass'],
    ['buses', 'bus'],
    ['cheeses', 'cheese'],
    ['sauces', 'sauce'],
    ['kiwis', 'kiwi'],
    ['zucchinis', 'zucchini'],
    ['peas', 'pea'],
    ['children', 'child'],
    ['chillies', 'chilli'],
  ])('%s is one %s', (plural, singular) => {
    expect(singularWord(plural)).toBe(singular);
    expect(singularWord(singular)).toBe(singular);
  });

  it.each([
    'hummus',
    'bus',
    'glass',
    'asparagus',
    'couscous',
    'citrus',
    'molasses',
    'swiss',
    'cress',
    'rice',
    'milk',
    'fish',
    'tennis',
    'gas',
  ])('leaves %s as it is', (word) => {
    expect(singularWord(word)).toBe(word);
  });
});

describe('ingredientKey and sameIngredient', () => {
  it('ignores case and number', () => {
    expect(sameIngredient('Eggs', 'egg')).toBe(true);
    expect(sameIngredient('tomatoes', 'Tomato')).toBe(true);
    expect(sameIngredient('BERRIES', 'berry')).toBe(true);
    expect(sameIngredient('Bay leaves', 'bay leaf')).toBe(true);
  });

  it('ignores accents, punctuation and spacing, and brings every word to its singular', () => {
    expect(ingredientKey('  Crème   fraîche ')).toBe('creme fraiche');
    expect(sameIngredient('Jalapeños', 'jalapeno')).toBe(true);
    expect(sameIngredient('Cherry tomatoes', 'cherry-tomato')).toBe(true);
    expect(sameIngredient('Brussels sprouts', 'brussel sprout')).toBe(true);
  });

  it('keeps different things apart', () => {
    expect(sameIngredient('hummus', 'hummu')).toBe(false);
    expect(sameIngredient('glass', 'glas')).toBe(false);
    expect(sameIngredient('Cherry tomatoes', 'Tomatoes')).toBe(false);
    expect(sameIngredient('Pie', 'Py')).toBe(false);
    expect(sameIngredient('Cookies', 'Cooky')).toBe(false);
  });

  it('finds nothing the same in a name with no letters or digits', () => {
    expect(ingredientKey(' - ')).toBe('');
    expect(sameIngredient('', '')).toBe(false);
  });
});

describe('distinctIngredients', () => {
  it('keeps the first spelling of each thing, trimmed, in order, and drops blanks', () => {
    expect(distinctIngredients(['Eggs', ' tomatoes ', 'egg', '', 'Tomato', 'Basil', '  '])).toEqual([
      'Eggs',
      'tomatoes',
      'Basil',
    ]);
  });
});

describe('planIngredientMerge', () => {
  const item = (id: number, name: string, isComplete = false) => ({ id, item: name, isComplete });

  it('adds what is missing, once, spelt as the menu first spells it', () => {
    expect(planIngredientMerge(['Tortillas', 'tortilla', 'Limes'], [item(1, 'Milk')])).toEqual({
      add: ['Tortillas', 'Limes'],
      reopen: [],
      alreadyListed: [],
    });
  });

  it('leaves what the list holds unticked alone, whatever its case or number', () => {
    const items = [item(1, 'Eggs'), item(2, 'Tomato')];
    expect(planIngredientMerge(['egg', 'tomatoes', 'Basil'], items)).toEqual({
      add: ['Basil'],
      reopen: [],
      alreadyListed: ['Eggs', 'Tomato'],
    });
  });

  it('unticks a bought item that is needed again instead of adding it twice', () => {
    const items = [item(1, 'Berries', true), item(2, 'Onions')];
    expect(planIngredientMerge(['berry', 'onion'], items)).toEqual({
      add: [],
      reopen: [1],
      alreadyListed: ['Onions'],
    });
  });

  it('prefers an unticked row when the list holds the thing both ticked and unticked', () => {
    const items = [item(1, 'Lemons', true), item(2, 'lemon')];
    expect(planIngredientMerge(['Lemon'], items)).toEqual({ add: [], reopen: [], alreadyListed: ['lemon'] });
  });

  it('changes nothing for no ingredients', () => {
    expect(planIngredientMerge([], [item(1, 'Milk')])).toEqual({ add: [], reopen: [], alreadyListed: [] });
  });
});
