// The family photo library: uploading a phone's photo and serving it at a TV's width.
// Run alone (`node scripts/bench/photos.mjs`, after `npm run build`; DATABASE_URL for PostgreSQL)
// or from scripts/bench.mjs.
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { load } from './http-load.mjs';
import { makeFamily, startServer } from './server.mjs';

/**
 * A phone's 12-megapixel photo: a gradient with grain, which compresses as a real photo does;
 * `seed` gives another photo of the same kind.
 */
export async function phonePhoto(seed = 7) {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  let grainSeed = seed;
  const blue = 128 + ((Math.abs(seed - 7) * 37) % 100);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      grainSeed = (grainSeed * 1103515245 + 12345) >>> 0;
      const grain = (grainSeed >>> 27) - 16;
      const at = (y * width + x) * 3;
      pixels[at] = Math.max(0, Math.min(255, (x * 255) / width + grain));
      pixels[at + 1] = Math.max(0, Math.min(255, (y * 255) / height + grain));
      pixels[at + 2] = Math.max(0, Math.min(255, blue + grain));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .withMetadata({ exif: { IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } } })
    .toBuffer();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed(work) {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
}

/** Photos uploaded to measure the first request and the request after a restart, each once per photo. */
const PHOTOS = 5;

async function upload(server, family, original) {
  const form = new FormData();
  form.append('file', new Blob([original], { type: 'image/jpeg' }), 'phone.jpg');
  const response = await fetch(`${server.base}/api/photos`, {
    method: 'POST',
    headers: family.headers,
    body: form,
  });
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
  return (await response.json()).photo;
}

async function get(server, family, path, headers = {}) {
  const response = await fetch(`${server.base}${path}`, { headers: { ...family.headers, ...headers } });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200 && response.status !== 304) throw new Error(`${path}: ${response.status}`);
  return { response, body };
}

/**
 * A library photo at a TV's width (1920 px): the first request (the size made from the stored
 * photo and kept), a kept size read from the database (the server restarted, as another instance
 * would read it), a kept size from the server's memory, a revalidation, and the kept size under load.
 * Starts its own server (on `env`: DATABASE_URL for PostgreSQL), which it restarts once.
 */
export async function measurePhotos(env = {}) {
  let server = await startServer(env);
  try {
    const family = await makeFamily(server.base);
    const original = await phonePhoto();
    const uploaded = await timed(() => upload(server, family, original));
    const photos = [uploaded.result];
    for (let i = 1; i < PHOTOS; i++) photos.push(await upload(server, family, original));
    const paths = photos.map((photo) => `/api/photos/${photo.id}?w=1920`);

    const first = [];
    for (const path of paths) first.push(await timed(() => get(server, family, path)));
    const [path] = paths;
    const etag = first[0].result.response.headers.get('etag');
    const warm = [];
    for (let i = 0; i < 30; i++) warm.push((await timed(() => get(server, family, path))).ms);
    const revalidate = [];
    for (let i = 0; i < 30; i++)
      revalidate.push((await timed(() => get(server, family, path, { 'if-none-match': etag }))).ms);
    const loaded = await load({
      port: server.port,
      path,
      headers: { authorization: family.headers.authorization },
      connections: 10,
      seconds: 3,
    });

    // Restarted on the same data: every size is in the database and none in memory.
    await server.stop({ keepData: true });
    server = await startServer(env, { dataDir: server.dataDir });
    // The first answers of a new process (its database connection, its code warming up) are not the photo's.
    for (let i = 0; i < 5; i++) await get(server, family, '/api/photos');
    const stored = [];
    for (const each of paths) stored.push((await timed(() => get(server, family, each))).ms);

    return {
      originalBytes: original.length,
      storedBytes: uploaded.result.bytes,
      tvBytes: first[0].result.body.length,
      uploadMs: uploaded.ms,
      firstMs: median(first.map((request) => request.ms)),
      storedMs: median(stored),
      warmMs: median(warm),
      revalidateMs: median(revalidate),
      rps: loaded.rps,
      p99: loaded.p99,
      errors: loaded.errors,
    };
  } finally {
    await server.stop();
  }
}

export function describePhotos(m) {
  const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  return [
    [
      `upload a 4000×3000 phone JPEG (${mb(m.originalBytes)}; stored ${kb(m.storedBytes)} at 2560 px)`,
      `${m.uploadMs.toFixed(0)} ms`,
    ],
    [
      `library photo at TV width (1920 px, ${kb(m.tvBytes)}), first request: made from the stored size (median of ${PHOTOS} photos)`,
      `${m.firstMs.toFixed(0)} ms`,
    ],
    [
      `same, kept in the database but not in memory (after a restart; median of ${PHOTOS} photos)`,
      `${m.storedMs.toFixed(1)} ms`,
    ],
    ['same, kept in memory: median of 30 sequential requests', `${m.warmMs.toFixed(1)} ms`],
    ['same, If-None-Match → 304: median of 30', `${m.revalidateMs.toFixed(1)} ms`],
    [
      'same, 10 connections for 3 s',
      `${m.rps.toFixed(0)} req/s, p99 ${m.p99.toFixed(1)} ms, ${m.errors} errors`,
    ],
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const measured = await measurePhotos(
    process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {},
  );
  console.table(describePhotos(measured).map(([measure, value]) => ({ measure, value })));
}
