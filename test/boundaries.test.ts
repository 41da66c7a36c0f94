import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** DESIGN §4: common is isomorphic, the server never loads React or a widget's view. */
function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)].map((m) => m[1]!);
}

function violations(files: string[], forbidden: (specifier: string, resolved: string) => boolean): string[] {
  return files.flatMap((file) =>
    importsOf(file)
      .filter((spec) => forbidden(spec, spec.startsWith('.') ? path.resolve(path.dirname(file), spec) : spec))
      .map((spec) => `${file} imports ${spec}`),
  );
}

const root = path.resolve('src');
const isReact = (spec: string) =>
  /^(react|react-dom|react-router|@radix-ui|@tanstack\/react|react-rnd|zustand)(\/|$)/.test(spec);

describe('module boundaries', () => {
  it('src/common imports nothing from server, web, React, the DOM, node: or a widget view', () => {
    const bad = violations(
      sourceFiles(path.join(root, 'common')),
      (spec, resolved) =>
        isReact(spec) ||
        spec.startsWith('node:') ||
        resolved.startsWith(path.join(root, 'server')) ||
        resolved.startsWith(path.join(root, 'web')) ||
        (resolved.startsWith(path.join(root, 'widgets')) && !/(schema|registry)(\.ts)?$/.test(resolved)),
    );
    expect(bad).toEqual([]);
  });

  it('src/server never imports React, web code or a widget view', () => {
    const bad = violations(
      sourceFiles(path.join(root, 'server')),
      (spec, resolved) =>
        isReact(spec) ||
        resolved.startsWith(path.join(root, 'web')) ||
        (resolved.startsWith(path.join(root, 'widgets')) && !/(schema|registry)(\.ts)?$/.test(resolved)),
    );
    expect(bad).toEqual([]);
  });

  it('widget schemas and the widget registry are isomorphic', () => {
    const files = sourceFiles(path.join(root, 'widgets')).filter((f) => /(schema|registry)\.ts$/.test(f));
    const bad = violations(
      files,
      (spec, resolved) => isReact(spec) || spec.startsWith('node:') || /\/(View|Settings)/.test(resolved),
    );
    expect(bad).toEqual([]);
  });
});
