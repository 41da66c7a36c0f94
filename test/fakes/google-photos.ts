import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A photo as the album lists it; `colour` paints the picture the fake serves for it. */
export interface FakeAlbumPhoto {
  id: string;
  width: number;
  height: number;
  colour?: string;
}

interface FakeAlbum {
  albumKey: string;
  authKey: string;
  photos: FakeAlbumPhoto[];
}

const readBody = (request: http.IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => resolve(text));
  });

/** A JSON chunk of a batchexecute reply, preceded by its length as Google writes it. */
const chunk = (value: unknown) => {
  const text = JSON.stringify(value);
  return `${Buffer.byteLength(text) + 1}\n${text}\n`;
};

/**
 * Google Photos' shared-album pages as they answer today, on 127.0.0.1 under one origin as
 * `LUNO_GOOGLE_PHOTOS_BASE_URL` puts them: a short link `/<code>` (photos.app.goo.gl) redirects to
 * `/share/<albumKey>?key=<authKey>` (photos.google.com), an HTML page whose first `pageSize`
 * items sit in an `AF_initDataCallback` data block — and a smaller block of the same shape before
 * it, as the real page repeats the cover photos — with the next page's token; `POST
 * /_/PhotosUi/data/batchexecute?rpcids=snAcKc` answers the following pages. Photos are served at
 * `/lh3/<id>=wW-hH` as SVG pictures of their colour when `servePhotos` is on, else named at
 * lh3.googleusercontent.com.
 */
export async function startFakeGooglePhotos({ servePhotos = false } = {}) {
  const albums = new Map<string, FakeAlbum>();
  const shortLinks = new Map<string, string>();
  /** Short links that send the browser somewhere of the test's choosing. */
  const redirects = new Map<string, string>();
  const requests: string[] = [];
  const photoRequests: string[] = [];
  const settings = { pageSize: 4, failWith: 0 };
  let origin = '';

  const baseUrlOf = (photo: FakeAlbumPhoto) =>
    servePhotos ? `${origin}/lh3/${photo.id}` : `https://lh3.googleusercontent.com/pw/AP1Gcz${photo.id}`;

  const item = (photo: FakeAlbumPhoto) => [
    photo.id,
    [baseUrlOf(photo), photo.width, photo.height, null, null, null, null, null, null, [1, 2]],
    1_700_000_000_000,
    'AHsKwW',
    0,
    1_700_000_100_000,
    null,
    null,
    [3],
  ];

  /** `[null, items, nextToken, [albumKey, title, …]]`, the data both the page and the batch call carry. */
  function pageData(album: FakeAlbum, offset: number) {
    const slice = album.photos.slice(offset, offset + settings.pageSize);
    const next =
      offset + settings.pageSize < album.photos.length ? `page-${offset + settings.pageSize}` : null;
    return [
      null,
      slice.map(item),
      next,
      [album.albumKey, 'Family album', [1_700_000_000_000]],
      null,
      'AHsKwW',
    ];
  }

  function albumPage(album: FakeAlbum) {
    const block = (key: string, data: unknown) =>
      `<script nonce="n">AF_initDataCallback({key: '${key}', hash: '2', data:${JSON.stringify(data)}, sideChannel: {}});</script>`;
    const cover = [null, album.photos.slice(0, 1).map(item), null];
    return `<!doctype html><html><head><title>Family album - Google Photos</title>${block('ds:0', cover)}
<script nonce="n">AF_initDataCallback({key: 'ds:2', hash: '5', data:["en",null,[["x"]]], sideChannel: {}});</script>
</head><body><c-wiz></c-wiz>${block('ds:1', pageData(album, 0))}</body></html>`;
  }

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(`${request.method} ${url.pathname}`);
    if (url.pathname.startsWith('/lh3/')) {
      const [id] = url.pathname.slice('/lh3/'.length).split('=');
      const photo = [...albums.values()].flatMap((album) => album.photos).find((p) => p.id === id);
      if (!photo) return response.writeHead(404).end();
      photoRequests.push(url.pathname.slice('/lh3/'.length));
      response.writeHead(200, { 'content-type': 'image/svg+xml', 'access-control-allow-origin': '*' });
      return response.end(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${photo.width}" height="${photo.height}"><rect width="100%" height="100%" fill="${photo.colour ?? '#888'}"/><text x="50%" y="50%" font-size="80" fill="#fff" text-anchor="middle">${photo.id}</text></svg>`,
      );
    }
    if (settings.failWith) return response.writeHead(settings.failWith).end('<html>Error</html>');
    const share = /^\/share\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && share) {
      const album = albums.get(share[1]!);
      if (!album || url.searchParams.get('key') !== album.authKey) return response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(albumPage(album));
    }
    if (request.method === 'POST' && url.pathname === '/_/PhotosUi/data/batchexecute') {
      const form = new URLSearchParams(await readBody(request));
      const [[[rpc, args]]] = JSON.parse(form.get('f.req') ?? '[[[]]]') as [[[string, string]]];
      const [albumKey, token, , authKey] = JSON.parse(args) as [string, string, null, string];
      const album = albums.get(albumKey);
      if (rpc !== 'snAcKc' || !album || authKey !== album.authKey || !token.startsWith('page-')) {
        return response.writeHead(400).end();
      }
      const data = pageData(album, Number(token.slice('page-'.length)));
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      return response.end(
        `)]}'\n\n${chunk([['wrb.fr', 'snAcKc', JSON.stringify(data), null, null, null, 'generic']])}${chunk([
          ['di', 42],
          ['af.httprm', 41, '-1', 7],
        ])}`,
      );
    }
    const code = /^\/([A-Za-z0-9]+)$/.exec(url.pathname)?.[1];
    if (code && redirects.has(code)) {
      response.writeHead(302, { location: redirects.get(code) });
      return response.end();
    }
    const albumKey = code ? shortLinks.get(code) : undefined;
    if (request.method === 'GET' && albumKey) {
      const album = albums.get(albumKey)!;
      response.writeHead(302, { location: `${origin}/share/${album.albumKey}?key=${album.authKey}` });
      return response.end();
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl: origin,
    requests,
    photoRequests,
    settings,
    /** An album with a short code; answers its share page address and its short link, as Google names them. */
    addAlbum(code: string, photos: FakeAlbumPhoto[]) {
      const album = { albumKey: `AF1QipAlbum${code}`, authKey: `Key${code}`, photos };
      albums.set(album.albumKey, album);
      shortLinks.set(code, album.albumKey);
      return {
        shortLink: `https://photos.app.goo.gl/${code}`,
        page: `https://photos.google.com/share/${album.albumKey}?key=${album.authKey}`,
      };
    },
    /** A short link that redirects to `location`; answers the link. */
    addRedirect(code: string, location: string) {
      redirects.set(code, location);
      return `https://photos.app.goo.gl/${code}`;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeGooglePhotos = Awaited<ReturnType<typeof startFakeGooglePhotos>>;
