import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { chunkGroups } from './scripts/chunk-groups.mjs';
import { catalogPlugin } from './scripts/icu-compile.mjs';
import { trustTestCa } from './test/support/test-ca.mjs';

// The https fakes (test/fakes/push-service.ts) serve a certificate of a test CA, trusted through
// NODE_EXTRA_CA_CERTS, which Node reads at start: set here, before Vitest forks its workers.
if (process.env.VITEST) trustTestCa();

const apiTarget = `http://127.0.0.1:${process.env.LUNO_API_PORT ?? '3000'}`;

export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), catalogPlugin(fileURLToPath(new URL('./src/web/i18n/catalogs', import.meta.url)))],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // Read by the pre-renderer (scripts/prerender.mjs) to link each public page's chunks, then removed.
    manifest: true,
    rollupOptions: {
      // The app, a display's own small entry for /view/{id} (no router, site or editor), and the
      // entry of a public page whose app starts on first use (src/web/siteStart.ts).
      input: {
        index: fileURLToPath(new URL('./src/web/index.html', import.meta.url)),
        view: fileURLToPath(new URL('./src/web/view.html', import.meta.url)),
        siteStart: fileURLToPath(new URL('./src/web/siteStart.ts', import.meta.url)),
      },
      // Fewer, larger scripts for a display and a phone: see scripts/chunk-groups.mjs. The
      // pre-renderer's build for Node (scripts/prerender.mjs) keeps the bundler's own split.
      output: command === 'build' && !isSsrBuild ? { codeSplitting: { groups: chunkGroups() } } : {},
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget },
  },
  test: {
    root: '.',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    // The tests that walk every route take 10-15 s alone; on a 2-CPU machine shared with other
    // work they were seen to run past 30 s. A budget, not a measure: nothing here times anything.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // The API tests mostly wait on the databases and on password hashing's memory: three at once
    // on a 2-CPU machine took the run from 7.7 to 4.8 minutes (the default here is one).
    maxWorkers: 3,
    // Each worker loads the server's modules once for all its files instead of once per file:
    // importing took more time than testing (11 API files on a loaded 2-CPU machine: 132 s → 55 s).
    // Every file builds its own app and database, so no state is shared that a test could see.
    isolate: false,
    unstubGlobals: true,
    unstubEnvs: true,
  },
}));
