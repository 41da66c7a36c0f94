import { type LanguageTag, negotiateLanguageOrNone } from '../../common/languages';
import { API_MESSAGES, type ApiCatalog, type ApiMessageId } from './api-messages';
import { ar } from './catalogs/ar';
import { da } from './catalogs/da';
import { de } from './catalogs/de';
import { es } from './catalogs/es';
import { fr } from './catalogs/fr';
import { it } from './catalogs/it';
import { ja } from './catalogs/ja';
import { nb } from './catalogs/nb';
import { nl } from './catalogs/nl';
import { pl } from './catalogs/pl';
import { ptBR } from './catalogs/pt-BR';
import { sv } from './catalogs/sv';
import { formatMessage, type MessageValues, parseMessage } from './message-format';

/** Every language's catalog; English (US and UK) says the spec's words as the code wrote them. */
export const API_CATALOGS: Record<Exclude<LanguageTag, 'en-US' | 'en-GB'>, ApiCatalog> = {
  es,
  fr,
  de,
  it,
  'pt-BR': ptBR,
  nl,
  pl,
  sv,
  da,
  nb,
  ja,
  ar,
};

interface Pattern {
  id: ApiMessageId;
  regex: RegExp;
  names: string[];
}

let byText: Map<string, ApiMessageId> | undefined;
let patterns: Pattern[] | undefined;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Built at the first message asked for in another language: an English request never pays for it. */
function index(): { byText: Map<string, ApiMessageId>; patterns: Pattern[] } {
  if (!byText || !patterns) {
    byText = new Map();
    patterns = [];
    for (const [id, english] of Object.entries(API_MESSAGES) as [ApiMessageId, string][]) {
      const nodes = parseMessage(english);
      if (nodes.every((node) => typeof node === 'string')) {
        byText.set(nodes.join(''), id);
        continue;
      }
      const names: string[] = [];
      const source = nodes
        .map((node) => {
          if (typeof node === 'string') return escapeRegex(node);
          names.push(node.arg);
          return '(.+?)';
        })
        .join('');
      patterns.push({ id, regex: new RegExp(`^${source}$`, 's'), names });
    }
  }
  return { byText, patterns };
}

/** The id and placeholder values of an English sentence of the catalog, or undefined. */
export function identifyMessage(english: string): { id: ApiMessageId; values: MessageValues } | undefined {
  const { byText: texts, patterns: shapes } = index();
  const id = texts.get(english);
  if (id) return { id, values: {} };
  for (const pattern of shapes) {
    const match = pattern.regex.exec(english);
    if (!match) continue;
    const values: MessageValues = {};
    pattern.names.forEach((name, i) => {
      const value = match[i + 1] ?? '';
      values[name] = /^\d+$/.test(value) ? Number(value) : value;
    });
    return { id: pattern.id, values };
  }
  return undefined;
}

/** `english` said in `language`; the English itself when the catalog does not have it. */
export function localizeMessage(english: string, language: LanguageTag): string {
  if (language === 'en-US' || language === 'en-GB') return english;
  const found = identifyMessage(english);
  if (!found) return english;
  return formatMessage(API_CATALOGS[language][found.id], language, found.values);
}

/** The language an `Accept-Language` header asks the API's messages in; undefined: the spec's English. */
export function messageLanguage(acceptLanguage: string | string[] | undefined): LanguageTag | undefined {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage;
  return negotiateLanguageOrNone(header);
}
