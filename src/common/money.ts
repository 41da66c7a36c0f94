/**
 * Money: integer cents in the database, dollars (a number with at most 2 decimals) on the wire
 * (DESIGN §4).
 *
 * Parsing goes through the decimal digits of the amount, never through `value * 100`: in
 * binary floating point 1.005 * 100 is 100.49999999999999, which would round to the wrong
 * cent. A number is read by its shortest round-trip decimal form (`String(1.005)` is
 * '1.005'), which is the amount the person typed.
 */
import { type CurrencyCode, minorUnits } from './currencies';

export const MAX_DOLLARS = 1_000_000;
export const MAX_CENTS = MAX_DOLLARS * 100;

export const AMOUNT_INVALID_MESSAGE = 'Amount must be a number.';

/**
 * The range an amount must be in, said with the field's own lowest amount: no amount a family
 * enters may be negative (a balance, a chore's value, a goal, money out), and a goal starts at $0.01.
 */
export function amountRangeMessage(minCents = 0): string {
  return `Amounts must be between ${formatDollars(minCents)} and ${formatDollars(MAX_CENTS)}.`;
}

export const AMOUNT_RANGE_MESSAGE = amountRangeMessage();

/** A bad amount; its message can be shown to a person as it is. */
export class InvalidAmountError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidAmountError';
  }
}

/**
 * `exact` is false when the amount had a fraction of a cent that was rounded away (1.005, 0.001):
 * a withdrawal or a goal takes whole cents only, and says so rather than rounding.
 */
export type CentsReading =
  | { ok: true; cents: number; exact: boolean }
  | { ok: false; reason: 'invalid' | 'range' };

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

export function readCents(value: unknown): CentsReading {
  return readMinorUnits(value, 2, MAX_CENTS);
}

/**
 * An amount in a currency with `decimals` minor units (0, 2 or 3) to integer minor units, half a
 * unit rounding away from zero; `exact` is false when a finer part was rounded away. Beyond
 * ±`maxMinor` minor units is out of range.
 */
export function readMinorUnits(value: unknown, decimals: number, maxMinor: number): CentsReading {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { ok: false, reason: 'invalid' };
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return { ok: false, reason: 'invalid' };
  }

  const match = DECIMAL.exec(text);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, sign, integerPart, fractionPart = '', exponent = '0'] = match;
  if (integerPart === '' && fractionPart === '') return { ok: false, reason: 'invalid' };

  // Place the decimal point in the digit string, then drop leading zeros so that
  // `point` alone tells the magnitude.
  let digits = integerPart + fractionPart;
  let point = integerPart.length + Number(exponent);
  const firstNonZero = digits.search(/[1-9]/);
  if (firstNonZero === -1) return { ok: true, cents: 0, exact: true };
  digits = digits.slice(firstNonZero);
  point -= firstNonZero;

  if (point > String(Math.floor(maxMinor / 10 ** decimals)).length) return { ok: false, reason: 'range' };
  // Below a tenth of the smallest unit the amount rounds to zero; this also keeps huge negative
  // exponents from building huge strings.
  if (point < -decimals) return { ok: true, cents: 0, exact: false };

  const whole = point > 0 ? digits.slice(0, point).padEnd(point, '0') : '0';
  const fraction = point >= 0 ? digits.slice(point) : '0'.repeat(-point) + digits;
  let minor = Number(whole) * 10 ** decimals + Number(fraction.slice(0, decimals).padEnd(decimals, '0'));
  // Half a unit or more rounds away from zero: the magnitude goes up, the sign comes after.
  if (fraction.charAt(decimals) >= '5') minor += 1;
  if (minor > maxMinor) return { ok: false, reason: 'range' };
  const exact = /^0*$/.test(fraction.slice(decimals));
  return { ok: true, cents: sign === '-' && minor !== 0 ? -minor : minor, exact };
}

/**
 * Dollars — a number or a numeric string such as '2.50', ' 3 ', '-1.5' or '1e3' — to integer
 * cents, half a cent rounding away from zero. Throws InvalidAmountError for anything else
 * (NaN, Infinity, '', '$2', '2,50', null) and for amounts beyond ±MAX_DOLLARS.
 */
export function dollarsToCents(value: number | string): number {
  const reading = readCents(value);
  if (reading.ok) return reading.cents;
  throw new InvalidAmountError(reading.reason === 'range' ? AMOUNT_RANGE_MESSAGE : AMOUNT_INVALID_MESSAGE);
}

/** `dollarsToCents` that answers null instead of throwing; accepts any value. */
export function tryDollarsToCents(value: unknown): number | null {
  const reading = readCents(value);
  return reading.ok ? reading.cents : null;
}

/**
 * What a form says about a dollar amount before sending it: null when it can be sent, the limit's
 * own message when it is beyond ±MAX_DOLLARS, and `invalidMessage` when it is not an amount at all.
 * `minCents` is the field's lowest amount, for the range the message names; `negativeMessage`, when
 * given, is said of an amount below zero.
 */
