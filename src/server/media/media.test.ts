import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGooglePhotos, startFakeGooglePhotos } from '../../../test/fakes/google-photos';
import { type FakeIcloudPhotos, startFakeIcloudPhotos } from '../../../test/fakes/icloud-photos';
import type { Agent, TestApp } from '../../../test/support/app';
import { buildTestApp } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { makeFamily, makeMember, makeSession, makeSignedInFamily } from '../../../test/support/factories';
import { ALBUM_EMPTY, ALBUM_FETCH_FAILED, ALBUM_URL_MISSING } from '../../common/schemas/album';
import { BAD_SCHEME, createGuardedFetch, PRIVATE_ADDRESS } from '../integrations/guarded-fetch';
import { NEW_ICLOUD_LINKS } from '../integrations/photos/icloud-photos';
import { albumProviders } from '../integrations/photos/registry';
import { AlbumLinkError, createSharedAlbums } from './shared-albums';

const scrape = (agent: Agent, url?: string) =>
  agent.get(url === undefined ? '/api/scrape-album' : `/api/scrape-album?url=${encodeURIComponent(url)}`);

const photos = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: `AF1QipPhoto${index}`, width: 4000, height: 3000 }));

let google: FakeGooglePhotos;
let icloud: FakeIcloudPhotos;

beforeAll(async () => {
  google = await startFakeGooglePhotos();
  icloud = await startFakeIcloudPhotos();
});
afterAll(async () => {
  await google?.close();
  await icloud?.close();
});

