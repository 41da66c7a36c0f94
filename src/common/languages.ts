/**
 * The languages Luno speaks, as BCP 47 tags. English (US) is the default and the spec's own words.
 *
 * Each language's calendar habits come from `Intl` where the runtime knows them
 * (`Intl.Locale#getWeekInfo` / `weekInfo`, `getHourCycles` / `hourCycles`); a runtime without them
 * falls back to the written table below, which `languages.test.ts` holds equal to `Intl` where both
 * are known. Weekdays are ISO numbers: 1 is Monday, 7 is Sunday.
 */

export const LANGUAGE_TAGS = [
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

export type LanguageTag = (typeof LANGUAGE_TAGS)[number];

export const DEFAULT_LANGUAGE: LanguageTag = 'en-US';

export interface Language {
  tag: LanguageTag;
  /** Its name in English ("German"). */
  englishName: string;
  /** Its name in itself ("Deutsch"), for a language picker. */
  nativeName: string;
  dir: 'ltr' | 'rtl';
  /** The first day of the menu's week (1 Monday … 7 Sunday). */
  menuWeekStart: number;
  /** The first day of a month grid's weeks. */
  monthGridWeekStart: number;
  /** A clock shows AM/PM unless a card says otherwise. */
  hour12: boolean;
}

/** What a runtime without `Intl`'s week and hour-cycle data uses; the test checks it against `Intl`. */
export const WRITTEN_CALENDAR_HABITS: Record<LanguageTag, { firstDay: number; hour12: boolean }> = {
  'en-US': { firstDay: 7, hour12: true },
  'en-GB': { firstDay: 1, hour12: false },
  es: { firstDay: 1, hour12: false },
  fr: { firstDay: 1, hour12: false },
  de: { firstDay: 1, hour12: false },
  it: { firstDay: 1, hour12: false },
  'pt-BR': { firstDay: 7, hour12: false },
  nl: { firstDay: 1, hour12: false },
  pl: { firstDay: 1, hour12: false },
  sv: { firstDay: 1, hour12: false },
  da: { firstDay: 1, hour12: false },
  nb: { firstDay: 1, hour12: false },
  ja: { firstDay: 7, hour12: false },
  ar: { firstDay: 6, hour12: true },
};

const NAMES: Record<LanguageTag, { englishName: string; nativeName: string }> = {
  'en-US': { englishName: 'English (US)', nativeName: 'English (US)' },
  'en-GB': { englishName: 'English (UK)', nativeName: 'English (UK)' },
  es: { englishName: 'Spanish', nativeName: 'Español' },
  fr: { englishName: 'French', nativeName: 'Français' },
  de: { englishName: 'German', nativeName: 'Deutsch' },
  it: { englishName: 'Italian', nativeName: 'Italiano' },
  'pt-BR': { englishName: 'Portuguese (Brazil)', nativeName: 'Português (Brasil)' },
  nl: { englishName: 'Dutch', nativeName: 'Nederlands' },
  pl: { englishName: 'Polish', nativeName: 'Polski' },
  sv: { englishName: 'Swedish', nativeName: 'Svenska' },
  da: { englishName: 'Danish', nativeName: 'Dansk' },
  nb: { englishName: 'Norwegian Bokmål', nativeName: 'Norsk bokmål' },
  ja: { englishName: 'Japanese', nativeName: '日本語' },
  ar: { englishName: 'Arabic', nativeName: 'العربية' },
};

const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(['ar', 'he', 'fa', 'ur']);

interface LocaleWithInfo {
  getWeekInfo?: () => { firstDay: number };
  weekInfo?: { firstDay: number };
  getHourCycles?: () => string[];
  hourCycles?: string[];
}

/** The first day of the week `Intl` knows for `tag`, or undefined on a runtime without week data. */
export function intlFirstDay(tag: string): number | undefined {
  try {
    const locale = new Intl.Locale(tag) as unknown as LocaleWithInfo;
    return (locale.getWeekInfo?.() ?? locale.weekInfo)?.firstDay;
  } catch {
    return undefined;
  }
}

/** Whether `Intl` says `tag` reads a 12-hour clock, or undefined when it cannot say. */
export function intlHour12(tag: string): boolean | undefined {
  try {
    const locale = new Intl.Locale(tag) as unknown as LocaleWithInfo;
    const cycles = locale.getHourCycles?.() ?? locale.hourCycles;
    if (cycles?.[0]) return cycles[0] === 'h12' || cycles[0] === 'h11';
    const cycle = new Intl.DateTimeFormat(tag, { hour: 'numeric' }).resolvedOptions().hourCycle;
    return cycle === undefined ? undefined : cycle === 'h12' || cycle === 'h11';
  } catch {
    return undefined;
  }
}

function describe(tag: LanguageTag): Language {
  const written = WRITTEN_CALENDAR_HABITS[tag];
  const firstDay = intlFirstDay(tag) ?? written.firstDay;
  return {
    tag,
    ...NAMES[tag],
    dir: RIGHT_TO_LEFT.has(tag.split('-')[0] ?? '') ? 'rtl' : 'ltr',
    // English (US) keeps the spec's Monday-to-Sunday menu beside its Sunday-first month grid.
    menuWeekStart: tag === 'en-US' ? 1 : firstDay,
    monthGridWeekStart: firstDay,
    hour12: intlHour12(tag) ?? written.hour12,
  };
}

export const LANGUAGES: Record<LanguageTag, Language> = Object.fromEntries(
  LANGUAGE_TAGS.map((tag) => [tag, describe(tag)]),
) as Record<LanguageTag, Language>;

export function isLanguageTag(value: unknown): value is LanguageTag {
  return typeof value === 'string' && (LANGUAGE_TAGS as readonly string[]).includes(value);
}

/** A supported tag spelled in any case ('EN-us', 'pt-br') → its canonical spelling, or undefined. */
export function supportedLanguage(value: unknown): LanguageTag | undefined {
  if (typeof value !== 'string') return undefined;
  const lower = value.trim().toLowerCase();
  return LANGUAGE_TAGS.find((tag) => tag.toLowerCase() === lower);
}

/** The ranges of an Accept-Language header, best first; q=0 ranges are left out. */
export function parseAcceptLanguage(header: string): string[] {
  const ranges: { range: string; q: number; order: number }[] = [];
  header.split(',').forEach((part, order) => {
    const [rawRange, ...params] = part.trim().split(';');
    const range = rawRange?.trim() ?? '';
    if (!/^(\*|[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*)$/.test(range)) return;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9](?:\.[0-9]{0,3})?)\s*$/i.exec(param);
      if (match) q = Math.min(1, Number(match[1]));
    }
    if (q > 0) ranges.push({ range, q, order });
  });
  return ranges.sort((a, b) => b.q - a.q || a.order - b.order).map((r) => r.range);
}

