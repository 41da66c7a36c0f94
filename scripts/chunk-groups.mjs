// How the build groups the client's code into scripts (DESIGN §6: a cheap TV, a phone on a slow
// link). Left to itself the bundler makes a chunk of every set of modules shared by a different set
// of importers: the landing page linked 22 scripts before its own, and a board with every widget
// type fetched 80, many smaller than the kilobyte of headers each one costs. Instead, read from the
// source's import graph:
// - `start`: what a public page whose app starts on first use runs before it (web/siteStart.ts:
//   the page view's call), kept apart so that such a page fetches and runs nothing else until used;
// - `framework`: what both entries load up front (React, the query cache, the session, shared UI);
// - `app`: what only the app's entry loads up front (the router, the route table);
// - `viewer`: what only the display's entry loads up front (the board and its frame);
// - `widget-kit`: what two or more widget views share, or a view shares with code elsewhere;
// - `widget-views`: every widget's view, with what only it uses;
// - `site`: what two or more public pages share (the header, the footer, buttons).
// A public page and every other lazy page stay scripts of their own with what only they use. The entry modules themselves stay out of every group: an entry's module runs when its
// chunk loads, so the display's entry in a shared chunk would draw the viewer into the app's page.
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

/** Who imports each node, in any way but `import type`. */
function importersOf(graph) {
  const importers = new Map();
  for (const [file, edges] of graph) {
    for (const edge of edges) {
      if (edge.kind !== 'type') importers.set(edge.to, [...(importers.get(edge.to) ?? []), file]);
    }
  }
  return importers;
}

/**
 * The modules that lazily loaded `roots` share: reached statically from two or more of them, or from
 * one of them and from code outside it (which the bundler would otherwise split into a script of
 * its own). `initial` (loaded up front anyway) is left out.
 */
function sharedBy(graph, roots, initial) {
  const importers = importersOf(graph);
  const closures = new Map();
  for (const root of roots) {
    const closure = reachable(graph, root, staticOnly);
    for (const node of closure) {
      if (node === root || initial.has(node)) continue;
      closures.set(node, [...(closures.get(node) ?? []), closure]);
    }
  }
  return new Set(
    [...closures]
      .filter(
        ([node, reached]) =>
          reached.length >= 2 || (importers.get(node) ?? []).some((importer) => !reached[0].has(importer)),
      )
      .map(([node]) => node),
  );
}

/** The code-splitting groups of the client build; `root` is the source folder. */
export function chunkGroups(root = path.resolve('src')) {
  const graph = importGraph(root);
  const web = path.join(root, 'web');
  const appEntry = path.join(web, 'main.tsx');
  const viewerEntry = path.join(web, 'viewer', 'main.tsx');
  const startEntry = path.join(web, 'siteStart.ts');
  const start = reachable(graph, startEntry, staticOnly);
  start.delete(startEntry);
  const app = reachable(graph, appEntry, staticOnly);
  const viewer = reachable(graph, viewerEntry, staticOnly);
  app.delete(appEntry);
  viewer.delete(viewerEntry);
  const framework = new Set([...app].filter((node) => viewer.has(node)));
  const initial = new Set([...app, ...viewer]);
  /** Whether `node` and what it loads would add to `base` nothing but modules of our own. */
  const lightOn = (base, node) =>
    [...reachable(graph, node, staticOnly)].every(
      (each) => base.has(each) || !(each.startsWith('pkg:') || initial.has(each)),
    );

  const widgets = path.join(root, 'widgets');
  const views = fs
    .readdirSync(widgets, { withFileTypes: true })
    .map((dir) => path.join(widgets, dir.name, 'View.tsx'))
    .filter((view) => fs.existsSync(view));
  // The public pages are the route table's lazy modules under web/site/.
  const sitePages = (graph.get(path.join(web, 'routes.tsx')) ?? [])
    .filter((edge) => edge.kind === 'lazy' && edge.to.startsWith(path.join(web, 'site') + path.sep))
    .map((edge) => edge.to);
  const reachedFrom = (roots) => new Set(roots.flatMap((each) => [...reachable(graph, each, staticOnly)]));

  // Small modules that a public page and a widget view both use (the demo's mode, a date format) go
  // with the framework, which both entries load anyway: in any other group one side would fetch a
  // whole chunk of the other's for them.
  const fromSite = reachedFrom(sitePages);
  for (const node of reachedFrom(views)) {
    if (!fromSite.has(node) || initial.has(node) || !lightOn(framework, node)) continue;
    for (const each of reachable(graph, node, staticOnly)) framework.add(each);
  }
  const loaded = new Set([...initial, ...framework]);

  const widgetKit = sharedBy(graph, views, loaded);
  // The views themselves, with what only one of them uses, in one script: most are smaller than
  // the headers a script of its own costs, and a board shows several kinds at once.
  const widgetViews = new Set(
    views.flatMap((view) =>
      [...reachable(graph, view, staticOnly)].filter((node) => !loaded.has(node) && !widgetKit.has(node)),
    ),
  );
  // Only what brings nothing of the display's and no library of its own: a dialog's library, zod or
  // a board's code shared by two pages stays out of every other page's way (the landing page would
  // fetch them to draw nothing with them).
  const siteBase = new Set([...framework, ...app]);
  const site = new Set(
    [...sharedBy(graph, sitePages, new Set([...loaded, ...widgetKit]))].filter(
      (node) =>
        lightOn(siteBase, node) &&
        ![...reachable(graph, node, staticOnly)].some((each) => widgetKit.has(each)),
    ),
  );

  // A module id may carry a query (`?inline`) or be virtual (`\0vite/preload-helper.js`).
  const belongs = (set) => (id) => {
    const file = id.split('?')[0];
    return set.has(file) || set.has(packageNode(file) ?? '');
  };
  // The bundler's own helpers (module preload, its runtime) are tiny scripts otherwise.
  const bundlerHelper = (id) => /preload-helper|modulepreload-polyfill|rolldown[:/]runtime/.test(id);
  return [
    // The bundler's helpers go with the first script any page runs.
    { name: 'start', test: (id) => belongs(start)(id) || bundlerHelper(id), priority: 50 },
    { name: 'framework', test: belongs(framework), priority: 40 },
    { name: 'app', test: belongs(app), priority: 30 },
    { name: 'viewer', test: belongs(viewer), priority: 30 },
    { name: 'widget-kit', test: belongs(widgetKit), priority: 20 },
    { name: 'widget-views', test: belongs(widgetViews), priority: 15 },
    { name: 'site', test: belongs(site), priority: 10 },
  ];
}
