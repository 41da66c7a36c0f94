// Writes `name.br` (brotli, best quality) and `name.gz` (gzip -9) beside each compressible file
// of the built web app, so the server answers a browser with the smallest copy without
// compressing anything per request. `node scripts/precompress.mjs <dir>` runs it on a folder.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Text formats only: fonts and images are compressed already. Source maps are left out: only
// developer tools fetch them, and brotli at its best quality is slow on their size.
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
// A copy goes out with a `content-encoding` header and the file with `vary: accept-encoding`:
// below this saving a copy costs the client more than it spares. A size threshold (the API's
// 1 KB, src/server/http/compression.ts) left the bundler's runtime, 0.7 KB that every page loads
// and that brotli halves, the one script sent as it is.
const MIN_SAVING = 64;

async function filesUnder(dir) {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Compresses every eligible file under `dir`; returns how many files got compressed copies. */
export async function precompress(dir) {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  let count = 0;
  await Promise.all(
    files.map(async (file) => {
      const content = await fs.readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      const worth = [
        [br, 'br'],
        [gz, 'gz'],
      ].filter(([copy]) => content.length - copy.length >= MIN_SAVING);
      if (worth.length === 0) return;
      await Promise.all(worth.map(([copy, extension]) => fs.writeFile(`${file}.${extension}`, copy)));
      count += 1;
    }),
  );
  return count;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('Usage: node scripts/precompress.mjs <dir>');
    process.exit(1);
  }
  console.log(`compressed ${await precompress(dir)} files in ${dir}`);
}
