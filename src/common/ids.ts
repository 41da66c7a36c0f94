/**
 * Row ids. Every table's id is a serial integer (int4 on PostgreSQL), so a number beyond
 * MAX_ROW_ID cannot name a row and must never reach a query, where PostgreSQL would refuse it.
 * No zod here: a display's widget code reads ids too (the schemas are in ./schemas/ids).
 */

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
