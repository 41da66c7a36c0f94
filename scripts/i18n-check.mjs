// The message catalogs' check, run by `npm test` (scripts/test.mjs) beside the import layers:
// - every catalog of every language has exactly the keys of the English (US) source of its area,
//   each message parses as ICU MessageFormat and uses the same arguments as the source's;
// - in the files already converted (CONVERTED), no string a person sees is written in the code:
//   JSX text, and string literals in the props aria-label, title, placeholder, alt and label or in
//   a JSX expression, that hold a letter. Such words belong in src/web/i18n/catalogs.
// NOT_YET_CONVERTED lists the rest, the work still to do: a file moves from it to CONVERTED when
// its words move to the catalogs, and the check then holds it there (docs/i18n.md).
import fs from 'node:fs';
import path from 'node:path';
import { parseAst } from 'rolldown/parseAst';
import { argumentsOf, parseMessage } from './icu-compile.mjs';

export const CATALOGS = 'src/web/i18n/catalogs';
export const SOURCE_LANGUAGE = 'en-US';

/** Files (or folders, ending in /) whose user-visible words all come from the catalogs. */
export const CONVERTED = [
  'src/widgets/calendar/View.tsx',
  'src/widgets/clock/View.tsx',
  'src/widgets/list/View.tsx',
  'src/widgets/menu/View.tsx',
  'src/widgets/piggy-bank/View.tsx',
  'src/widgets/shopping/View.tsx',
];

/** Still to convert (the check skips them): the board first, then the app, the editor and the site. */
export const NOT_YET_CONVERTED = [
  'src/widgets/countdown/View.tsx',
  'src/widgets/events/View.tsx',
  'src/widgets/image/View.tsx',
  'src/widgets/spotify/View.tsx',
  'src/widgets/text/View.tsx',
  'src/widgets/weather/View.tsx',
  'src/widgets/*/Settings.tsx',
  'src/web/board/',
  'src/web/data-ui/',
  'src/web/viewer/',
  'src/web/app/',
  'src/web/editor/',
  'src/web/demo/',
  'src/web/media/',
  'src/web/site/',
  'src/web/ui/',
  'src/server/ (messages, e-mails, notifications)',
];

const SHOWN_PROPS = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label']);
const HAS_LETTER = /\p{L}/u;

/** The user-visible literal strings of one TSX source: `{ line, text }` for each. */
export function literalsIn(source, fileName = 'file.tsx') {
  const ast = parseAst(source, { lang: 'tsx' }, fileName);
  const found = [];
  const report = (node, text) => {
    if (!HAS_LETTER.test(text)) return;
    found.push({ line: source.slice(0, node.start).split('\n').length, text: text.trim() });
  };
  // A string a JSX expression shows: a literal, a template's text, either branch of a condition.
  const shown = (node) => {
    if (!node) return;
    if (node.type === 'Literal' && typeof node.value === 'string') return report(node, node.value);
    if (node.type === 'TemplateLiteral') {
      return report(node, node.quasis.map((quasi) => quasi.value.cooked ?? '').join(' '));
    }
    if (node.type === 'ParenthesizedExpression') return shown(node.expression);
    if (node.type === 'ConditionalExpression') {
      shown(node.consequent);
      shown(node.alternate);
      return;
    }
    if (node.type === 'LogicalExpression') shown(node.right);
  };
  const visit = (node) => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'JSXText') report(node, node.value);
    else if (node.type === 'JSXAttribute' && SHOWN_PROPS.has(node.name?.name)) {
      if (node.value?.type === 'Literal') report(node.value, String(node.value.value));
      else if (node.value?.type === 'JSXExpressionContainer') shown(node.value.expression);
      return;
    } else if (node.type === 'JSXAttribute') {
      // Another prop (className, key): only JSX inside its value can show words.
      if (node.value?.type === 'JSXExpressionContainer') visit(node.value.expression);
      return;
    } else if (node.type === 'JSXExpressionContainer') shown(node.expression);
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'type' && value && typeof value === 'object') visit(value);
    }
  };
  visit(ast);
  return found;
}

/** Problems of the catalogs under `dir`: missing or extra keys, messages that do not parse or differ in arguments. */
export function catalogProblems(dir = CATALOGS) {
  const problems = [];
  const languages = fs.readdirSync(dir).filter((name) => fs.statSync(path.join(dir, name)).isDirectory());
  const read = (language, area) =>
    JSON.parse(fs.readFileSync(path.join(dir, language, `${area}.json`), 'utf8'));
  const areas = fs
    .readdirSync(path.join(dir, SOURCE_LANGUAGE))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length));
  for (const area of areas) {
    const source = read(SOURCE_LANGUAGE, area);
    const sourceArguments = new Map();
    for (const [key, text] of Object.entries(source)) {
      try {
        sourceArguments.set(key, argumentsOf(parseMessage(text)));
      } catch (error) {
        problems.push(`${SOURCE_LANGUAGE}/${area}.json "${key}": ${error.message}`);
      }
    }
    for (const language of languages) {
      if (language === SOURCE_LANGUAGE) continue;
      const where = `${language}/${area}.json`;
      if (!fs.existsSync(path.join(dir, language, `${area}.json`))) {
        problems.push(`${where} is missing`);
        continue;
      }
      const catalog = read(language, area);
      for (const key of Object.keys(source)) {
        if (!(key in catalog)) problems.push(`${where} lacks "${key}"`);
      }
      for (const [key, text] of Object.entries(catalog)) {
        if (!(key in source)) {
          problems.push(`${where} has "${key}", which ${SOURCE_LANGUAGE} does not`);
          continue;
        }
        try {
          // The same values by name; a language may say a plural's count plainly (Japanese).
          const used = [...argumentsOf(parseMessage(text)).keys()].sort().join(',');
          const expected = [...(sourceArguments.get(key)?.keys() ?? [])].sort().join(',');
          if (used !== expected) problems.push(`${where} "${key}" uses {${used}}, the source {${expected}}`);
        } catch (error) {
          problems.push(`${where} "${key}": ${error.message}`);
        }
      }
    }
  }
  return problems;
}

function filesOf(entry) {
  if (!entry.endsWith('/')) return fs.existsSync(entry) ? [entry] : [];
  return fs
    .readdirSync(entry, { recursive: true })
    .map((name) => path.join(entry, String(name)))
    .filter((file) => /\.tsx$/.test(file) && !/\.test\.tsx$/.test(file));
}

/** Literal strings in the converted files: `file:line "text"` each. */
export function literalProblems(converted = CONVERTED) {
  return converted.flatMap((entry) =>
    filesOf(entry).flatMap((file) =>
      literalsIn(fs.readFileSync(file, 'utf8'), file).map(
        ({ line, text }) => `${file}:${line} shows "${text}" outside the catalogs`,
      ),
    ),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = [...catalogProblems(), ...literalProblems()];
  for (const problem of problems) console.error(problem);
  if (problems.length) {
    console.error(`\n${problems.length} problem(s) in the message catalogs or the converted files.`);
    process.exit(1);
  }
  console.log(
    `Catalogs agree; ${CONVERTED.length} converted files show no literal words (still to convert: ${NOT_YET_CONVERTED.length} entries).`,
  );
}