/**
 * The supported language an Accept-Language header asks for: RFC 4647 lookup, range by range in
 * the order of their q-values, each range shortened from its end until a tag matches
 * ('de-AT' → 'de'). A bare 'en' is English (US), 'pt' Portuguese (Brazil), 'no' Bokmål: the
 * only ones Luno has of them ('pt-PT' reads Brazil's Portuguese rather than English). Nothing matching, no header
 * or only '*': English (US).
 */
export function negotiateLanguage(header: string | undefined | null): LanguageTag {
  return negotiateLanguageOrNone(header) ?? DEFAULT_LANGUAGE;
}

/** `negotiateLanguage` that answers undefined when nothing in the header matches. */
export function negotiateLanguageOrNone(header: string | undefined | null): LanguageTag | undefined {
  if (!header) return undefined;
  for (const range of parseAcceptLanguage(header)) {
    if (range === '*') continue;
    const subtags = range.toLowerCase().split('-');
    while (subtags.length > 0) {
      const candidate = subtags.join('-');
      const found = supportedLanguage(candidate) ?? BARE_LANGUAGES[candidate];
      if (found) return found;
      subtags.pop();
      // A single-letter subtag (an extension's singleton) is dropped with what follows it.
      if (subtags.at(-1)?.length === 1) subtags.pop();
    }
  }
  return undefined;
}

/** A language range without its region, for the languages Luno has in one region only. */
const BARE_LANGUAGES: Record<string, LanguageTag> = {
  en: 'en-US',
  pt: 'pt-BR',
  // Norwegian without a script or written standard: Bokmål is what most read.
  no: 'nb',
};
