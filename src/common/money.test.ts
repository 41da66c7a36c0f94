import { describe, expect, it } from 'vitest';
import {
  AMOUNT_INVALID_MESSAGE,
  AMOUNT_RANGE_MESSAGE,
  addCents,
  centsToDollars,
  dollarsProblem,
  dollarsToCents,
  formatDollars,
  InvalidAmountError,
  MAX_CENTS,
  tryDollarsToCents,
} from './money';
import { dollarsField } from './schemas/money';

describe('dollarsToCents', () => {
  it('rounds half a cent away from zero on the decimal the person typed', () => {
    // Naive Math.round(x * 100) gives 100, 125 and 267 for these three.
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents(1.255)).toBe(126);
    expect(dollarsToCents(2.675)).toBe(268);
    expect(dollarsToCents(-1.005)).toBe(-101);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(0.005)).toBe(1);
    expect(dollarsToCents(0.0049999)).toBe(0);
    expect(dollarsToCents(1.994)).toBe(199);
    expect(dollarsToCents(1.995)).toBe(200);
  });

  it('never answers negative zero', () => {
    expect(Object.is(dollarsToCents(-0.004), 0)).toBe(true);
    expect(Object.is(dollarsToCents('-0'), 0)).toBe(true);
  });

  it('parses numeric strings', () => {
    expect(dollarsToCents('2.50')).toBe(250);
    expect(dollarsToCents(' 3 ')).toBe(300);
    expect(dollarsToCents('-1.5')).toBe(-150);
    expect(dollarsToCents('+4')).toBe(400);
    expect(dollarsToCents('.5')).toBe(50);
    expect(dollarsToCents('5.')).toBe(500);
    expect(dollarsToCents('1e3')).toBe(100_000);
    expect(dollarsToCents('12.3456')).toBe(1235);
    expect(dollarsToCents(1e-7)).toBe(0);
    expect(dollarsToCents('0000012.5')).toBe(1250);
  });

  it.each([
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    '',
    '  ',
    'abc',
    '$2',
    '2,50',
    '1.2.3',
    '0x10',
    '1e',
    '.',
    '-',
    'Infinity',
    'NaN',
  ])('rejects %j', (value) => {
    expect(() => dollarsToCents(value)).toThrow(new InvalidAmountError(AMOUNT_INVALID_MESSAGE));
    expect(tryDollarsToCents(value)).toBeNull();
  });

  it('rejects values that are not numbers or strings', () => {
    for (const value of [null, undefined, true, {}, [], [1]]) {
      expect(tryDollarsToCents(value)).toBeNull();
    }
  });

  it('keeps amounts within a million dollars either way', () => {
    expect(dollarsToCents(1_000_000)).toBe(MAX_CENTS);
    expect(dollarsToCents('-1000000')).toBe(-MAX_CENTS);
    expect(dollarsToCents('1000000.004')).toBe(MAX_CENTS);
    for (const value of ['1000000.005', -1_000_000.01, 10_000_000, 1e21, '1e400']) {
      expect(() => dollarsToCents(value), String(value)).toThrow(AMOUNT_RANGE_MESSAGE);
    }
  });
});

describe('dollarsProblem', () => {
  it('tells a form nothing for an amount, the limit beyond it, and its own words for the rest', () => {
    expect(dollarsProblem('12.50', 'Balance must be a valid number.')).toBeNull();
    expect(dollarsProblem('-1000000', 'Balance must be a valid number.')).toBeNull();
    expect(dollarsProblem('10000000', 'Balance must be a valid number.')).toBe(AMOUNT_RANGE_MESSAGE);
    expect(dollarsProblem('-1000000.01', 'Balance must be a valid number.')).toBe(AMOUNT_RANGE_MESSAGE);
    expect(dollarsProblem('lots', 'Balance must be a valid number.')).toBe('Balance must be a valid number.');
    expect(dollarsProblem('', 'Balance must be a valid number.')).toBe('Balance must be a valid number.');
  });

  it('names the range from the lowest amount the field takes', () => {
    expect(AMOUNT_RANGE_MESSAGE).toBe('Amounts must be between $0.00 and $1,000,000.00.');
    expect(dollarsProblem('10000000', 'Value must be a number', { minCents: 0 })).toBe(
      'Amounts must be between $0.00 and $1,000,000.00.',
    );
    expect(dollarsProblem('1e9', 'Goal must be a number', { minCents: 1 })).toBe(
      'Amounts must be between $0.01 and $1,000,000.00.',
    );
  });

  it('names a negative amount with the words given for it, where negatives are refused', () => {
    const refused = 'A balance cannot be below $0.00.';
    expect(dollarsProblem('-5', 'Balance must be a valid number.', { negativeMessage: refused })).toBe(
      refused,
    );
    expect(dollarsProblem('-0.01', 'Balance must be a valid number.', { negativeMessage: refused })).toBe(
      refused,
    );
    expect(dollarsProblem('0', 'Balance must be a valid number.', { negativeMessage: refused })).toBeNull();
    expect(dollarsProblem('-1e7', 'Balance must be a valid number.', { negativeMessage: refused })).toBe(
      AMOUNT_RANGE_MESSAGE,
    );
    expect(AMOUNT_RANGE_MESSAGE).not.toContain('-$');
  });
});

