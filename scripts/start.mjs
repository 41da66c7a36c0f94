// `npm start`: builds when the build is missing or older than the sources, then starts the server.
import fs from 'node:fs';
import path from 'node:path';

const outputs = ['dist/server/main.js', 'dist/web/index.html'];
const inputs = ['src', 'index.html', 'package.json', 'vite.config.ts'];

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const builtAt = Math.min(...outputs.map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)));
if (builtAt < Math.max(...inputs.map(newestMtime))) {
  console.log('Building Luno…');
  const { buildAll } = await import('./build.mjs');
  await buildAll({ quiet: true });
}
await import(path.resolve('dist/server/main.js'));
