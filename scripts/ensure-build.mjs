// Builds Luno when the build is missing or older than the sources: `npm start` and the command-line
// tools run the bundled JS in dist/, never the TypeScript sources.
import fs from 'node:fs';
import path from 'node:path';

const OUTPUTS = [
  'dist/server/main.js',
  'dist/server/server.cjs',
  'dist/server/export-mailing-list.js',
  'dist/server/check-balances.js',
  'dist/server/restore.js',
  'dist/web/index.html',
];
const INPUTS = ['src', 'index.html', 'package.json', 'vite.config.ts'];

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

export async function ensureBuilt() {
  const builtAt = Math.min(...OUTPUTS.map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)));
  if (builtAt >= Math.max(...INPUTS.map(newestMtime))) return;
  // Standard error: a tool's standard output is its answer (the export's CSV).
  console.error('Building Luno…');
  const { buildAll } = await import('./build.mjs');
  await buildAll({ quiet: true });
}
