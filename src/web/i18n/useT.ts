/**
 * The board's words in the family's language. English (US) is bundled; any other language's board
 * catalog is fetched once, on its own, the first time a board in that language is drawn (until it
 * arrives the card says it in English), so a display downloads only its own language.
 */

import english from 'virtual:catalog/en-US/board';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useSession } from '../session/SessionContext';
import type sourceCatalog from './catalogs/en-US/board.json';
import { formatAmount } from './format';
import { type BoardLanguage, boardLanguage } from './languages';
import { type Catalog, formatMessage, type Values } from './runtime';

export type BoardKey = keyof typeof sourceCatalog;

const LOADERS: Record<Exclude<BoardLanguage, 'en-US'>, () => Promise<{ default: Catalog }>> = {
  'en-GB': () => import('virtual:catalog/en-GB/board'),
  es: () => import('virtual:catalog/es/board'),
  fr: () => import('virtual:catalog/fr/board'),
  de: () => import('virtual:catalog/de/board'),
  it: () => import('virtual:catalog/it/board'),
  'pt-BR': () => import('virtual:catalog/pt-BR/board'),
  nl: () => import('virtual:catalog/nl/board'),
  pl: () => import('virtual:catalog/pl/board'),
  sv: () => import('virtual:catalog/sv/board'),
  da: () => import('virtual:catalog/da/board'),
  nb: () => import('virtual:catalog/nb/board'),
  ja: () => import('virtual:catalog/ja/board'),
  ar: () => import('virtual:catalog/ar/board'),
};

const loaded = new Map<string, Catalog>([['en-US', english]]);
const asked = new Set<string>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Fetches a language's board catalog once; a failed fetch is asked again on the next draw. */
export function loadBoardCatalog(language: BoardLanguage): Promise<void> {
  if (language === 'en-US' || asked.has(language)) return Promise.resolve();
  asked.add(language);
  return LOADERS[language]().then(
    (module) => {
      loaded.set(language, module.default);
      for (const listener of listeners) listener();
    },
    () => {
      asked.delete(language);
    },
  );
}

/**
 * The board's language: the family's, which its displays speak (the session's answer carries it),
 * English (US) when it has none (a display that kept an answer from an older server).
 */
export function useLanguage(): BoardLanguage {
  const { user, kept } = useSession();
  return boardLanguage((user ?? kept?.user)?.familyLanguage);
}

/** The family's currency (ISO 4217), US dollars when the session's answer has none. */
export function useCurrency(): string {
  const { user, kept } = useSession();
  return (user ?? kept?.user)?.currency ?? 'USD';
}

export type Translate = (key: BoardKey, values?: Values) => string;

/** `t('piggy.none')`: a board message in the family's language, with its values placed. */
export function useT(): Translate {
  const language = useLanguage();
  const catalog = useSyncExternalStore(subscribe, () => loaded.get(language));
  useEffect(() => {
    void loadBoardCatalog(language);
  }, [language]);
  return useMemo(
    () => (key: BoardKey, values?: Values) => formatMessage(language, catalog, english, key, values),
    [language, catalog],
  );
}

/** Wire amounts (the currency's major unit) written in the family's currency and language. */
export function useMoney(): (amount: number) => string {
  const language = useLanguage();
  const currency = useCurrency();
  return useMemo(() => (amount: number) => formatAmount(amount, currency, language), [currency, language]);
}
