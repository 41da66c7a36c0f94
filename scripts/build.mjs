// Builds the web app (Vite), links the widgets' code from the display's page, makes brotli and gzip
// copies of its files beside them, draws the public pages into HTML (scripts/prerender.mjs), and
// bundles the server and its command-line tools to plain JS (esbuild): `npm start` then runs `node`
// on the output with no TypeScript loader.
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
  await buildServer({
    entryPoints: {
      main: 'src/server/main.ts',
      'export-mailing-list': 'src/server/mailing-list/export-cli.ts',
      'check-balances': 'src/server/piggy-banks/check-balances-cli.ts',
    },
    outdir: 'dist/server',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The packages every start runs are in the bundle: loading them as packages meant resolving
    // and reading about 1,500 files (kysely alone is 280), a third of a cold start
    // (docs/performance.md). A package the server loads on first use, with `await import()`, stays
    // a package, so a start never reads it; that is also how native ones (better-sqlite3, sharp)
    // are loaded.
    plugins: [packagesLoadedOnFirstUse],
    // Bundled CommonJS packages require Node's own modules.
    banner: {
      js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);",
    },
    sourcemap: true,
    logLevel: quiet ? 'warning' : 'info',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildAll();
}
