import { describe, expect, it } from 'vitest';
import type { ShoppingItem } from '../../../common/schemas/shopping';
import { resultMessage, splitIngredients, withDraft } from './ingredientText';

const item = (name: string): ShoppingItem => ({ id: 1, listId: 1, item: name, isComplete: false });

describe('the ingredient field', () => {
  it('takes several ingredients at once, separated as a pasted list would be', () => {
    expect(splitIngredients(' Tortillas, limes;sour cream\nFeta ,, ')).toEqual([
      'Tortillas',
      'limes',
      'sour cream',
      'Feta',
    ]);
  });

  it('adds what is typed once, and says what the meal had already', () => {
    expect(withDraft(['Eggs', 'Chives'], 'egg, Milk, milk')).toEqual({
      next: ['Eggs', 'Chives', 'Milk'],
      repeated: ['egg'],
    });
    expect(withDraft(['Eggs'], '  ')).toEqual({ next: ['Eggs'], repeated: [] });
  });

  it('stops at the most a meal may have', () => {
    const many = Array.from({ length: 40 }, (_, i) => `Thing ${i}`);
    expect(withDraft(many, 'One more').next).toHaveLength(40);
  });
});

describe('what adding the ingredients did', () => {
  it('says what was added, unticked and already there', () => {
    expect(
      resultMessage({ added: [item('A'), item('B')], reopened: [], alreadyListed: ['C'] }, 'Groceries'),
    ).toBe('Added 2 items to Groceries. 1 other was already there.');
    expect(resultMessage({ added: [item('A')], reopened: [item('B')], alreadyListed: [] }, 'Groceries')).toBe(
      'Added 1 item to Groceries. 1 bought item is back on it.',
    );
    expect(resultMessage({ added: [], reopened: [], alreadyListed: ['C', 'D'] }, 'Groceries')).toBe(
      'Everything was already on Groceries.',
    );
    expect(resultMessage({ added: [], reopened: [], alreadyListed: [] }, 'Groceries')).toBe(
      'Nothing to add to Groceries.',
    );
  });
});
