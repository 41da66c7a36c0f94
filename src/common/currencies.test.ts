import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, isCurrencyCode, minorUnits } from './currencies';

describe('currencies', () => {
  it("has each currency's minor units as Intl knows them", () => {
    for (const currency of CURRENCY_CODES) {
      const intl = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions();
      expect(minorUnits(currency), currency).toBe(intl.maximumFractionDigits);
    }
  });

  it('has no decimals for the yen, three for the Bahraini and Kuwaiti dinars, two for the rest named', () => {
    expect(minorUnits('JPY')).toBe(0);
    expect(minorUnits('BHD')).toBe(3);
    expect(minorUnits('KWD')).toBe(3);
    for (const code of [
      'USD',
      'EUR',
      'GBP',
      'BRL',
      'PLN',
      'SEK',
      'DKK',
      'NOK',
      'CHF',
      'SAR',
      'AED',
    ] as const) {
      expect(minorUnits(code), code).toBe(2);
    }
  });

  it("has the money of every language's countries, and knows only ISO codes in capitals", () => {
    for (const code of ['USD', 'GBP', 'EUR', 'JPY', 'BRL', 'PLN', 'SEK', 'DKK', 'NOK', 'CHF', 'CAD', 'AUD']) {
      expect(isCurrencyCode(code), code).toBe(true);
    }
    for (const code of ['NZD', 'MXN', 'SAR', 'AED', 'ILS', 'BHD', 'KWD', 'INR', 'ZAR']) {
      expect(isCurrencyCode(code), code).toBe(true);
    }
    expect(isCurrencyCode('usd')).toBe(false);
    expect(isCurrencyCode('XXX')).toBe(false);
    expect(isCurrencyCode('toString')).toBe(false);
    expect(isCurrencyCode(undefined)).toBe(false);
  });
});
