// How the build groups the display's code into chunks (DESIGN §6: a cheap TV on a slow link).
// Left to itself the bundler makes a chunk of every set of modules shared by a different set of
// importers: a board with every widget type took 58 scripts, a kilobyte of headers each, some
// smaller than their headers. Two groups instead, read from the source's import graph:
// - `viewer`: everything the display's entry loads up front (React, the query cache, the session,
//   the board and its frame), one script;
// - `widget-kit`: the helpers two or more widget views share (formats, people, today, the API
//   hooks), one script.
// Each widget view stays a script of its own with what only it uses, fetched when a board shows
// that type; a widget's settings panel, its schema and zod are in neither group.
import fs from 'node:fs';
import path from 'node:path';
import { importGraph, reachable } from './import-graph.mjs';

const staticOnly = (edge) => edge.kind === 'static';

/** The package a resolved module id belongs to, as the import graph names it: `pkg:react-dom`. */
function packageNode(id) {
  const at = id.lastIndexOf(`node_modules${path.sep}`);
  if (at === -1) return null;
  const parts = id.slice(at + 'node_modules'.length + 1).split(path.sep);
  return `pkg:${parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]}`;
}

/** The code-splitting groups of the build; `root` is the source folder. */
export function viewerChunkGroups(root = path.resolve('src')) {
  const graph = importGraph(root);
  const viewer = reachable(graph, path.join(root, 'web', 'viewer', 'main.tsx'), staticOnly);
  const widgets = path.join(root, 'widgets');
  /** For each module a widget view loads with it (beyond the viewer's own), the views that do. */
  const views = new Map();
  for (const dir of fs.readdirSync(widgets, { withFileTypes: true })) {
    const view = path.join(widgets, dir.name, 'View.tsx');
    if (!dir.isDirectory() || !fs.existsSync(view)) continue;
    const closure = reachable(graph, view, staticOnly);
    for (const node of closure) {
      if (node === view || viewer.has(node)) continue;
      views.set(node, [...(views.get(node) ?? []), closure]);
    }
  }
  /** Who imports each file, in any way. */
  const importers = new Map();
  for (const [file, edges] of graph) {
    for (const edge of edges) {
      if (edge.kind !== 'type') importers.set(edge.to, [...(importers.get(edge.to) ?? []), file]);
    }
  }
  // Shared by two views, or by one view and code elsewhere (the app's pages, a settings panel): the
  // bundler would give such a module a script of its own. Used by one view alone, it stays in that
  // view's script.
  const kit = new Set(
    [...views]
      .filter(
        ([node, closures]) =>
          closures.length >= 2 || (importers.get(node) ?? []).some((importer) => !closures[0].has(importer)),
      )
      .map(([node]) => node),
  );
  // A module id may carry a query (`?inline`) or be virtual (`\0vite/preload-helper.js`).
  const belongs = (set) => (id) => {
    const file = id.split('?')[0];
    return set.has(file) || set.has(packageNode(file) ?? '');
  };
  const inViewer = belongs(viewer);
  return [
    {
      name: 'viewer',
      // The bundler's own helpers (module preload, its runtime) are tiny scripts otherwise.
      test: (id) => inViewer(id) || /preload-helper|modulepreload-polyfill|rolldown[:/]runtime/.test(id),
      priority: 20,
    },
    { name: 'widget-kit', test: belongs(kit), priority: 10 },
  ];
}
