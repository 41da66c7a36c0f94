// The project's import graph, read from the source: every import, export-from and import() of every
// TypeScript file under src/, resolved to a file or named as a package. `npm run check:imports`
// checks the layer rules of DESIGN §4 on it (transitively) and the rungs of web/'s folders (each
// file's own imports); tests use it for narrower rules.
import fs from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.tsx?$/;
// `import type` and `export type` vanish at build time; they still tie layers together.
const IMPORT =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [full] : [];
  });
}

function resolveFile(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ?? base;
}

/** The package a bare specifier names: 'react-dom/client' → 'react-dom', '@radix-ui/react-dialog' → itself. */
function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * Edges of every source file under `root`: `{ to, kind }` where `to` is an absolute file path or
 * `pkg:<name>`, and `kind` is 'static' (loaded with the file), 'type' (erased) or 'lazy' (import()).
 */
export function importGraph(root = path.resolve('src')) {
  const graph = new Map();
  for (const file of sourceFiles(root)) {
    const text = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const edges = [];
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[3] ?? match[4];
      const kind = match[4] ? 'lazy' : match[2] ? 'type' : 'static';
      const to = specifier.startsWith('.') ? resolveFile(file, specifier) : `pkg:${packageOf(specifier)}`;
      edges.push({ to, kind, specifier });
    }
    graph.set(file, edges);
  }
  return graph;
}

/**
 * The first chain of imports from `start` to a node `isForbidden` accepts, following only edges
 * `follow` accepts; null when there is none.
 */
export function findPath(graph, start, isForbidden, follow = () => true) {
  const seen = new Set([start]);
  const queue = [[start]];
  while (queue.length > 0) {
    const chain = queue.shift();
    const node = chain.at(-1);
    for (const edge of graph.get(node) ?? []) {
      if (!follow(edge) || seen.has(edge.to)) continue;
      const next = [...chain, edge.to];
      if (isForbidden(edge.to)) return next;
      seen.add(edge.to);
      if (!edge.to.startsWith('pkg:')) queue.push(next);
    }
  }
  return null;
}

/** Every node reachable from `start` (itself included) along edges `follow` accepts. */
export function reachable(graph, start, follow = () => true) {
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length > 0) {
    for (const edge of graph.get(queue.shift()) ?? []) {
      if (!follow(edge) || seen.has(edge.to)) continue;
      seen.add(edge.to);
      if (!edge.to.startsWith('pkg:')) queue.push(edge.to);
    }
  }
  return seen;
}

const REACTISH =
  /^pkg:(react|react-dom|react-router|react-rnd|zustand|qrcode\.react|@radix-ui\/.*|@tanstack\/react-query)$/;
const NODE_BUILTIN = /^pkg:node:/;

/**
 * web/'s folders from the bottom up. A folder imports only folders on a lower rung: folders on one
 * rung never import each other (the editor takes nothing from the data pages), and a folder that is
 * on no rung is imported by none until it is placed. Files directly in web/ (the entry, the routes)
 * stand above every rung.
 */
export const WEB_LAYERS = [
  ['public'],
  ['ui'],
  ['api'],
  ['session'],
  ['i18n'],
  ['board'],
  ['data-ui', 'media'],
  ['app', 'editor', 'viewer', 'site'],
  ['demo'],
];
// Widget views, settings and demo data sit between data-ui/media and the pages that show them.
const WIDGET_CLIENT_RUNG = WEB_LAYERS.findIndex((rung) => rung.includes('app'));

/** DESIGN §4's layers: each rule names the files it binds and what they must never reach. */
export function layerRules(root = path.resolve('src')) {
  const inside = (...parts) => {
    const dir = path.join(root, ...parts) + path.sep;
    return (file) => file.startsWith(dir);
  };
  const isWidgetSchema = (file) =>
    inside('widgets')(file) &&
    (/[/\\]schema\.ts$/.test(file) || file === path.join(root, 'widgets', 'registry.ts'));
  const isWidgetClientFile = (file) =>
    inside('widgets')(file) && /[/\\](View|Settings)\.tsx?$|[/\\]demo\.ts$/.test(file);
  const web = path.join(root, 'web') + path.sep;
  // The rung of a file under web/: its folder's, Infinity above all for files directly in web/ or in
  // a folder on no rung, and null outside web/.
  const webRung = (node) => {
    if (!node.startsWith(web)) return null;
    const parts = node.slice(web.length).split(path.sep);
    if (parts.length === 1) return Number.POSITIVE_INFINITY;
    const rung = WEB_LAYERS.findIndex((folders) => folders.includes(parts[0]));
    return rung === -1 ? Number.POSITIVE_INFINITY : rung;
  };
  const webFolderRules = WEB_LAYERS.flatMap((folders, rung) =>
    folders.map((folder) => ({
      name: `web/${folder} imports only the web folders below its rung: ${
        WEB_LAYERS.slice(0, rung).flat().join(', ') || 'none'
      }`,
      binds: inside('web', folder),
      forbidden: (node) => !inside('web', folder)(node) && (webRung(node) ?? -1) >= rung,
      direct: true,
    })),
  );
  return [
    {
      name: 'common is isomorphic: no server, web, React, DOM-bound library, node: module or widget view',
      binds: inside('common'),
      forbidden: (node) =>
        inside('server')(node) ||
        inside('web')(node) ||
        REACTISH.test(node) ||
        NODE_BUILTIN.test(node) ||
        isWidgetClientFile(node),
    },
    {
      name: 'widget schemas and the registry are isomorphic: no web code, React or view',
      binds: isWidgetSchema,
      forbidden: (node) =>
        inside('web')(node) || inside('server')(node) || REACTISH.test(node) || isWidgetClientFile(node),
    },
    {
      name: 'the server never loads React, web code or a widget view',
      binds: inside('server'),
      forbidden: (node) => inside('web')(node) || REACTISH.test(node) || isWidgetClientFile(node),
    },
    {
      name: 'web code never imports the server',
      binds: (file) => inside('web')(file) || isWidgetClientFile(file),
      forbidden: inside('server'),
    },
    ...webFolderRules,
    {
      name: `a widget's view, settings and demo import only the web folders below ${WEB_LAYERS[WIDGET_CLIENT_RUNG].join(', ')}`,
      binds: isWidgetClientFile,
      forbidden: (node) => (webRung(node) ?? -1) >= WIDGET_CLIENT_RUNG,
      direct: true,
    },
  ];
}

/** The first import of `file` that `isForbidden` accepts, as a chain of two; null when none does. */
function findDirect(graph, file, isForbidden) {
  const edge = (graph.get(file) ?? []).find((candidate) => isForbidden(candidate.to));
  return edge ? [file, edge.to] : null;
}

/** Every broken rule, each with the chain of imports that breaks it. */
export function layerViolations(root = path.resolve('src')) {
  const graph = importGraph(root);
  const violations = [];
  for (const rule of layerRules(root)) {
    for (const file of graph.keys()) {
      if (!rule.binds(file)) continue;
      // web/'s rungs bind each folder's own imports: a board draws widgets that use data-ui above it.
      const chain = rule.direct
        ? findDirect(graph, file, rule.forbidden)
        : findPath(graph, file, rule.forbidden);
      if (chain)
        violations.push({ rule: rule.name, chain: chain.map((node) => path.relative(process.cwd(), node)) });
    }
  }
  return violations;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const violations = layerViolations();
  for (const { rule, chain } of violations) console.error(`✗ ${rule}\n    ${chain.join('\n  → ')}`);
  if (violations.length > 0) process.exit(1);
  console.log(`Import layers: ${importGraph().size} files, no rule broken.`);
}
