/** Row ids in request bodies and stored settings (zod); the plain checks are in ../ids. */
import { z } from 'zod';
import { parseRowId } from '../ids';

export { MAX_INTEGER_COLUMN, MAX_ROW_ID, parseRowId } from '../ids';

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
