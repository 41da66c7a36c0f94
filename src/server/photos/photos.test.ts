import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent, TestApp } from '../../../test/support/app';
import { buildTestApp } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { makeMember, makeSession, makeSignedInFamily } from '../../../test/support/factories';
import { rawRequest } from '../../../test/support/http-client';
import {
  PHOTO_FILE_TOO_LARGE_MESSAGE,
  PHOTO_LIBRARY_FULL_MESSAGE,
  PHOTO_MAX_COUNT,
  PHOTO_MAX_FILE_BYTES,
  PHOTO_MAX_TOTAL_BYTES,
  PHOTO_MISSING_MESSAGE,
  PHOTO_NOT_AN_IMAGE_MESSAGE,
  PHOTO_STORAGE_FULL_MESSAGE,
} from '../../common/schemas/photos';

const BOUNDARY = 'luno-test-boundary';

function multipart(file: Buffer, filename: string, contentType: string, field = 'file'): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

function upload(
  agent: Agent,
  file: Buffer,
  filename = 'photo.jpg',
  contentType = 'image/jpeg',
  field = 'file',
) {
  return agent.request('POST', '/api/photos', multipart(file, filename, contentType, field) as never, {
    'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
  });
}

/** A phone's photo: 4000×3000, with its camera, its place (GPS) and, when given, an orientation. */
function phonePhoto(options: { width?: number; height?: number; orientation?: number } = {}) {
  const { width = 4000, height = 3000 } = options;
  // Left half red, right half blue: which way the picture was turned shows in the result.
  const half = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width / 2}" height="${height}" fill="#f00"/><rect x="${width / 2}" width="${width / 2}" height="${height}" fill="#00f"/></svg>`,
  );
  return sharp(half)
    .jpeg()
    .withMetadata({
      ...(options.orientation ? { orientation: options.orientation } : {}),
      exif: {
        IFD0: { Make: 'Phone', Model: 'Family Phone' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '51/1 30/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '0/1 7/1 0/1',
        },
      },
    })
    .toBuffer();
}

/**
 * The tags of a JPEG's EXIF IFD0, read from its APP1 segment by hand rather than by the image
 * library that wrote it; null when the file carries no EXIF at all.
 */
function exifTags(jpeg: Buffer): number[] | null {
  let offset = 2;
  while (offset + 4 <= jpeg.length && jpeg[offset] === 0xff) {
    const marker = jpeg[offset + 1]!;
    if (marker === 0xda) return null; // the picture data starts: no EXIF before it
    const length = jpeg.readUInt16BE(offset + 2);
    if (marker === 0xe1 && jpeg.toString('latin1', offset + 4, offset + 10) === 'Exif\0\0') {
      const tiff = offset + 10;
      const little = jpeg.toString('latin1', tiff, tiff + 2) === 'II';
      const u16 = (at: number) => (little ? jpeg.readUInt16LE(at) : jpeg.readUInt16BE(at));
      const u32 = (at: number) => (little ? jpeg.readUInt32LE(at) : jpeg.readUInt32BE(at));
      const ifd = tiff + u32(tiff + 4);
      return Array.from({ length: u16(ifd) }, (_, index) => u16(ifd + 2 + index * 12));
    }
    offset += 2 + length;
  }
  return null;
}

const GPS_POINTER_TAG = 0x8825;

