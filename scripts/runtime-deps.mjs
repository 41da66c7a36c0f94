// `node scripts/runtime-deps.mjs <out>`: copies into <out>/node_modules only the packages the built
// server and the command-line scripts load at run time (the bundle leaves native and first-use
// packages out: better-sqlite3, sharp, pg, …), with what they depend on, and without the files no
// running server reads (type declarations, source maps, a native module's build leftovers). The
// container image's run stage holds this instead of every production dependency: the web app's
// packages (React, the fonts) are already in dist/web.
import fs from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const DROPPED_FILES = /(\.d\.[cm]?ts|\.map|\.md|\.markdown|\.tsbuildinfo)$/i;
/** A native module's (one with a binding.gyp) compiler output beside its binary, and its C sources. */
const BUILD_LEFTOVERS = [
  'build/Release/obj',
  'build/Release/obj.target',
  'build/Release/.deps',
  'build/Release/test_extension.node',
  'build/deps',
  'deps',
  'src',
];

const PACKAGE_NAME = /^(@[a-z0-9][\w.~-]*\/)?[a-z0-9][\w.~-]*(\/[\w.~/-]*)?$/;

/** Bare package names a file loads: require('x'), import('x'), import … from 'x'. */
function specifiersIn(file) {
  const text = fs.readFileSync(file, 'utf8');
  const names = new Set();
  for (const match of text.matchAll(/(?:require\(|import\(|\bfrom\s*)\s*["']([^"'./][^"']*)["']/g)) {
    const specifier = match[1];
    if (specifier.startsWith('node:') || !PACKAGE_NAME.test(specifier)) continue;
    const parts = specifier.split('/');
    names.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
  }
  return names;
}

/** Node's own modules, which resolve to no package. */
const builtins = new Set((await import('node:module')).builtinModules);

/** The directory a package name resolves to from `fromDir`, as Node looks it up. */
function resolvePackage(name, fromDir) {
  let dir = fromDir;
  for (;;) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir || !parent.startsWith(root)) return null;
    dir = parent;
  }
}

export function runtimePackages(entryFiles) {
  const seeds = new Set();
  for (const file of entryFiles)
    for (const name of specifiersIn(file)) if (!builtins.has(name)) seeds.add(name);
  const found = new Set();
  // A seed that resolves to nothing is a word in a string that looked like an import.
  const queue = [...seeds].map((name) => ({ name, from: root, optional: true }));
  while (queue.length > 0) {
    const { name, from, optional } = queue.shift();
    const dir = resolvePackage(name, from);
    if (!dir) {
      if (!optional) throw new Error(`${name} is loaded at run time but is not installed (from ${from})`);
      continue;
    }
    if (found.has(dir)) continue;
    found.add(dir);
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    for (const dep of Object.keys(manifest.dependencies ?? {}))
      queue.push({ name: dep, from: dir, optional: false });
    for (const dep of Object.keys({ ...manifest.optionalDependencies, ...manifest.peerDependencies }))
      queue.push({ name: dep, from: dir, optional: true });
  }
  return [...found].sort();
}

function copyPackage(dir, out) {
  const target = path.join(out, path.relative(root, dir));
  const native = fs.existsSync(path.join(dir, 'binding.gyp'));
  fs.cpSync(dir, target, {
    recursive: true,
    // A nested node_modules holds packages of their own, copied when something needs them.
    filter: (source) => {
      const relative = path.relative(dir, source);
      if (relative.split(path.sep).includes('node_modules')) return false;
      if (native && (BUILD_LEFTOVERS.includes(relative) || /\.(a|o)$/.test(relative))) return false;
      return !DROPPED_FILES.test(source) || fs.statSync(source).isDirectory();
    },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = path.resolve(process.argv[2] ?? 'runtime');
  const entries = [
    ...fs
      .readdirSync('dist/server')
      .filter((file) => /\.(c|m)?js$/.test(file))
      .map((file) => path.join('dist/server', file)),
    ...fs
      .readdirSync('scripts')
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => path.join('scripts', file)),
  ];
  // The scripts beside the server (build, tests, benchmarks) load packages only a checkout has;
  // those a running server's image offers are the server's own and the data tools'.
  const runtimeScripts = new Set([
    'scripts/start.mjs',
    'scripts/ensure-build.mjs',
    'scripts/backup.mjs',
    'scripts/restore.mjs',
  ]);
  const packages = runtimePackages(
    entries.filter((file) => file.startsWith('dist/') || runtimeScripts.has(file)),
  );
  fs.rmSync(out, { recursive: true, force: true });
  for (const dir of packages) copyPackage(dir, out);
  console.log(`${packages.length} packages for the run time in ${path.relative(root, out)}/node_modules`);
}
