/**
 * Row ids. Every table's id is a serial integer (int4 on PostgreSQL), so a number beyond
 * MAX_ROW_ID cannot name a row and must never reach a query, where PostgreSQL would refuse it.
 */
import { z } from 'zod';

/** The largest value of an integer column on both databases (int4 on PostgreSQL). */
export const MAX_INTEGER_COLUMN = 2_147_483_647;

export const MAX_ROW_ID = MAX_INTEGER_COLUMN;

/**
 * A row id from a URL segment, a form select, stored widget settings or JSON: a whole number from
 * 1 to MAX_ROW_ID, or its digits (surrounding blanks allowed). Null for anything else.
 */
export function parseRowId(value: unknown): number | null {
  const id = typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= MAX_ROW_ID ? id : null;
}

const idMessage = (label: string) => `${label} must be a positive whole number.`;

/** A reference to a family's row in a request body; anything that cannot be a row id fails. */
export function rowIdSchema(label: string, message = idMessage(label)) {
  return z.unknown().transform((value, ctx): number => {
    const id = parseRowId(value);
    if (id !== null) return id;
    ctx.addIssue({ code: 'custom', message, input: value });
    return z.NEVER;
  });
}

/** A row reference that may be unset: absent, null and a form's empty choice ('') all mean none. */
export function optionalRowIdSchema(label: string, message = idMessage(label)) {
  return z
    .unknown()
    .transform((value, ctx): number | null => {
      if (value === null || value === '') return null;
      const id = parseRowId(value);
      if (id !== null) return id;
      ctx.addIssue({ code: 'custom', message, input: value });
      return z.NEVER;
    })
    .default(null);
}
