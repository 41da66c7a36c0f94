/**
 * Money: integer cents in the database, dollars (a number with at most 2 decimals) on the wire
 * (DESIGN §4).
 *
 * Parsing goes through the decimal digits of the amount, never through `value * 100`: in
 * binary floating point 1.005 * 100 is 100.49999999999999, which would round to the wrong
 * cent. A number is read by its shortest round-trip decimal form (`String(1.005)` is
 * '1.005'), which is the amount the person typed.
 */
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
/** Integer digits of MAX_DOLLARS; an amount with more integer digits is out of range. */
const MAX_INTEGER_DIGITS = String(MAX_DOLLARS).length;

export function readCents(value: unknown): CentsReading {
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

  if (point > MAX_INTEGER_DIGITS) return { ok: false, reason: 'range' };
  // Below a tenth of a cent the amount rounds to zero; this also keeps huge negative
  // exponents from building huge strings.
  if (point < -2) return { ok: true, cents: 0, exact: false };

  const wholeDollars = point > 0 ? digits.slice(0, point).padEnd(point, '0') : '0';
  const fraction = point >= 0 ? digits.slice(point) : '0'.repeat(-point) + digits;
  let cents = Number(wholeDollars) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  // Half a cent or more rounds away from zero: the magnitude goes up, the sign comes after.
  if (fraction.charAt(2) >= '5') cents += 1;
  if (cents > MAX_CENTS) return { ok: false, reason: 'range' };
  const exact = /^0*$/.test(fraction.slice(2));
  return { ok: true, cents: sign === '-' && cents !== 0 ? -cents : cents, exact };
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
