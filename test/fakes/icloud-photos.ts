import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeIcloudPhoto {
  guid: string;
  width: number;
  height: number;
  video?: boolean;
}

const readJson = (request: http.IncomingMessage) =>
  new Promise<Record<string, unknown>>((resolve) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      try {
        resolve(JSON.parse(text) as Record<string, unknown>);
      } catch {
        resolve({});
      }
    });
  });

/**
 * iCloud's shared-album calls as icloud.com's page makes them, on 127.0.0.1 under one origin as
 * `LUNO_ICLOUD_BASE_URL` puts them: `POST /<partition host>/<token>/sharedstreams/webstream` and
 * `…/webasseturls`. An album lives on the host given to `addAlbum`; asked at any other partition,
 * webstream answers 330 with `X-Apple-MMe-Host` in a header and in the body, as Apple does. Each
 * photo has a small (342) and a large (2048) derivative; asset addresses point at this server.
 */
export async function startFakeIcloudPhotos() {
  const albums = new Map<string, { host: string; photos: FakeIcloudPhoto[] }>();
  const requests: string[] = [];
  let origin = '';

  const derivative = (photo: FakeIcloudPhoto, longest: number) => {
    const scale = longest / Math.max(photo.width, photo.height);
    return {
      fileSize: '123456',
      checksum: `${photo.guid.toLowerCase()}c${longest}`,
      width: String(Math.round(photo.width * scale)),
      height: String(Math.round(photo.height * scale)),
    };
  };

  const send = (response: http.ServerResponse, status: number, body: unknown, headers = {}) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  };

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(`${request.method} ${url.pathname}`);
    const match = /^\/([^/]+)\/([^/]+)\/sharedstreams\/(webstream|webasseturls)$/.exec(url.pathname);
    if (request.method !== 'POST' || !match) return send(response, 404, {});
    const [, host, token, call] = match as unknown as [string, string, string, string];
    const album = albums.get(token);
    if (!album) return send(response, 404, { errorCode: 404 });
    if (host !== album.host) {
      return send(response, 330, { 'X-Apple-MMe-Host': album.host }, { 'X-Apple-MMe-Host': album.host });
    }
    const body = await readJson(request);
    if (call === 'webstream') {
      return send(response, 200, {
        streamName: 'Family',
        userFirstName: 'Sam',
        userLastName: 'Doe',
        streamCtag: 'FT;1',
        itemsReturned: String(album.photos.length),
        photos: album.photos.map((photo) => ({
          photoGuid: photo.guid,
          batchGuid: 'B1',
          caption: '',
          dateCreated: '2026-01-01T10:00:00Z',
          ...(photo.video ? { mediaAssetType: 'video' } : {}),
          derivatives: { '342': derivative(photo, 342), '2048': derivative(photo, 2048) },
        })),
      });
    }
    const guids = new Set((body.photoGuids as string[] | undefined) ?? []);
    const items: Record<string, unknown> = {};
    for (const photo of album.photos.filter((p) => guids.has(p.guid))) {
      for (const longest of [342, 2048]) {
        const { checksum } = derivative(photo, longest);
        items[checksum] = {
          url_expiry: '2026-01-01T12:00:00Z',
          url_location: 'cvws.fake',
          url_path: `/S/${checksum}.jpg`,
        };
      }
    }
    const { hostname, port } = new URL(origin);
    return send(response, 200, {
      items,
      locations: { 'cvws.fake': { scheme: 'http', hosts: [`${hostname}:${port}`] } },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl: origin,
    requests,
    /** An album kept on `host`; answers its public link. */
    addAlbum(token: string, host: string, photos: FakeIcloudPhoto[]) {
      albums.set(token, { host, photos });
      return `https://www.icloud.com/sharedalbum/#${token}`;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeIcloudPhotos = Awaited<ReturnType<typeof startFakeIcloudPhotos>>;
