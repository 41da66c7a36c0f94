import fs from 'node:fs';
import path from 'node:path';

// ICU MessageFormat → JavaScript, at build time: the catalogs under src/web/i18n/catalogs are
// turned into modules of plain strings (a message with no argument) and small functions (one with
// placeholders, plurals or selects), so a board needs no message parser at run time, only
// `Intl.PluralRules` and `Intl.NumberFormat` (src/web/i18n/runtime.ts). Used by the build (the
// plugin in vite.config.ts) and by scripts/i18n-check.mjs.
//
// The syntax kept: `{name}`, `{n, number}`, `{n, plural, =0 {…} one {…} other {…}}` with `#`,
// `{x, select, a {…} other {…}}`, and '' for a literal quote. Anything else is an error naming
// the message.

/** @typedef {string | { arg: string, type?: string, branches?: Record<string, Part[]> }} Part */

/** Parses one message into parts; throws an Error saying where it went wrong. */
export function parseMessage(text) {
  let at = 0;
  function fail(why) {
    throw new Error(`${why} at character ${at} of "${text}"`);
  }
  function parts(inPlural, closing) {
    const out = [];
    let literal = '';
    while (at < text.length) {
      const char = text[at];
      if (char === '}' && closing) break;
      if (char === '{') {
        if (literal) out.push(literal);
        literal = '';
        at += 1;
        out.push(argument(inPlural));
        continue;
      }
      if (char === '}') fail('Unexpected }');
      if (char === '#' && inPlural) {
        if (literal) out.push(literal);
        literal = '';
        out.push({ arg: '#' });
        at += 1;
        continue;
      }
      if (char === "'" && text[at + 1] === "'") {
        literal += "'";
        at += 2;
        continue;
      }
      literal += char;
      at += 1;
    }
    if (literal) out.push(literal);
    return out;
  }
  function word() {
    const match = /^\s*([^\s,{}]+)\s*/.exec(text.slice(at));
    if (!match) fail('Expected a name');
    at += match[0].length;
    return match[1];
  }
  function argument(inPlural) {
    const arg = word();
    if (text[at] === '}') {
      at += 1;
      return { arg };
    }
    if (text[at] !== ',') fail('Expected , or }');
    at += 1;
    const type = word();
    if (type === 'number') {
      if (text[at] !== '}') fail('Expected }');
      at += 1;
      return { arg, type };
    }
    if (type !== 'plural' && type !== 'select') fail(`Unknown argument type ${type}`);
    if (text[at] !== ',') fail('Expected ,');
    at += 1;
    const branches = {};
    while (true) {
      const space = /^\s*/.exec(text.slice(at))[0];
      at += space.length;
      if (text[at] === '}') {
        at += 1;
        break;
      }
      const key = word();
      if (text[at] !== '{') fail(`Expected { after ${key}`);
      at += 1;
      branches[key] = parts(type === 'plural' || inPlural, true);
      if (text[at] !== '}') fail('Expected }');
      at += 1;
    }
    if (!branches.other) fail(`A ${type} needs an "other" branch`);
    return { arg, type, branches };
  }
  const out = parts(false, false);
  if (at !== text.length) fail('Unexpected }');
  return out;
}

/** The argument names a message uses (with their types), for comparing translations. */
export function argumentsOf(parsed, into = new Map()) {
  for (const part of parsed) {
    if (typeof part === 'string' || part.arg === '#') continue;
    into.set(part.arg, part.type ?? 'text');
    for (const branch of Object.values(part.branches ?? {})) argumentsOf(branch, into);
  }
  return into;
}

const value = (name) => `v[${JSON.stringify(name)}]`;

function expression(parsed, pluralArg) {
  if (parsed.length === 0) return '""';
  return parsed
    .map((part) => {
      if (typeof part === 'string') return JSON.stringify(part);
      if (part.arg === '#') return `h.n(${value(pluralArg)})`;
      if (part.type === 'number') return `h.n(${value(part.arg)})`;
      if (!part.type) return `${value(part.arg)}`;
      const inner = part.type === 'plural' ? part.arg : pluralArg;
      const branches = Object.entries(part.branches)
        .map(([key, branch]) => `${JSON.stringify(key)}:${expression(branch, inner)}`)
        .join(',');
      return `h.${part.type === 'plural' ? 'p' : 's'}(${value(part.arg)},{${branches}})`;
    })
    .join('+');
}

/** One message as JavaScript: a string literal, or `(v,h)=>…` (h: src/web/i18n/runtime.ts). */
export function compileMessage(text) {
  const parsed = parseMessage(text);
  if (parsed.every((part) => typeof part === 'string')) return JSON.stringify(parsed.join(''));
  return `(v,h)=>""+${expression(parsed, null)}`;
}

/** A catalog (key → ICU text) as an ES module's source; `ids`, when given, renames the keys. */
export function compileCatalog(catalog, ids = null) {
  const entries = Object.entries(catalog).map(
    ([key, text]) => `${JSON.stringify(ids?.get(key) ?? key)}:${compileMessage(text)}`,
  );
  return `export default {${entries.join(',')}};\n`;
}

const CATALOG_PREFIX = 'virtual:catalog/';

/**
 * The bundler's side: `import('virtual:catalog/de/board')` is the compiled
 * src/web/i18n/catalogs/de/board.json, a module (and, imported dynamically, a chunk) of its own.
 */
export function catalogPlugin(catalogsDir) {
  const ids = shortKeys(catalogsDir);
  return {
    name: 'luno-catalogs',
    enforce: 'pre',
    // A display downloads every key twice (in the code that says it and in its catalog), so the
    // build writes each as a short name: in the modules that use the messages (those importing
    // web/i18n/useT) a string literal that is exactly a key is replaced by it.
    transform(code, id) {
      if (id.includes('node_modules') || !/[/\\]src[/\\].*\.tsx?$/.test(id)) return null;
      if (/\.test\.tsx?$/.test(id) || !/i18n\/useT['"]/.test(code)) return null;
      const renamed = code.replace(/'([a-z]+\.[A-Za-z]+)'/g, (literal, key) =>
        ids.has(key) ? `'${ids.get(key)}'` : literal,
      );
      return renamed === code ? null : { code: renamed, map: null };
    },
    resolveId(id) {
      return id.startsWith(CATALOG_PREFIX) ? `\0${id}` : null;
    },
    async load(id) {
      if (!id.startsWith(`\0${CATALOG_PREFIX}`)) return null;
      const [language, area] = id.slice(CATALOG_PREFIX.length + 1).split('/');
      if (!/^[A-Za-z-]+$/.test(language) || !/^[a-z]+$/.test(area)) throw new Error(`Bad catalog ${id}`);
      const file = path.join(catalogsDir, language, `${area}.json`);
      this.addWatchFile?.(file);
      return compileCatalog(JSON.parse(fs.readFileSync(file, 'utf8')), ids);
    },
  };
}

/** Each English key of every area → a short name (`0`, `1`, … `z`, `10`, … in base 36), one space for all areas. */
export function shortKeys(catalogsDir) {
  const source = path.join(catalogsDir, 'en-US');
  const areas = fs
    .readdirSync(source)
    .filter((name) => name.endsWith('.json'))
    .sort();
  const ids = new Map();
  for (const area of areas) {
    for (const key of Object.keys(JSON.parse(fs.readFileSync(path.join(source, area), 'utf8')))) {
      ids.set(key, ids.size.toString(36));
    }
  }
  return ids;
}
