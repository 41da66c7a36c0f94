import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createShoppingItemSchema, createShoppingListSchema } from './shopping';

function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('shopping', () => {
  it('requires a list name', () => {
    for (const input of [{}, { name: '' }, { name: ' ' }, { name: 1 }]) {
      expect(firstMessage(createShoppingListSchema, input), JSON.stringify(input)).toBe(
        'Shopping list name is required.',
      );
    }
    expect(createShoppingListSchema.parse({ name: ' Groceries ' })).toEqual({ name: 'Groceries' });
  });

  it('requires an item', () => {
    for (const input of [{}, { item: '' }, { item: '   ' }, { item: null }]) {
      expect(firstMessage(createShoppingItemSchema, input), JSON.stringify(input)).toBe('Item is required.');
    }
    expect(createShoppingItemSchema.parse({ item: ' Milk ' })).toEqual({ item: 'Milk' });
    expect(firstMessage(createShoppingItemSchema, { item: 'x'.repeat(201) })).toBe(
      'Item must be at most 200 characters.',
    );
  });
});
