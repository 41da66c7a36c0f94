/**
 * Running compiled messages (scripts/icu-compile.mjs): a message is a string, or a function of its
 * values and of the language's helpers — plural categories from `Intl.PluralRules`, numbers from
 * `Intl.NumberFormat` — made once per language. No parser runs on a display.
 */
export type Values = Record<string, string | number>;
export interface Helpers {
  /** A plural's branch: an exact `=n` first, then the language's category, then `other`. */
  p(count: number, branches: Record<string, string>): string;
  /** A select's branch, else `other`. */
  s(choice: string | number, branches: Record<string, string>): string;
  /** A number in the language's digits and separators. */
  n(value: number): string;
}
export type Message = string | ((values: Values, helpers: Helpers) => string);
export type Catalog = Record<string, Message>;

const helpersByLanguage = new Map<string, Helpers>();

export function helpersFor(language: string): Helpers {
  let helpers = helpersByLanguage.get(language);
  if (!helpers) {
    const rules = new Intl.PluralRules(language);
    const numbers = new Intl.NumberFormat(language);
    helpers = {
      p: (count, branches) => branches[`=${count}`] ?? branches[rules.select(count)] ?? branches.other,
      s: (choice, branches) => branches[choice] ?? branches.other,
      n: (value) => numbers.format(value),
    };
    helpersByLanguage.set(language, helpers);
  }
  return helpers;
}

/** The message `key` of `catalog`, else of `fallback` (the English source), else the key itself. */
export function formatMessage(
  language: string,
  catalog: Catalog | undefined,
  fallback: Catalog,
  key: string,
  values: Values = {},
): string {
  const message = catalog?.[key] ?? fallback[key];
  if (message === undefined) return key;
  return typeof message === 'string' ? message : message(values, helpersFor(language));
}
