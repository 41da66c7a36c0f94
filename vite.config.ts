import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiTarget = `http://127.0.0.1:${process.env.LUNO_API_PORT ?? '3000'}`;

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      // The app, and a display's own small entry for /view/{id} (no router, site or editor).
      input: {
        index: fileURLToPath(new URL('./src/web/index.html', import.meta.url)),
        view: fileURLToPath(new URL('./src/web/view.html', import.meta.url)),
      },
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
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // The API tests mostly wait on the databases and on password hashing's memory: three at once
    // on a 2-CPU machine took the run from 7.7 to 4.8 minutes (the default here is one).
    maxWorkers: 3,
  },
});
