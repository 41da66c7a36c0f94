// Builds the web app (Vite), links the widgets' code from the display's page, makes brotli and gzip
// copies of its files beside them, draws the public pages into HTML (scripts/prerender.mjs), and
// bundles the server and its command-line tools to plain JS (esbuild): `npm start` then runs `node`
// on the output with no TypeScript loader.
import { build as buildServer } from 'esbuild';
import { build as buildWeb } from 'vite';
import { precompress } from './precompress.mjs';
import { prerender } from './prerender.mjs';
import { preloadWidgetCode } from './viewer-preloads.mjs';

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
    packages: 'external',
    sourcemap: true,
    logLevel: quiet ? 'warning' : 'info',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildAll();
}
