/**
 * A small ICU MessageFormat formatter for the server's catalogs: `{name}` placeholders,
 * `{n, number}`, `{n, plural, =0 {…} one {# …} other {# …}}`, `{n, selectordinal, …}` and
 * `{key, select, a {…} other {…}}`, with ICU's apostrophe quoting ('' is an apostrophe; '{' starts
 * quoted text). Plural categories come from `Intl.PluralRules`. A message is parsed once and kept.
 */

type Node =
  | string
  | { arg: string; kind: 'simple' | 'number' }
  | { arg: string; kind: 'plural' | 'selectordinal' | 'select'; options: Map<string, Node[]> };

const cache = new Map<string, Node[]>();

class Parser {
  position = 0;
  constructor(readonly text: string) {}

  nodes(inPlural: boolean, until?: string): Node[] {
    const out: Node[] = [];
    let literal = '';
    while (this.position < this.text.length) {
      const char = this.text[this.position] as string;
      if (until !== undefined && char === until) break;
      if (char === "'") {
        const next = this.text[this.position + 1];
        if (next === "'") {
          literal += "'";
          this.position += 2;
          continue;
        }
        if (next === '{' || next === '}' || (inPlural && next === '#')) {
          const end = this.text.indexOf("'", this.position + 1);
          const stop = end === -1 ? this.text.length : end;
          literal += this.text.slice(this.position + 1, stop).replaceAll("''", "'");
          this.position = stop + 1;
          continue;
        }
      }
      if (char === '{') {
        if (literal) out.push(literal);
        literal = '';
        out.push(this.argument());
        continue;
      }
      if (char === '#' && inPlural) {
        if (literal) out.push(literal);
        literal = '';
        out.push({ arg: '#', kind: 'number' });
        this.position += 1;
        continue;
      }
      literal += char;
      this.position += 1;
    }
    if (literal) out.push(literal);
    return out;
  }

  private word(): string {
    const match = /^\s*([^\s,{}]+)\s*/.exec(this.text.slice(this.position));
    if (!match) throw new SyntaxError(`Expected a word at ${this.position} in "${this.text}"`);
    this.position += match[0].length;
    return match[1] as string;
  }

  private expect(char: string): void {
    while (/\s/.test(this.text[this.position] ?? '')) this.position += 1;
    if (this.text[this.position] !== char) {
      throw new SyntaxError(`Expected "${char}" at ${this.position} in "${this.text}"`);
    }
    this.position += 1;
  }

  private argument(): Node {
    this.expect('{');
    const arg = this.word();
    if (this.text[this.position] === '}') {
      this.position += 1;
      return { arg, kind: 'simple' };
    }
    this.expect(',');
    const kind = this.word();
    if (kind === 'number') {
      this.expect('}');
      return { arg, kind: 'number' };
    }
    if (kind !== 'plural' && kind !== 'select' && kind !== 'selectordinal') {
      throw new SyntaxError(`Unknown argument type "${kind}" in "${this.text}"`);
    }
    this.expect(',');
    const options = new Map<string, Node[]>();
    while (true) {
      while (/\s/.test(this.text[this.position] ?? '')) this.position += 1;
      if (this.text[this.position] === '}') break;
      const key = this.word();
      this.expect('{');
      options.set(key, this.nodes(kind !== 'select', '}'));
      this.expect('}');
    }
    this.expect('}');
    if (!options.has('other')) throw new SyntaxError(`"${arg}" has no "other" case in "${this.text}"`);
    return { arg, kind, options };
  }
}

/** Checks a message's syntax (the catalogs' test): throws a SyntaxError naming what is wrong. */
export function parseMessage(message: string): Node[] {
  let nodes = cache.get(message);
  if (!nodes) {
    const parser = new Parser(message);
    nodes = parser.nodes(false);
    if (parser.position < message.length) throw new SyntaxError(`Unmatched "}" in "${message}"`);
    cache.set(message, nodes);
  }
  return nodes;
}

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function pluralRulesOf(locale: string, type: Intl.PluralRuleType): Intl.PluralRules {
  const key = `${locale}|${type}`;
  let rules = pluralRules.get(key);
  if (!rules) {
    rules = new Intl.PluralRules(locale, { type });
    pluralRules.set(key, rules);
  }
  return rules;
}

function numberFormatOf(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format;
}

export type MessageValues = Record<string, string | number>;

function render(nodes: Node[], locale: string, values: MessageValues, pluralValue?: number): string {
  let out = '';
  for (const node of nodes) {
    if (typeof node === 'string') {
      out += node;
      continue;
    }
    const value = node.arg === '#' ? pluralValue : values[node.arg];
    if (node.kind === 'simple') {
      out += value === undefined ? `{${node.arg}}` : String(value);
    } else if (node.kind === 'number') {
      out += typeof value === 'number' ? numberFormatOf(locale).format(value) : String(value ?? '');
    } else if (!('options' in node)) {
    } else if (node.kind === 'select') {
      const chosen = node.options.get(String(value)) ?? node.options.get('other') ?? [];
      out += render(chosen, locale, values, pluralValue);
    } else {
      const count = Number(value);
      const exact = node.options.get(`=${count}`);
      const category = pluralRulesOf(locale, node.kind === 'selectordinal' ? 'ordinal' : 'cardinal').select(
        count,
      );
      const chosen = exact ?? node.options.get(category) ?? node.options.get('other') ?? [];
      out += render(chosen, locale, values, count);
    }
  }
  return out;
}

/** `message` with its placeholders filled, in `locale`'s plural rules and number format. */
export function formatMessage(message: string, locale: string, values: MessageValues = {}): string {
  return render(parseMessage(message), locale, values);
}
