import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, readSections, requestOf, sectionsText } from './recipeForm';

describe('the recipe form', () => {
  it('reads steps a line each, with sections under "## name"', () => {
    const text =
      'Preheat the oven.\n\n## For the sauce\nMelt the butter.\nStir in the flour.\n## To serve\nPour.';
    const sections = readSections(text);
    expect(sections).toEqual([
      { name: '', steps: ['Preheat the oven.'] },
      { name: 'For the sauce', steps: ['Melt the butter.', 'Stir in the flour.'] },
      { name: 'To serve', steps: ['Pour.'] },
    ]);
    expect(readSections(sectionsText(sections))).toEqual(sections);
  });

  it('makes a request: ingredient lines read, tags split, blank numbers none', () => {
    const request = requestOf({
      ...EMPTY_DRAFT,
      name: 'Soup',
      servings: '4',
      ingredients: '1 kg tomatoes\n\n2 onions',
      tags: 'Soup, quick ,',
    });
    expect(request).toMatchObject({
      name: 'Soup',
      servings: 4,
      prepMinutes: null,
      ingredients: [
        { text: '1 kg tomatoes', quantity: 1, unit: 'kg', name: 'tomatoes' },
        { text: '2 onions', quantity: 2, name: 'onions' },
      ],
      tags: ['Soup', 'quick'],
    });
  });
});
