/**
 * Text both databases can store. PostgreSQL's text type cannot hold a NUL character, and an
 * unpaired UTF-16 surrogate (half of an emoji) is not valid Unicode: SQLite would store bytes no
 * client can read back. Every request body passes this check before its own schema (see
 * `storable`), so no field — today's or one added later — can let such text through.
 */
import { z } from 'zod';
import { pathLabel } from './issue-messages';

const UNSTORABLE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** The path of the first string (value or object key) that cannot be stored, or null when all can. */
export function findUnstorableText(value: unknown, path: PropertyKey[] = []): PropertyKey[] | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path;
  if (Array.isArray(value)) {
    for (const [index, entry] of value.entries()) {
      const found = findUnstorableText(entry, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, entry] of Object.entries(value)) {
      if (!isStorableText(key)) return [...path, key];
      const found = findUnstorableText(entry, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

export function unstorableTextMessage(path: readonly PropertyKey[]): string {
  const subject = path.length === 0 ? 'The request' : `The field ${pathLabel(path)}`;
  return `${subject} contains a character that cannot be saved (a NUL character or half of an emoji).`;
}

/** `schema`, after every string anywhere in the input (keys included) has been checked. */
export function storable<S extends z.ZodType>(schema: S) {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      const path = findUnstorableText(value);
      if (path) ctx.addIssue({ code: 'custom', path, message: unstorableTextMessage(path), input: value });
    })
    .pipe(schema);
}