async function pixel(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

describe.each(dialects)('photo library on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  it("stores a phone's full-size photo at most 2560 px wide, with its place and camera dropped", async () => {
    const { agent } = await makeSignedInFamily(t);
    const original = await phonePhoto();
    expect(exifTags(original)).toContain(GPS_POINTER_TAG);

    const response = await upload(agent, original);
    expect(response.statusCode).toBe(201);
    const { photo } = response.json();
    expect(photo).toMatchObject({
      width: 2560,
      height: 1920,
      url: expect.stringMatching(/^\/api\/photos\/\d+\?w=2560&v=/),
    });
    expect((await agent.get('/api/photos')).json()).toEqual([photo]);

    const served = await agent.get(photo.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(photo.bytes).toBe(served.rawPayload.length);
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.width, metadata.height]).toEqual([2560, 1920]);
    expect(metadata.exif).toBeUndefined();
    expect(exifTags(served.rawPayload)).toBeNull();
  });

  it('turns a photo upright by its EXIF orientation', async () => {
    const { agent } = await makeSignedInFamily(t);
    // Orientation 6: the camera was held turned, the picture is shown turned a quarter clockwise.
    const response = await upload(agent, await phonePhoto({ width: 400, height: 300, orientation: 6 }));
    const { photo } = response.json();
    expect([photo.width, photo.height]).toEqual([300, 400]);
    const served = (await agent.get(photo.url)).rawPayload;
    expect((await sharp(served).metadata()).orientation).toBeUndefined();
    // The left (red) half is now the top.
    const [red, , blue] = await pixel(served, 150, 20);
    expect(red).toBeGreaterThan(200);
    expect(blue).toBeLessThan(60);
  });

  it('accepts PNG, WebP and AVIF, keeping a transparent picture transparent', async () => {
    const { agent } = await makeSignedInFamily(t);
    const png = await sharp({
      create: { width: 800, height: 600, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const webp = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#804000' } })
      .webp()
      .toBuffer();
    const fromPng = await upload(agent, png, 'drawing.png', 'image/png');
    expect(fromPng.statusCode).toBe(201);
    const servedPng = await agent.get(fromPng.json().photo.url);
    expect(servedPng.headers['content-type']).toBe('image/webp');
    expect((await sharp(servedPng.rawPayload).metadata()).hasAlpha).toBe(true);

    const fromWebp = await upload(agent, webp, 'photo.webp', 'image/webp');
    expect(fromWebp.statusCode).toBe(201);
    expect(fromWebp.json().photo).toMatchObject({ width: 640, height: 480 });
    expect((await agent.get(fromWebp.json().photo.url)).headers['content-type']).toBe('image/jpeg');

    const avif = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#204080' } })
      .avif()
      .toBuffer();
    const fromAvif = await upload(agent, avif, 'photo.avif', 'image/avif');
    expect(fromAvif.statusCode).toBe(201);
    expect(fromAvif.json().photo).toMatchObject({ width: 320, height: 240 });
  });

  it('refuses a file that is not a picture, whatever its name, and a request without a file', async () => {
    const { agent } = await makeSignedInFamily(t);
    const text = await upload(
      agent,
      Buffer.from('Shopping: milk, eggs, bread\n'),
      'holiday.jpg',
      'image/jpeg',
    );
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ error: PHOTO_NOT_AN_IMAGE_MESSAGE, code: 'invalid_request' });
    const wrongField = await upload(
      agent,
      await phonePhoto({ width: 40, height: 30 }),
      'a.jpg',
      'image/jpeg',
      'image',
    );
    expect(wrongField.json()).toEqual({ error: PHOTO_MISSING_MESSAGE, code: 'invalid_request' });
    const json = await agent.post('/api/photos', { file: 'photo.jpg' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ error: PHOTO_MISSING_MESSAGE, code: 'invalid_request' });
    expect((await agent.get('/api/photos')).json()).toEqual([]);
  });

  it('refuses a file over the size limit with 413, while other routes keep their small limit', async () => {
    const { agent } = await makeSignedInFamily(t);
    const huge = Buffer.alloc(PHOTO_MAX_FILE_BYTES + 1024 * 1024, 0xff);
    const response = await upload(agent, huge);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: PHOTO_FILE_TOO_LARGE_MESSAGE, code: 'too_large' });
    const menu = await agent.post('/api/menu', { date: '2026-03-02', dinner: 'x'.repeat(3 * 1024 * 1024) });
    expect(menu.statusCode).toBe(413);
    const json = await agent.post('/api/photos', { file: 'x'.repeat(3 * 1024 * 1024) });
    expect(json.statusCode).toBe(413);
  });

  it('takes a photo larger than the JSON body limit as it streams in, and stops one over the limit sent without a length', async () => {
    const { agent } = await makeSignedInFamily(t);
    const port = Number(new URL(await t.url()).port);
    const csrfToken = await agent.fetchCsrfToken();
    const headers = {
      cookie: `luno_session=${agent.cookie('luno_session')}; luno_csrf=${agent.cookie('luno_csrf')}`,
      'x-csrf-token': csrfToken,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    };
    // Noise does not compress: a 1600×1200 JPEG of it is several megabytes, as a phone's photo is.
    const noise = Buffer.alloc(1600 * 1200 * 3);
    for (let index = 0; index < noise.length; index++) noise[index] = (index * 2654435761) >>> 24;
    const big = await sharp(noise, { raw: { width: 1600, height: 1200, channels: 3 } })
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    const accepted = await rawRequest(port, 'POST', '/api/photos', {
      headers,
      body: multipart(big, 'big.jpg', 'image/jpeg'),
      drip: true,
    });
    expect(accepted.status, accepted.body).toBe(201);
    expect(JSON.parse(accepted.body).photo).toMatchObject({ width: 1600, height: 1200 });

    const huge = multipart(Buffer.alloc(PHOTO_MAX_FILE_BYTES + 1024 * 1024, 0xff), 'huge.jpg', 'image/jpeg');
    const refused = await rawRequest(port, 'POST', '/api/photos', { headers, body: huge, chunked: true });
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toEqual({ error: PHOTO_FILE_TOO_LARGE_MESSAGE, code: 'too_large' });
  });

  it("refuses uploads past the family's photo count and total bytes", async () => {
    const { agent, familyId } = await makeSignedInFamily(t);
    const db = t.database.handle.db;
    const row = (bytes: number) => ({
      family_id: familyId,
      width: 1,
      height: 1,
      data: Buffer.from('x'),
      bytes,
      content_type: 'image/jpeg',
      version: 'v',
      created_at: new Date().toISOString(),
    });
    await db
      .insertInto('photos')
      .values(row(PHOTO_MAX_TOTAL_BYTES - 10))
      .execute();
    const full = await upload(agent, await phonePhoto({ width: 400, height: 300 }));
    expect(full.statusCode).toBe(413);
    expect(full.json()).toEqual({ error: PHOTO_STORAGE_FULL_MESSAGE, code: 'storage_full' });

    await db.deleteFrom('photos').where('family_id', '=', familyId).execute();
    await db
      .insertInto('photos')
      .values(Array.from({ length: PHOTO_MAX_COUNT }, () => row(1)))
      .execute();
    const many = await upload(agent, await phonePhoto({ width: 400, height: 300 }));
    expect(many.statusCode).toBe(413);
    expect(many.json()).toEqual({ error: PHOTO_LIBRARY_FULL_MESSAGE, code: 'storage_full' });
  });

  it('serves a width step, kept with a long-lived Cache-Control and an ETag that answers 304', async () => {
    const { agent } = await makeSignedInFamily(t);
    const { photo } = (await upload(agent, await phonePhoto({ width: 2000, height: 1500 }))).json();
    const base = `/api/photos/${photo.id}`;
    const tv = await agent.get(`${base}?w=1000`);
    expect(tv.statusCode).toBe(200);
    expect((await sharp(tv.rawPayload).metadata()).width).toBe(1280);
    expect(tv.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const etag = tv.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await agent.get(`${base}?w=1280`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // The photo is smaller than the step asked for: it comes at its own size, never enlarged.
    const large = await agent.get(`${base}?w=2560`);
    expect((await sharp(large.rawPayload).metadata()).width).toBe(2000);
    expect(large.headers.etag).not.toBe(etag);
    expect((await agent.get(`${base}?w=wide`)).statusCode).toBe(400);
  });

  it("answers 404 for another family's photo and lets the family's paired TV read but not delete", async () => {
    const owner = await makeSignedInFamily(t);
    const { photo } = (await upload(owner.agent, await phonePhoto({ width: 400, height: 300 }))).json();
    const stranger = await makeSignedInFamily(t);
    expect((await stranger.agent.get(photo.url)).statusCode).toBe(404);
    expect((await stranger.agent.delete(`/api/photos/${photo.id}`)).statusCode).toBe(404);
    expect((await stranger.agent.get('/api/photos')).json()).toEqual([]);

    const member = await makeMember(t, owner.familyId);
    const tv = await makeSession(t, member, 'device');
    expect((await tv.agent.get(photo.url)).statusCode).toBe(200);
    expect((await tv.agent.delete(`/api/photos/${photo.id}`)).statusCode).toBe(403);
    expect((await owner.agent.get(photo.url)).statusCode).toBe(200);
  });

  it('deletes a photo with every size made of it', async () => {
    const { agent } = await makeSignedInFamily(t);
    const { photo } = (await upload(agent, await phonePhoto({ width: 2000, height: 1500 }))).json();
    for (const width of [320, 640, 1920]) {
      expect((await agent.get(`/api/photos/${photo.id}?w=${width}`)).statusCode).toBe(200);
    }
    const db = t.database.handle.db;
    const sizes = () =>
      db.selectFrom('photo_sizes').select('width_step').where('photo_id', '=', photo.id).execute();
    expect((await sizes()).map((size) => size.width_step).sort((a, b) => a - b)).toEqual([320, 640, 1920]);

    expect((await agent.delete(`/api/photos/${photo.id}`)).statusCode).toBe(204);
    expect(await sizes()).toEqual([]);
    expect((await agent.get(`/api/photos/${photo.id}?w=320`)).statusCode).toBe(404);
    expect((await agent.get('/api/photos')).json()).toEqual([]);
    expect((await agent.delete(`/api/photos/${photo.id}`)).statusCode).toBe(404);
  });
});