export function dollarsProblem(
  value: unknown,
  invalidMessage: string,
  { minCents, negativeMessage }: { minCents?: number; negativeMessage?: string } = {},
): string | null {
  const reading = readCents(value);
  if (!reading.ok) return reading.reason === 'range' ? amountRangeMessage(minCents) : invalidMessage;
  return negativeMessage !== undefined && reading.cents < 0 ? negativeMessage : null;
}

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new InvalidAmountError(`Not a whole number of cents: ${cents}`);
}

/** Integer cents to dollars for the wire: 250 → 2.5, -100 → -1. */
export function centsToDollars(cents: number): number {
  assertCents(cents);
  return cents === 0 ? 0 : cents / 100;
}

/** '$2.50', '-$1.00', '$1,234.56'. */
export function formatDollars(cents: number): string {
  assertCents(cents);
  const magnitude = Math.abs(cents);
  const dollars = String(Math.floor(magnitude / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = String(magnitude % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}$${dollars}.${rest}`;
}

/**
 * The sum of integer cent amounts. Throws InvalidAmountError when an addend is not a whole
 * number of cents or the sum leaves ±MAX_DOLLARS (a balance that would overflow the bound).
 */
export function addCents(...amounts: number[]): number {
  let sum = 0;
  for (const amount of amounts) {
    assertCents(amount);
    sum += amount;
  }
  if (Math.abs(sum) > MAX_CENTS) throw new InvalidAmountError(AMOUNT_RANGE_MESSAGE);
  return sum === 0 ? 0 : sum;
}

/*
 * Money in the family's currency. The database keeps integer minor units in its "cents" columns
 * whatever the currency (MAX_CENTS of them at most); the wire says amounts in the currency's major
 * unit with its own decimals. For US dollars every function below answers exactly what the dollar
 * functions above do.
 */

/** "Amounts in JPY have no decimals." / "Amounts in BHD have at most 3 decimals." */
export function finerThanCurrencyMessage(currency: CurrencyCode): string {
  const decimals = minorUnits(currency);
  return decimals === 0
    ? `Amounts in ${currency} have no decimals.`
    : `Amounts in ${currency} have at most ${decimals} decimals.`;
}

/** The largest amount of `currency` a family may keep, in its major unit. */
export function maxAmount(currency: CurrencyCode): number {
  return MAX_CENTS / 10 ** minorUnits(currency);
}

/** The range message in the currency's own amounts; for USD, `amountRangeMessage`'s words. */
export function currencyRangeMessage(currency: CurrencyCode, minMinor = 0): string {
  if (currency === 'USD') return amountRangeMessage(minMinor);
  return `Amounts must be between ${formatMinorUnits(minMinor, currency)} and ${formatMinorUnits(MAX_CENTS, currency)}.`;
}

/** Integer minor units to the wire's amount: 250 cents → 2.5; 100 yen → 100; 1234 fils → 1.234. */
export function minorToAmount(minor: number, currency: CurrencyCode): number {
  if (currency === 'USD') return centsToDollars(minor);
  if (!Number.isSafeInteger(minor))
    throw new InvalidAmountError(`Not a whole number of minor units: ${minor}`);
  const decimals = minorUnits(currency);
  return minor === 0 ? 0 : Number((minor / 10 ** decimals).toFixed(decimals));
}

/**
 * What is wrong with an amount in `currency`, or null: not a number (`invalidMessage`), beyond the
 * stored bound (the range), or finer than the currency's smallest unit. US dollars finer than a
 * cent are rounded, as they always were, unless `wholeUnitsMessage` says otherwise.
 */
export function currencyAmountProblem(
  value: unknown,
  currency: CurrencyCode,
  invalidMessage: string = AMOUNT_INVALID_MESSAGE,
  wholeUnitsMessage?: string,
): string | null {
  const reading = readMinorUnits(value, minorUnits(currency), MAX_CENTS);
  if (!reading.ok) return reading.reason === 'range' ? currencyRangeMessage(currency) : invalidMessage;
  if (reading.exact) return null;
  if (currency === 'USD') return wholeUnitsMessage ?? null;
  return finerThanCurrencyMessage(currency);
}

/** An amount in `currency` to integer minor units; throws InvalidAmountError with the problem's message. */
export function amountToMinor(value: number | string, currency: CurrencyCode): number {
  const problem = currencyAmountProblem(value, currency);
  if (problem !== null) throw new InvalidAmountError(problem);
  const reading = readMinorUnits(value, minorUnits(currency), MAX_CENTS);
  if (!reading.ok) throw new InvalidAmountError(AMOUNT_INVALID_MESSAGE);
  return reading.cents;
}

/**
 * Minor units as a person reads them in `currency`: '$2.50' for USD (`formatDollars`), and
 * otherwise the currency's own symbol and decimals in `locale` ('¥100', '1.234,50 €' in German).
 */
export function formatMinorUnits(minor: number, currency: CurrencyCode, locale = 'en-US'): string {
  if (currency === 'USD' && locale === 'en-US') return formatDollars(minor);
  const decimals = minorUnits(currency);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(minorToAmount(minor, currency));
}
