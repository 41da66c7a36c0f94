/** Dollar amounts in request bodies (zod); the arithmetic is in ../money, which a display's code reads too. */
import { z } from 'zod';
import { amountRangeMessage, centsToDollars, readCents } from '../money';

export interface DollarsFieldOptions {
  /** What a missing, null or blank value becomes; without it such a value fails with `message`. */
  blankAs?: number;
  /** Refuse, with this message, an amount finer than a cent instead of rounding it. */
  wholeCents?: string;
  /**
   * The lowest amount the field takes, in cents, and what a lower one fails with; the message for
   * an amount beyond a million dollars then names this range, not one that reaches below zero.
   */
  atLeast?: { cents: number; message: string };
}

/**
 * A request field in dollars: a number or a numeric string from a form. The output is dollars
 * rounded to the cent (a value finer than the form's step 0.01 is rounded, not rejected).
 * A value that is not a number fails with `message`; one beyond ±MAX_DOLLARS with the range's
 * message (`amountRangeMessage`).
 */
export function dollarsField(message: string, options: DollarsFieldOptions = {}) {
  return z
    .union([z.number(), z.string(), z.null()], { error: message })
    .optional()
    .transform((value, ctx): number => {
      const blank =
        value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
      if (blank) {
        if (options.blankAs !== undefined) return options.blankAs;
        ctx.addIssue({ code: 'custom', message, input: value });
        return z.NEVER;
      }
      const reading = readCents(value);
      if (!reading.ok) {
        ctx.addIssue({
          code: 'custom',
          message: reading.reason === 'range' ? amountRangeMessage(options.atLeast?.cents) : message,
          input: value,
        });
        return z.NEVER;
      }
      if (options.wholeCents !== undefined && !reading.exact) {
        ctx.addIssue({ code: 'custom', message: options.wholeCents, input: value });
        return z.NEVER;
      }
      if (options.atLeast !== undefined && reading.cents < options.atLeast.cents) {
        ctx.addIssue({ code: 'custom', message: options.atLeast.message, input: value });
        return z.NEVER;
      }
      return centsToDollars(reading.cents);
    });
}
