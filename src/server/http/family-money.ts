import { type CurrencyCode, minorUnits } from '../../common/currencies';
import {
  currencyRangeMessage,
  finerThanCurrencyMessage,
  MAX_CENTS,
  readMinorUnits,
} from '../../common/money';
import { invalid } from '../domain-errors';

/** The family's money (ISO 4217), read when a request says or shows amounts. */
export type CurrencyOf = (familyId: number) => Promise<CurrencyCode>;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A request body's amount fields read in the family's currency, before the shared schema parses it.
 *
 * The shared schemas (`common/schemas/money.ts` `dollarsField`) are the wire contract of the spec's
 * dollars; the currency is known only here, per family. So for another currency each amount is
 * checked against that currency — finer than its smallest unit (100.5 yen, 1.2345 dinars) or
 * beyond what a family may keep is a 400 that names the currency — and handed to the schema as the
 * number of minor units over a hundred, which the schema and `dollarsToCents` turn back into exactly
 * those minor units (100 yen → 1 → 100; 1.234 dinars → 12.34 → 1234). A US family's body is
 * returned as it is, so dollars are read exactly as they always were. What is not an amount at all
 * is left for the schema to refuse with the field's own message.
 */
export function amountsInCurrency(body: unknown, fields: readonly string[], currency: CurrencyCode): unknown {
  if (currency === 'USD' || typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const read: Record<string, unknown> = { ...body };
  for (const field of fields) {
    const value = read[field];
    if (isBlank(value) || (typeof value !== 'number' && typeof value !== 'string')) continue;
    const reading = readMinorUnits(value, minorUnits(currency), MAX_CENTS);
    if (!reading.ok) {
      if (reading.reason === 'range') throw invalid(currencyRangeMessage(currency));
      continue;
    }
    if (!reading.exact) throw invalid(finerThanCurrencyMessage(currency));
    read[field] = reading.cents / 100;
  }
  return read;
}
