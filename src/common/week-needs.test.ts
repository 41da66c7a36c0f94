import { describe, expect, it } from 'vitest';
import { ingredientKey } from './ingredient-names';
import { parseIngredientLine } from './recipe-quantities';
import { isAtHome, needTexts, weekNeeds } from './week-needs';

const recipe = (id: number, servings: number | null, lines: string[]) => ({
  id,
  servings,
  ingredients: lines.map((line) => parseIngredientLine(line)),
});

describe('weekNeeds', () => {
  const pancakes = recipe(1, 4, ['200 g flour', '2 eggs', '300 ml milk', 'pinch of salt', '1 tbsp oil']);
  const bread = recipe(2, 2, ['0.5 kg flour', '1 tsp salt', '2 cups milk', '1 tbsp olive oil']);
  const recipes = new Map([
    [1, pancakes],
    [2, bread],
  ]);

  it('scales each recipe to its servings and adds the same ingredient up across the week', () => {
    const needs = weekNeeds(
      [
        // Pancakes for 4 as written; bread for 2 as written.
        { recipes: { breakfast: { recipeId: 1, servings: 4 }, dinner: { recipeId: 2, servings: 2 } } },
        // Pancakes for 8: twice the recipe (flour 400 g, eggs 4, milk 600 ml).
        { recipes: { breakfast: { recipeId: 1, servings: 8 } } },
      ],
      recipes,
      new Set(),
    );
    // flour: 200 g + 500 g + 400 g = 1100 g = 1.1 kg; eggs: 2 + 4 = 6;
    // milk: 300 ml + 600 ml = 900 ml, beside 2 cups (US measures stay apart from metric ones);
    // salt: 1 + 2 pinches beside 1 tsp; oil: 1 tbsp + 2 tbsp = 3 tbsp; olive oil is another thing.
    expect(needTexts(needs)).toEqual([
      'flour (1.1 kg)',
      'eggs (6)',
      'milk (900 ml + 2 cups)',
      'salt (3 pinches + 1 tsp)',
      'oil (3 tbsp)',
      'olive oil (1 tbsp)',
    ]);
  });

  it('leaves out what the family always has at home, and kinds of it', () => {
    const needs = weekNeeds(
      [{ recipes: { breakfast: { recipeId: 1, servings: 4 }, dinner: { recipeId: 2, servings: 2 } } }],
      recipes,
      new Set(['salt', 'oil'].map(ingredientKey)),
    );
    expect(needTexts(needs)).toEqual(['flour (700 g)', 'eggs (2)', 'milk (300 ml + 2 cups)']);
  });

  it("takes a text meal's ingredients as they are, beside a recipe's", () => {
    const needs = weekNeeds(
      [{ ingredients: { lunch: ['Bread', 'Eggs'] } }, { recipes: { dinner: { recipeId: 1, servings: 2 } } }],
      recipes,
      new Set(),
    );
    // Pancakes for 2 are half the recipe: flour 100 g, eggs 1, milk 150 ml, salt ½ pinch, oil ½ tbsp.
    expect(needs).toEqual([
      { name: 'Bread', amounts: [] },
      { name: 'Eggs', amounts: [{ quantity: 1 }] },
      { name: 'flour', amounts: [{ quantity: 100, unit: 'g' }] },
      { name: 'milk', amounts: [{ quantity: 150, unit: 'ml' }] },
      { name: 'salt', amounts: [{ quantity: 0.5, unit: 'pinch' }] },
      { name: 'oil', amounts: [{ quantity: 1.5, unit: 'tsp' }] },
    ]);
  });

  it('knows a kind of what is at home, and not a different thing', () => {
    const atHome = new Set(['oil', 'salt'].map(ingredientKey));
    expect(isAtHome('Olive oil', atHome)).toBe(true);
    expect(isAtHome('Sea salt', atHome)).toBe(true);
    expect(isAtHome('Salted butter', atHome)).toBe(false);
    expect(isAtHome('Oil-free dressing', atHome)).toBe(false);
  });
});
