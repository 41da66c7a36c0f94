/**
 * What the board needs to know of each language it speaks: the first day of the week (0 Sunday …
 * 6 Saturday) for the month grid, and whether its clock counts 12 hours. English (US) keeps the
 * spec's Sunday grid and AM/PM; its menu's Monday week is the spec's own (`menuWeekStart`).
 * The family's language itself is chosen and checked by the server (`common/languages.ts`).
 */
export const BOARD_LANGUAGES = [
  'en-US',
  'en-GB',
  'es',
  'fr',
  'de',
  'it',
  'pt-BR',
  'nl',
  'pl',
  'sv',
  'da',
  'nb',
  'ja',
  'ar',
] as const;
export type BoardLanguage = (typeof BOARD_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: BoardLanguage = 'en-US';

const SUNDAY_FIRST = new Set<string>(['en-US', 'pt-BR', 'ja']);
const SATURDAY_FIRST = new Set<string>(['ar']);
const TWELVE_HOURS = new Set<string>(['en-US', 'ar']);
const RIGHT_TO_LEFT = new Set<string>(['ar']);

/** A language tag the board has catalogs for, else English (US). */
export function boardLanguage(tag: string | null | undefined): BoardLanguage {
  return (BOARD_LANGUAGES as readonly string[]).includes(tag ?? '')
    ? (tag as BoardLanguage)
    : DEFAULT_LANGUAGE;
}

/** The month grid's first day: 0 Sunday, 1 Monday, 6 Saturday. */
export function weekStart(language: string): 0 | 1 | 6 {
  if (SUNDAY_FIRST.has(language)) return 0;
  return SATURDAY_FIRST.has(language) ? 6 : 1;
}

/** The menu's week: the spec's Monday for English (US), else the language's own first day. */
export function menuWeekStart(language: string): 0 | 1 | 6 {
  return language === 'en-US' ? 1 : weekStart(language);
}

/** Whether the language's clocks count 12 hours with AM/PM. */
export function usesTwelveHours(language: string): boolean {
  return TWELVE_HOURS.has(language);
}

export function direction(language: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr';
}
