import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The viewer runs all day on cheap TVs within a JS budget (DESIGN §6): its code and the board's
 * must not pull in the editor, its libraries, or the zod schemas (loaded only on a rare path).
 */

const root = path.resolve('src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Specifiers a file loads when it loads (`import type` erases at build time; `import()` waits). */
function staticImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/^import\s+(type\s+)?[^;]*?from\s+['"]([^'"]+)['"]/gm)]
    .filter((match) => !match[1])
    .map((match) => match[2]);
}

function allImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*)['"]([^'"]+)['"]/g)].map((match) => match[1]);
}

function resolved(file: string, specifier: string): string {
  return specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : specifier;
}

const HEAVY = /^(react-rnd|zustand|@radix-ui\/|zod)(\/|$)/;
const editorDir = path.join(root, 'web', 'editor');
const zodModules = [
  path.join(root, 'common', 'schemas'),
  path.join(root, 'widgets', 'registry'),
  path.join(root, 'common', 'money'),
];

describe('the viewer route stays small', () => {
  it('board and viewer code loads no editor code, editor library or zod schema up front', () => {
    const files = [
      ...sourceFiles(path.join(root, 'web', 'board')),
      ...sourceFiles(path.join(root, 'web', 'viewer')),
    ];
    const offending = files.flatMap((file) =>
      staticImports(file)
        .filter((specifier) => {
          const target = resolved(file, specifier);
          return (
            HEAVY.test(specifier) ||
            target.startsWith(editorDir) ||
            zodModules.some((module) => target.startsWith(module))
          );
        })
        // The registry is fetched on its own, only for a component whose type has no view.
        .filter(
          (specifier) => !(file.endsWith('MissingWidget.tsx') && specifier.endsWith('widgets/registry')),
        )
        .map((specifier) => `${path.relative(root, file)} imports ${specifier}`),
    );
    expect(offending).toEqual([]);
  });

  it("the display's own entry loads no router: only the in-app route wrapper may", () => {
    const files = [
      ...sourceFiles(path.join(root, 'web', 'board')),
      ...sourceFiles(path.join(root, 'web', 'viewer')),
    ].filter((file) => !file.endsWith(`${path.sep}ViewerPage.tsx`));
    const offending = files.flatMap((file) =>
      staticImports(file)
        .filter((specifier) => specifier.startsWith('react-router'))
        .map((specifier) => `${path.relative(root, file)} imports ${specifier}`),
    );
    expect(offending).toEqual([]);
  });

  it('no widget imports editor code', () => {
    const offending = sourceFiles(path.join(root, 'widgets')).flatMap((file) =>
      allImports(file)
        .filter((specifier) => resolved(file, specifier).startsWith(editorDir))
        .map((specifier) => `${path.relative(root, file)} imports ${specifier}`),
    );
    expect(offending).toEqual([]);
  });
});