describe('centsToDollars', () => {
  it('gives dollars for the wire', () => {
    expect(centsToDollars(250)).toBe(2.5);
    expect(centsToDollars(-100)).toBe(-1);
    expect(centsToDollars(1)).toBe(0.01);
    expect(centsToDollars(30)).toBe(0.3);
    expect(Object.is(centsToDollars(-0), 0)).toBe(true);
  });

  it('round-trips with dollarsToCents', () => {
    for (const cents of [0, 1, 7, 99, 101, 12345, -4567, MAX_CENTS]) {
      expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
    }
  });

  it('rejects a fraction of a cent', () => {
    expect(() => centsToDollars(1.5)).toThrow(InvalidAmountError);
    expect(() => centsToDollars(Number.NaN)).toThrow(InvalidAmountError);
  });
});

describe('formatDollars', () => {
  it.each([
    [250, '$2.50'],
    [-100, '-$1.00'],
    [0, '$0.00'],
    [5, '$0.05'],
    [-5, '-$0.05'],
    [100_000, '$1,000.00'],
    [123_456_789, '$1,234,567.89'],
  ])('formats %i cents as %s', (cents, text) => {
    expect(formatDollars(cents)).toBe(text);
  });
});

describe('addCents', () => {
  it('adds whole cents', () => {
    expect(addCents(10, 20, -5)).toBe(25);
    expect(addCents()).toBe(0);
  });

  it('rejects fractions of a cent and sums beyond the bound', () => {
    expect(() => addCents(10, 0.5)).toThrow(InvalidAmountError);
    expect(() => addCents(MAX_CENTS, 1)).toThrow(AMOUNT_RANGE_MESSAGE);
    expect(addCents(MAX_CENTS, -1)).toBe(MAX_CENTS - 1);
  });
});

describe('dollarsField', () => {
  const required = dollarsField('Amount please.');
  const optional = dollarsField('Amount please.', { blankAs: 0 });

  it('answers dollars rounded to the cent from numbers and strings', () => {
    expect(required.parse('2.50')).toBe(2.5);
    expect(required.parse(1.005)).toBe(1.01);
    expect(required.parse(' -3 ')).toBe(-3);
  });

  it('fails with its message when blank unless a blank value is given', () => {
    for (const blank of [undefined, null, '', '  ']) {
      expect(required.safeParse(blank).error?.issues[0]?.message).toBe('Amount please.');
      expect(optional.parse(blank)).toBe(0);
    }
  });

  it('fails with its message for garbage and with the range message beyond the bound', () => {
    for (const garbage of ['abc', true, {}, Number.NaN]) {
      expect(required.safeParse(garbage).error?.issues[0]?.message).toBe('Amount please.');
    }
    expect(required.safeParse(2_000_000).error?.issues[0]?.message).toBe(AMOUNT_RANGE_MESSAGE);
  });

  it('refuses a fraction of a cent instead of rounding it when whole cents are asked for', () => {
    const whole = dollarsField('Amount please.', { wholeCents: 'Whole cents only.' });
    for (const exact of ['2.50', 2.5, '2.500', '1e-2', '0.10', 1000, '-3.25', '0']) {
      expect(whole.safeParse(exact).success, String(exact)).toBe(true);
    }
    expect(whole.parse('2.500')).toBe(2.5);
    for (const fine of [1.005, '1.001', '0.001', '2.999', '1e-3', '0.0000001', '-0.005']) {
      expect(whole.safeParse(fine).error?.issues[0]?.message, String(fine)).toBe('Whole cents only.');
    }
  });
});
