/**
 * Text longer than `max` characters is cut after `max` and gets an ellipsis (spec 02 §9). Its own
 * module: a board's list card needs it, and `format.ts` brings the money helpers with it.
 */
export function truncate(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length <= max ? text : `${characters.slice(0, max).join('').trimEnd()}…`;
}
