import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  createPiggyBankSchema,
  singlePiggyBankBalanceSchema,
  updatePiggyBankBalanceSchema,
} from './piggy-banks';

function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('piggy banks', () => {
  it('requires a name', () => {
    for (const input of [{}, { name: '' }, { name: '  ', balance: 1 }, { name: null }]) {
      expect(firstMessage(createPiggyBankSchema, input), JSON.stringify(input)).toBe(
        'Piggy bank name is required.',
      );
    }
  });

  it('needs a valid balance and starts at 0 without one', () => {
    for (const balance of ['abc', '1,000', true, Number.POSITIVE_INFINITY]) {
      expect(firstMessage(createPiggyBankSchema, { name: 'Ann', balance }), String(balance)).toBe(
        'Balance must be a valid number.',
      );
    }
    expect(createPiggyBankSchema.parse({ name: ' Ann ', balance: '12.345' })).toEqual({
      name: 'Ann',
      balance: 12.35,
      personId: null,
    });
    expect(createPiggyBankSchema.parse({ name: 'Ben' })).toEqual({ name: 'Ben', balance: 0, personId: null });
  });

  it('needs a valid new balance to update', () => {
    for (const input of [{}, { new_balance: '' }, { new_balance: 'ten' }, { new_balance: null }]) {
      expect(firstMessage(updatePiggyBankBalanceSchema, input), JSON.stringify(input)).toBe(
        'Balance must be a valid number.',
      );
    }
    expect(updatePiggyBankBalanceSchema.parse({ new_balance: '7.5' })).toEqual({ new_balance: 7.5 });
    expect(updatePiggyBankBalanceSchema.parse({ new_balance: 0 })).toEqual({ new_balance: 0 });
    expect(firstMessage(updatePiggyBankBalanceSchema, { new_balance: -2 })).toBe(
      'A balance cannot be below $0.00.',
    );
  });

  it('needs a valid balance on the single-bank form', () => {
    for (const input of [{}, { balance: '' }, { balance: 'x' }]) {
      expect(firstMessage(singlePiggyBankBalanceSchema, input), JSON.stringify(input)).toBe(
        'Enter a valid piggy-bank balance',
      );
    }
    expect(singlePiggyBankBalanceSchema.parse({ balance: 3 })).toEqual({ balance: 3 });
  });

  it('keeps balances within a million dollars', () => {
    expect(firstMessage(updatePiggyBankBalanceSchema, { new_balance: 1_000_000.01 })).toBe(
      'Amounts must be between $0.00 and $1,000,000.00.',
    );
  });
});
