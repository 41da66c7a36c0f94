// The family photo library: uploading a phone's photo and serving it at a TV's width.
// Run alone (`node scripts/bench/photos.mjs`, after `npm run build`; DATABASE_URL for PostgreSQL)
// or from scripts/bench.mjs.
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { load } from './http-load.mjs';
import { makeFamily, startServer } from './server.mjs';

/** A phone's 12-megapixel photo: a gradient with grain, which compresses as a real photo does. */
async function phonePhoto() {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      const grain = (seed >>> 27) - 16;
      const at = (y * width + x) * 3;
      pixels[at] = Math.max(0, Math.min(255, (x * 255) / width + grain));
      pixels[at + 1] = Math.max(0, Math.min(255, (y * 255) / height + grain));
      pixels[at + 2] = Math.max(0, Math.min(255, 128 + grain));
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

/** Upload, the first request at TV width (made then), then the kept size, sequential and under load. */
export async function measurePhotos(server) {
  const family = await makeFamily(server.base);
  const original = await phonePhoto();
  const form = new FormData();
  form.append('file', new Blob([original], { type: 'image/jpeg' }), 'phone.jpg');
  const upload = await timed(() =>
    fetch(`${server.base}/api/photos`, { method: 'POST', headers: family.headers, body: form }),
  );
  if (upload.result.status !== 201)
    throw new Error(`upload: ${upload.result.status} ${await upload.result.text()}`);
  const { photo } = await upload.result.json();
  const path = `/api/photos/${photo.id}?w=1920`;
  const get = async (headers = {}) => {
    const response = await fetch(`${server.base}${path}`, { headers: { ...family.headers, ...headers } });
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200 && response.status !== 304) throw new Error(`${path}: ${response.status}`);
    return { response, body };
  };
  const first = await timed(() => get());
  const etag = first.result.response.headers.get('etag');
  const warm = [];
  for (let i = 0; i < 30; i++) warm.push((await timed(() => get())).ms);
  const revalidate = [];
  for (let i = 0; i < 30; i++) revalidate.push((await timed(() => get({ 'if-none-match': etag }))).ms);
  const loaded = await load({
    port: server.port,
    path,
    headers: { authorization: family.headers.authorization },
    connections: 10,
    seconds: 3,
  });
  return {
    originalBytes: original.length,
    storedBytes: photo.bytes,
    tvBytes: first.result.body.length,
    uploadMs: upload.ms,
    firstMs: first.ms,
    warmMs: median(warm),
    revalidateMs: median(revalidate),
    rps: loaded.rps,
    p99: loaded.p99,
    errors: loaded.errors,
  };
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
      `library photo at TV width (1920 px, ${kb(m.tvBytes)}), first request: made from the stored size`,
      `${m.firstMs.toFixed(0)} ms`,
    ],
    ['same, kept: median of 30 sequential requests', `${m.warmMs.toFixed(1)} ms`],
    ['same, If-None-Match → 304: median of 30', `${m.revalidateMs.toFixed(1)} ms`],
    [
      'same, 10 connections for 3 s',
      `${m.rps.toFixed(0)} req/s, p99 ${m.p99.toFixed(1)} ms, ${m.errors} errors`,
    ],
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = await startServer(
    process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {},
  );
  try {
    console.table(
      describePhotos(await measurePhotos(server)).map(([measure, value]) => ({ measure, value })),
    );
  } finally {
    await server.stop();
  }
}