describe.each(dialects)('GET /api/scrape-album on %s', (dialect) => {
  let t: TestApp;
  let agent: Agent;

  beforeAll(async () => {
    t = await buildTestApp(dialect, {
      LUNO_GOOGLE_PHOTOS_BASE_URL: google.baseUrl,
      LUNO_ICLOUD_BASE_URL: icloud.baseUrl,
      LUNO_FETCH_ALLOW_PRIVATE: '127.0.0.1',
    });
    ({ agent } = await makeSignedInFamily(t));
  });
  afterAll(() => t?.close());

  it('follows a Google short link to its album, takes the fullest data block and reads the next pages', async () => {
    const { shortLink } = google.addAlbum(`Short${dialect}`, photos(10));
    const before = google.requests.length;
    const response = await scrape(agent, shortLink);
    expect(response.statusCode).toBe(200);
    const images = response.json() as { id: string; url: string; thumbnailUrl: string }[];
    // 4 on the page, then two batch pages of 4 and 2: every photo once, in the album's order.
    expect(images.map((image) => image.id)).toEqual(photos(10).map((photo) => photo.id));
    expect(images[0]).toMatchObject({
      url: 'https://lh3.googleusercontent.com/pw/AP1GczAF1QipPhoto0=w4000-h3000',
      thumbnailUrl: 'https://lh3.googleusercontent.com/pw/AP1GczAF1QipPhoto0=w320-h320',
      width: 4000,
      height: 3000,
    });
    expect(google.requests.slice(before)).toEqual([
      `GET /Short${dialect}`,
      `GET /share/AF1QipAlbumShort${dialect}`,
      'POST /_/PhotosUi/data/batchexecute',
      'POST /_/PhotosUi/data/batchexecute',
    ]);
  });

  it('reads a photos.google.com/share page given directly', async () => {
    const { page } = google.addAlbum(`Page${dialect}`, photos(3));
    const response = await scrape(agent, page);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(3);
  });

  it('reads an iCloud album through webstream, its 330 move to another partition, and webasseturls', async () => {
    // The token names partition 1 (an "A" then base-62 "1"); the album lives on partition 42.
    const link = icloud.addAlbum(`A1Token${dialect}`, 'p42-sharedstreams.icloud.com', [
      { guid: 'G-1', width: 4032, height: 3024 },
      { guid: 'G-2', width: 3024, height: 4032 },
      { guid: 'V-3', width: 1920, height: 1080, video: true },
    ]);
    const before = icloud.requests.length;
    const response = await scrape(agent, link);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: 'G-1',
        url: `${icloud.baseUrl}/S/g-1c2048.jpg`,
        thumbnailUrl: `${icloud.baseUrl}/S/g-1c342.jpg`,
        width: 2048,
        height: 1536,
        // Both derivatives, smallest first, for the viewer to take the one that covers the frame.
        sizes: [
          { width: 342, height: 257, url: `${icloud.baseUrl}/S/g-1c342.jpg` },
          { width: 2048, height: 1536, url: `${icloud.baseUrl}/S/g-1c2048.jpg` },
        ],
      },
      {
        id: 'G-2',
        url: `${icloud.baseUrl}/S/g-2c2048.jpg`,
        thumbnailUrl: `${icloud.baseUrl}/S/g-2c342.jpg`,
        width: 1536,
        height: 2048,
        sizes: [
          { width: 257, height: 342, url: `${icloud.baseUrl}/S/g-2c342.jpg` },
          { width: 1536, height: 2048, url: `${icloud.baseUrl}/S/g-2c2048.jpg` },
        ],
      },
    ]);
    expect(icloud.requests.slice(before)).toEqual([
      `POST /p01-sharedstreams.icloud.com/A1Token${dialect}/sharedstreams/webstream`,
      `POST /p42-sharedstreams.icloud.com/A1Token${dialect}/sharedstreams/webstream`,
      `POST /p42-sharedstreams.icloud.com/A1Token${dialect}/sharedstreams/webasseturls`,
    ]);
  });

  it('says which iCloud links it cannot read yet', async () => {
    const response = await scrape(agent, 'https://photos.icloud.com/shared/album/ABCdef123');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: NEW_ICLOUD_LINKS, code: 'invalid_request' });
  });

  it('answers 400 with the spec message when the url is missing or blank', async () => {
    for (const url of [undefined, '', '   ']) {
      const response = await scrape(agent, url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: ALBUM_URL_MISSING, code: 'invalid_request' });
    }
  });

  it('finds no images in an empty album or a link of no album service', async () => {
    const { page } = google.addAlbum(`Empty${dialect}`, []);
    for (const url of [page, 'https://example.com/photos/123']) {
      const response = await scrape(agent, url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: ALBUM_EMPTY, code: 'invalid_request' });
    }
  });

  it('says the album could not be fetched when the service fails or the link is gone', async () => {
    const response = await scrape(agent, 'https://photos.app.goo.gl/NoSuchCode');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: ALBUM_FETCH_FAILED, code: 'provider_failed' });

    const { page } = google.addAlbum(`Failing${dialect}`, photos(2));
    google.settings.failWith = 500;
    try {
      const failed = await scrape(agent, page);
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toEqual({ error: ALBUM_FETCH_FAILED, code: 'provider_failed' });
    } finally {
      google.settings.failWith = 0;
    }
  });

  it('refuses redirects to private addresses and other schemes', async () => {
    const before = google.requests.length;
    for (const location of ['http://127.0.0.2/share/x?key=y', 'http://[::1]/share/x', 'file:///etc/passwd']) {
      const code = `Away${dialect}${google.requests.length}`;
      const link = google.addRedirect(code, location);
      const response = await scrape(agent, link);
      expect(response.statusCode, location).toBe(400);
      expect(response.json().error, location).toBe(
        location.startsWith('file') ? BAD_SCHEME : PRIVATE_ADDRESS,
      );
    }
    expect(google.requests.length - before).toBe(3);
  });

  it('refuses other schemes and addresses of no album service without fetching', async () => {
    const before = google.requests.length;
    for (const url of ['ftp://photos.google.com/share/x', 'file:///etc/passwd', 'javascript:alert(1)']) {
      const response = await scrape(agent, url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error, url).toBe(BAD_SCHEME);
    }
    const loopback = await scrape(
      agent,
      `${google.baseUrl}/share/AF1QipAlbumPage${dialect}?key=KeyPage${dialect}`,
    );
    expect(loopback.json()).toEqual({ error: ALBUM_EMPTY, code: 'invalid_request' });
    expect(google.requests.length).toBe(before);
  });

  it('lets one family read 20 album links a minute, and another family is not held back by it', async () => {
    const { agent: busy } = await makeSignedInFamily(t);
    for (let request = 0; request < 20; request++) expect((await scrape(busy)).statusCode).toBe(400);
    const limited = await scrape(busy);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/Too many requests/);
    const { agent: other } = await makeSignedInFamily(t);
    expect((await scrape(other)).statusCode).toBe(400);
  });

  it('is for members only: a paired TV cannot read albums', async () => {
    const familyId = await makeFamily(t);
    const member = await makeMember(t, familyId);
    const { agent: tv } = await makeSession(t, member, 'device');
    const response = await scrape(tv, google.addAlbum(`Tv${dialect}`, photos(1)).page);
    expect(response.statusCode).toBe(403);
  });
});

describe('album links at loopback addresses when private addresses are not allowed', () => {
  it('are refused in every spelling, and nothing reaches the server', async () => {
    const { shortLink } = google.addAlbum('Spelling', photos(1));
    const port = new URL(google.baseUrl).port;
    const before = google.requests.length;
    for (const origin of [
      `http://127.0.0.1:${port}`,
      `http://localhost:${port}`,
      `http://2130706433:${port}`,
      `http://0x7f000001:${port}`,
      `http://0177.0.0.1:${port}`,
      `http://127.1:${port}`,
      `http://[::1]:${port}`,
      `http://[::ffff:127.0.0.1]:${port}`,
      `http://0.0.0.0:${port}`,
    ]) {
      const albums = createSharedAlbums(
        albumProviders({ googlePhotosBaseUrl: origin, icloudBaseUrl: origin }),
        createGuardedFetch(),
        () => undefined,
      );
      for (const link of [shortLink, 'https://www.icloud.com/sharedalbum/#A1Spelling']) {
        const error = await albums.read(link).then(
          () => null,
          (thrown: unknown) => thrown,
        );
        expect(error, `${origin} ${link}`).toBeInstanceOf(AlbumLinkError);
        expect((error as AlbumLinkError).message).toBe(PRIVATE_ADDRESS);
      }
    }
    expect(google.requests.length).toBe(before);
  });
});
