import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findPath, importGraph } from '../../../scripts/import-graph.mjs';

/**
 * The viewer runs all day on cheap TVs within a JS budget (DESIGN §6): what its page loads must not
 * pull in the editor, its libraries, the router or (up front) the zod schemas.
 */
const root = path.resolve('src');
const entry = path.join(root, 'web', 'viewer', 'main.tsx');
const graph = importGraph(root);
const relative = (chain: string[] | null) => chain?.map((node) => path.relative(root, node)) ?? null;

const editorCode = (node: string) => node.startsWith(path.join(root, 'web', 'editor') + path.sep);
const editorLibrary = (node: string) => /^pkg:(react-rnd|zustand|@radix-ui\/.*)$/.test(node);
const zodModule = (node: string) =>
  node === 'pkg:zod' ||
  node.startsWith(path.join(root, 'common', 'schemas') + path.sep) ||
  node === path.join(root, 'widgets', 'registry.ts') ||
  // Modules that build zod schemas at load (money's are in common/schemas; recurrence's and rrule's here).
  node === path.join(root, 'common', 'recurrence.ts');

describe("the display's page stays small", () => {
  it('loads no editor code, editor library or zod schema up front', () => {
    const chain = findPath(
      graph,
      entry,
      (node) => editorCode(node) || editorLibrary(node) || zodModule(node),
      (edge) => edge.kind === 'static',
    );
    expect(relative(chain)).toBeNull();
  });

  it('never loads editor code, the canvas or its store, or the router, not even later', () => {
    // A widget's view may bring a dialog (ticking a chore asks first); nothing of the editor's.
    const chain = findPath(
      graph,
      entry,
      (node) => editorCode(node) || /^pkg:(react-rnd|zustand|react-router)$/.test(node),
      (edge) => edge.kind !== 'type',
    );
    expect(relative(chain)).toBeNull();
  });

  // A board with every widget type loads every view up front (scripts/chunk-groups.mjs): none may
  // bring its settings panel, a widget schema or zod with it (about 24 KB of zod alone, compressed).
  const widgets = path.join(root, 'widgets');
  const views = fs
    .readdirSync(widgets, { withFileTypes: true })
    .filter((dir) => dir.isDirectory() && fs.existsSync(path.join(widgets, dir.name, 'View.tsx')))
    .map((dir) => dir.name);
  const settingsOrSchema = (node: string) =>
    /[\\/]widgets[\\/][^\\/]+[\\/](Settings\.tsx|schema\.ts)$/.test(node);

  it('has a view for every widget type to check', () => {
    expect(views.length).toBeGreaterThanOrEqual(12);
  });

  it.each(views)('the %s view loads no settings panel, widget schema or zod with it', (name) => {
    const chain = findPath(
      graph,
      path.join(widgets, name, 'View.tsx'),
      (node) => zodModule(node) || settingsOrSchema(node),
      (edge) => edge.kind === 'static',
    );
    expect(relative(chain)).toBeNull();
  });
});
