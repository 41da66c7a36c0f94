import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createTaskListSchema, renameTaskListSchema, saveTaskItemSchema } from './tasks';

function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('task lists', () => {
  it('requires a name to create a list', () => {
    for (const input of [{}, { name: '' }, { name: '   ' }, { name: null }, { name: 3 }]) {
      expect(firstMessage(createTaskListSchema, input), JSON.stringify(input)).toBe('List name is required.');
    }
    expect(createTaskListSchema.parse({ name: '  Chores ' })).toEqual({ name: 'Chores' });
  });

  it('refuses an empty rename', () => {
    for (const input of [{}, { name: '' }, { name: '  ' }]) {
      expect(firstMessage(renameTaskListSchema, input)).toBe('Cannot save empty list name.');
    }
    expect(renameTaskListSchema.parse({ name: 'Weekend' })).toEqual({ name: 'Weekend' });
  });

  it('limits the name length', () => {
    expect(firstMessage(createTaskListSchema, { name: 'x'.repeat(101) })).toBe(
      'List name must be at most 100 characters.',
    );
  });
});

describe('task items', () => {
  it('requires a task name', () => {
    for (const input of [{}, { task: '' }, { task: '  ' }, { task: null }]) {
      expect(firstMessage(saveTaskItemSchema, input), JSON.stringify(input)).toBe('Task name is required.');
    }
  });

  it('fills the optional fields with none and value 0', () => {
    expect(saveTaskItemSchema.parse({ task: ' Feed the cat ' })).toEqual({
      task: 'Feed the cat',
      assignee: null,
      value: 0,
      repeatConfig: null,
      targetPiggyBankId: null,
    });
  });

  it('takes the value as a number or a numeric string, rounded to the cent', () => {
    expect(saveTaskItemSchema.parse({ task: 't', value: '2.50' }).value).toBe(2.5);
    expect(saveTaskItemSchema.parse({ task: 't', value: 1.005 }).value).toBe(1.01);
    expect(saveTaskItemSchema.parse({ task: 't', value: '' }).value).toBe(0);
  });

  it('says the value must be a number', () => {
    for (const value of ['abc', '$2', true, [], Number.NaN]) {
      expect(firstMessage(saveTaskItemSchema, { task: 't', value }), String(value)).toBe(
        'Value must be a number',
      );
    }
  });

  it('refuses a negative value', () => {
    expect(firstMessage(saveTaskItemSchema, { task: 't', value: -1 })).toBe('Value cannot be negative.');
    expect(firstMessage(saveTaskItemSchema, { task: 't', value: 2_000_000 })).toBe(
      'Amounts must be between $0.00 and $1,000,000.00.',
    );
  });

  it('keeps a repeating config and drops one that does not repeat', () => {
    const weekly = saveTaskItemSchema.parse({
      task: 't',
      repeatConfig: { freq: 'WEEKLY', interval: 0, byweekday: ['FR', 'MO'] },
    }).repeatConfig;
    expect(weekly).toMatchObject({ freq: 'WEEKLY', interval: 1, byweekday: ['MO', 'FR'] });
    expect(saveTaskItemSchema.parse({ task: 't', repeatConfig: { freq: 'NONE' } }).repeatConfig).toBeNull();
    expect(saveTaskItemSchema.parse({ task: 't', repeatConfig: null }).repeatConfig).toBeNull();
    expect(
      firstMessage(saveTaskItemSchema, { task: 't', repeatConfig: { freq: 'MONTHLY', bymonthday: 40 } }),
    ).toBe('Day of the month must be a whole number from 1 to 31.');
  });

  it('takes the target piggy bank as an id, its digits or none', () => {
    expect(saveTaskItemSchema.parse({ task: 't', targetPiggyBankId: 4 }).targetPiggyBankId).toBe(4);
    expect(saveTaskItemSchema.parse({ task: 't', targetPiggyBankId: '12' }).targetPiggyBankId).toBe(12);
    expect(saveTaskItemSchema.parse({ task: 't', targetPiggyBankId: '' }).targetPiggyBankId).toBeNull();
    expect(saveTaskItemSchema.parse({ task: 't', targetPiggyBankId: null }).targetPiggyBankId).toBeNull();
    for (const id of [0, -1, 1.5, 'abc', '1e3']) {
      expect(firstMessage(saveTaskItemSchema, { task: 't', targetPiggyBankId: id }), String(id)).toBe(
        'Choose a piggy bank from the list.',
      );
    }
  });

  it('trims the assignee and treats blank as none', () => {
    expect(saveTaskItemSchema.parse({ task: 't', assignee: ' Ann ' }).assignee).toBe('Ann');
    expect(saveTaskItemSchema.parse({ task: 't', assignee: '  ' }).assignee).toBeNull();
  });
});
