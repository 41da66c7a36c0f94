/** Each language's board catalog, a script of its own (English (US) is in the board's bundle). */
import type { BoardLanguage } from './languages';
import type { Catalog } from './runtime';

export const CATALOG_LOADERS: Record<Exclude<BoardLanguage, 'en-US'>, () => Promise<{ default: Catalog }>> = {
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
