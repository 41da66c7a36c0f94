/**
 * Numbers, money, days and times as the family's language writes them, all through `Intl`, with
 * one formatter kept per setting (a display formats every minute all day).
 */
import { usesTwelveHours } from './languages';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function kept<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter as T;
}

function moneyFormat(currency: string, language: string): Intl.NumberFormat {
  return kept(`m|${language}|${currency}`, () => {
    try {
      return new Intl.NumberFormat(language, { style: 'currency', currency });
    } catch {
      // Not a currency code (a session answer from an older server has none): US dollars.
      return new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' });
    }
  });
}

/**
 * The currency's minor units, as `Intl` knows them from ISO 4217 (`common/currencies.ts` holds its
 * own table equal to them): 2 for USD and EUR, 0 for JPY, 3 for BHD.
 */
export function minorDigits(currency: string): number {
  return moneyFormat(currency, 'en-US').resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * 123450 minor units: '$1,234.50' (en-US, USD, as `formatDollars` writes it), '1.234,50 €' (de,
 * EUR); 1235 yen: '￥1,235' (ja), with the currency's own decimals (none for JPY, three for BHD).
 */
export function formatMoney(amountMinor: number, currency: string, language: string): string {
  return moneyFormat(currency, language).format(amountMinor / 10 ** minorDigits(currency));
}

/**
 * An amount as the wire carries it (in the currency's major unit: 2.5 dollars, 1235 yen), written
 * like `formatMoney`. It goes through its minor units so a float's tail never shows.
 */
export function formatAmount(amount: number, currency: string, language: string): string {
  return formatMoney(Math.round(amount * 10 ** minorDigits(currency)), currency, language);
}

/** A number with the language's separators. */
export function formatNumber(value: number, language: string): string {
  return kept(`n|${language}`, () => new Intl.NumberFormat(language)).format(value);
}

/** A calendar day ('2026-11-23') written with the options given: it is read as a UTC midnight. */
export function formatDay(day: string, language: string, options: Intl.DateTimeFormatOptions): string {
  return kept(
    `d|${language}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }),
  ).format(new Date(`${day}T00:00:00Z`));
}

/**
 * A time of day in a zone: 12 hours with AM/PM where the language counts so (en-US) and 24 where it
 * does not (de: 14:05), unless `hour12` is given (a clock card that sets it).
 */
export function formatTime(
  instant: Date,
  language: string,
  { timeZone, hour12, seconds = false }: { timeZone?: string; hour12?: boolean; seconds?: boolean } = {},
): string {
  const twelve = hour12 ?? usesTwelveHours(language);
  return kept(
    `t|${language}|${timeZone}|${twelve}|${seconds}`,
    () =>
      new Intl.DateTimeFormat(language, {
        timeZone,
        hour: 'numeric',
        minute: '2-digit',
        second: seconds ? '2-digit' : undefined,
        // `hour12: false` writes midnight as 24:00 in some languages; h23 always gives 00:00.
        hourCycle: twelve ? 'h12' : 'h23',
      }),
  ).format(instant);
}

/** 'Mia, Leo and Sam' / 'Mia, Leo und Sam'. */
export function formatList(items: string[], language: string): string {
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(items);
}
