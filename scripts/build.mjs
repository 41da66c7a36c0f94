// Builds the web app (Vite), links the widgets' code from the display's page, makes brotli and gzip
// copies of its files beside them, draws the public pages into HTML (scripts/prerender.mjs), and
// bundles the server and its command-line tools to plain JS (esbuild): `npm start` then runs `node`
// on the output with no TypeScript loader.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build as buildServer } from 'esbuild';
import { build as buildWeb } from 'vite';
import { precompress } from './precompress.mjs';
import { prerender } from './prerender.mjs';
import { preloadWidgetCode } from './viewer-preloads.mjs';

/** Leaves out of the bundle every package Luno's own code imports with a dynamic `import()`. */
const packagesLoadedOnFirstUse = {
  name: 'packages-loaded-on-first-use',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.kind === 'dynamic-import' && !args.importer.includes('/node_modules/')
        ? { path: args.path, external: true }
        : undefined,
    );
  },
};

export async function buildAll({ quiet = false } = {}) {
  await buildWeb({ configFile: 'vite.config.ts', logLevel: quiet ? 'warn' : 'info' });
  preloadWidgetCode('dist/web');
  const compressed = await precompress('dist/web');
  if (!quiet) console.log(`brotli and gzip copies of ${compressed} files in dist/web`);
  // After the copies: the server fills in each page's origin and compresses it itself.
  await prerender({ quiet });
  // The server runs as CommonJS so that its launcher can compile it from V8's code cache
  // (src/server/launcher.ts); the command-line tools run once and stay ES modules.
  const serverBundle = {
    bundle: true,
    platform: 'node',
    target: 'node20',
    // The packages every start runs are in the bundle: loading them as packages meant resolving
    // and reading about 1,500 files (kysely alone is 280), a third of a cold start
    // (docs/performance.md). A package the server loads on first use, with `await import()`, stays
    // a package, so a start never reads it; that is also how native ones (better-sqlite3, sharp)
    // are loaded.
    plugins: [packagesLoadedOnFirstUse],
    sourcemap: true,
    logLevel: quiet ? 'warning' : 'info',
  };
  await buildServer({
    ...serverBundle,
    entryPoints: { server: 'src/server/main.ts' },
    outdir: 'dist/server',
    outExtension: { '.js': '.cjs' },
    format: 'cjs',
    // Loaded with require(): a script compiled from a code cache has no way to import().
    supported: { 'dynamic-import': false },
    define: { 'import.meta.url': 'bundleUrl' },
    banner: { js: "const bundleUrl = require('node:url').pathToFileURL(__filename).href;" },
  });
  await buildServer({
    ...serverBundle,
    entryPoints: {
      main: 'src/server/launcher.ts',
      'export-mailing-list': 'src/server/mailing-list/export-cli.ts',
      'check-balances': 'src/server/piggy-banks/check-balances-cli.ts',
      restore: 'src/server/db/restore-cli.ts',
    },
    outdir: 'dist/server',
    format: 'esm',
    // Bundled CommonJS packages require Node's own modules.
    banner: {
      js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);",
    },
  });
  await writeCodeCache({ quiet });
}

/**
 * Starts the built server once, on a data folder of its own and any free port, until its launcher has
 * written V8's code cache beside the bundle; then stops it. A build that cannot start it still
 * works: the first start writes the cache instead.
 */
async function writeCodeCache({ quiet }) {
  const cache = 'dist/server/server.cjs.cache';
  fs.rmSync(cache, { force: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'luno-code-cache-'));
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  let running = true;
  const exited = new Promise((resolve) => child.once('exit', resolve)).then(() => {
    running = false;
  });
  const started = performance.now();
  while (!fs.existsSync(cache) && running && performance.now() - started < 30_000)
    await new Promise((resolve) => setTimeout(resolve, 20));
  child.kill('SIGKILL');
  await exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (!quiet)
    console.log(fs.existsSync(cache) ? `code cache in ${cache}` : 'no code cache: the server did not start');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildAll();
}
