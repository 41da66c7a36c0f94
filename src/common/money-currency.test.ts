import { describe, expect, it } from 'vitest';
import {
  AMOUNT_RANGE_MESSAGE,
  amountToMinor,
  currencyAmountProblem,
  currencyRangeMessage,
  dollarsToCents,
  formatMinorUnits,
  InvalidAmountError,
  maxAmount,
  minorToAmount,
} from './money';

describe("money in the family's currency", () => {
  it('reads and shows US dollars exactly as the dollar functions do', () => {
    for (const value of [0, 1, 2.5, '2.50', 1.005, -1.005, 0.1 + 0.2, '1e3', 999999.99]) {
      expect(amountToMinor(value, 'USD'), String(value)).toBe(dollarsToCents(value));
    }
    expect(minorToAmount(250, 'USD')).toBe(2.5);
    expect(formatMinorUnits(123456, 'USD')).toBe('$1,234.56');
    expect(currencyRangeMessage('USD')).toBe(AMOUNT_RANGE_MESSAGE);
    // A dollar amount finer than a cent is rounded, as it always was, unless the field says otherwise.
    expect(currencyAmountProblem(1.005, 'USD')).toBeNull();
    expect(currencyAmountProblem(1.005, 'USD', 'bad', 'whole cents only')).toBe('whole cents only');
  });

  it('keeps yen whole: 100 is 100, 100.5 is refused', () => {
    expect(amountToMinor(100, 'JPY')).toBe(100);
    expect(amountToMinor('1500', 'JPY')).toBe(1500);
    expect(minorToAmount(100, 'JPY')).toBe(100);
    expect(() => amountToMinor(100.5, 'JPY')).toThrow(
      new InvalidAmountError('Amounts in JPY have no decimals.'),
    );
    expect(formatMinorUnits(1500, 'JPY')).toBe('¥1,500');
  });

  it('keeps three decimals of the Bahraini dinar: 1.234 is 1234 fils, 1.2345 is refused', () => {
    expect(amountToMinor(1.234, 'BHD')).toBe(1234);
    expect(minorToAmount(1234, 'BHD')).toBe(1.234);
    expect(minorToAmount(1200, 'BHD')).toBe(1.2);
    expect(() => amountToMinor(1.2345, 'BHD')).toThrow('Amounts in BHD have at most 3 decimals.');
  });

  it('reads euros in cents and refuses a fraction of a cent', () => {
    expect(amountToMinor(1234.5, 'EUR')).toBe(123450);
    expect(minorToAmount(123450, 'EUR')).toBe(1234.5);
    expect(() => amountToMinor(1.005, 'EUR')).toThrow('Amounts in EUR have at most 2 decimals.');
    expect(formatMinorUnits(123450, 'EUR', 'de')).toBe('1.234,50\u00a0€');
  });

  it('keeps the same number of stored minor units as its bound in every currency', () => {
    expect(maxAmount('USD')).toBe(1_000_000);
    expect(maxAmount('JPY')).toBe(100_000_000);
    expect(maxAmount('BHD')).toBe(100_000);
    expect(currencyAmountProblem(100_000_001, 'JPY')).toBe('Amounts must be between ¥0 and ¥100,000,000.');
    expect(currencyAmountProblem('abc', 'JPY', 'Balance must be a valid number.')).toBe(
      'Balance must be a valid number.',
    );
  });
});
