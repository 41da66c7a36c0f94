/**
 * The ISO 4217 currencies a family may keep its piggy banks in, with their minor units: the number
 * of decimals an amount has (none for the yen, three for the Bahraini dinar). The table is written
 * out so every runtime agrees; `currencies.test.ts` holds it equal to what `Intl.NumberFormat` says.
 */
export const CURRENCY_MINOR_UNITS = {
  USD: 2,
  EUR: 2,
  GBP: 2,
  JPY: 0,
  BRL: 2,
  PLN: 2,
  SEK: 2,
  DKK: 2,
  NOK: 2,
  CHF: 2,
  CAD: 2,
  AUD: 2,
  NZD: 2,
  MXN: 2,
  ARS: 2,
  CLP: 0,
  SAR: 2,
  AED: 2,
  QAR: 2,
  EGP: 2,
  MAD: 2,
  ILS: 2,
  BHD: 3,
  KWD: 3,
  OMR: 3,
  JOD: 3,
  TND: 3,
  INR: 2,
  ZAR: 2,
  CZK: 2,
  ISK: 0,
  TRY: 2,
  KRW: 0,
  CNY: 2,
  HKD: 2,
  SGD: 2,
} as const;

export type CurrencyCode = keyof typeof CURRENCY_MINOR_UNITS;

export const CURRENCY_CODES = Object.keys(CURRENCY_MINOR_UNITS) as CurrencyCode[];

export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && Object.hasOwn(CURRENCY_MINOR_UNITS, value);
}

/** A currency's decimals: 0, 2 or 3. */
export function minorUnits(currency: CurrencyCode): number {
  return CURRENCY_MINOR_UNITS[currency];
}
