import { describe, expect, it } from 'vitest';
import { hasAnyMeal, saveMenuEntrySchema } from './menu';

function firstMessage(input: unknown): string | undefined {
  const result = saveMenuEntrySchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('menu entries', () => {
  it('trims the meals and fills missing ones with empty text', () => {
    expect(saveMenuEntrySchema.parse({ date: '2026-03-02', breakfast: ' Oats ', dinner: null })).toEqual({
      date: '2026-03-02',
      breakfast: 'Oats',
      lunch: '',
      dinner: '',
    });
  });

  it('rejects a missing, malformed or impossible date', () => {
    for (const date of [undefined, '', '2026-02-30', '2026-13-01', '2026-2-1', '03/02/2026', 20260302]) {
      expect(firstMessage({ date, breakfast: 'Oats' }), String(date)).toBe(
        'Date must be a valid YYYY-MM-DD day.',
      );
    }
    expect(firstMessage({ date: '2024-02-29' })).toBeUndefined();
  });

  it('limits each meal to 200 characters', () => {
    expect(firstMessage({ date: '2026-03-02', lunch: 'x'.repeat(200) })).toBeUndefined();
    expect(firstMessage({ date: '2026-03-02', lunch: 'x'.repeat(201) })).toBe(
      'Lunch must be at most 200 characters.',
    );
    expect(firstMessage({ date: '2026-03-02', dinner: 5 })).toBe('Dinner must be text.');
  });

  it('tells an entry with no meal from one with a meal', () => {
    expect(hasAnyMeal(saveMenuEntrySchema.parse({ date: '2026-03-02', breakfast: '  ' }))).toBe(false);
    expect(hasAnyMeal(saveMenuEntrySchema.parse({ date: '2026-03-02', dinner: 'Tacos' }))).toBe(true);
  });
});
