/**
 * iCloud shared albums (`www.icloud.com/sharedalbum/#<token>`), read as icloud.com's own page
 * does: POST `webstream` lists the photos and the checksums of their sizes, POST `webasseturls`
 * turns checksums into download addresses. Both go to the album's partition host, named by the
 * token; a 330 answer names another host in `X-Apple-MMe-Host`. Download addresses expire after
 * some hours.
 */
import type { AlbumImage } from '../../../common/schemas/album';
import type { GuardedFetch } from '../guarded-fetch';
import { AlbumLinkNotSupported, type AlbumProvider, AlbumUnreadable } from './album-provider';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const PARTITION_HOST = /^p\d{1,4}-sharedstreams\.icloud\.com$/;
const ASSET_BATCH = 100;

export const NEW_ICLOUD_LINKS =
  'iCloud links of the form photos.icloud.com/shared/album/… are not supported yet. Use the album’s www.icloud.com/sharedalbum/#… link (Public Website in the album’s settings).';

interface Derivative {
  checksum?: string;
  width?: string | number;
  height?: string | number;
}
interface StreamPhoto {
  photoGuid?: string;
  mediaAssetType?: string;
  derivatives?: Record<string, Derivative>;
}
interface AssetUrls {
  items?: Record<string, { url_location?: string; url_path?: string }>;
  locations?: Record<string, { scheme?: string; hosts?: string[] }>;
}

/** The host the token's first characters name: one base-62 digit after an `A`, else two. */
export function partitionHost(token: string): string {
  const digit = (char: string | undefined) => BASE62.indexOf(char ?? '');
  const partition = token[0] === 'A' ? digit(token[1]) : digit(token[1]) * 62 + digit(token[2]);
  return `p${String(partition).padStart(2, '0')}-sharedstreams.icloud.com`;
}

const size = (derivative: Derivative) => Number(derivative.width ?? 0) * Number(derivative.height ?? 0);

export function icloudPhotos(baseUrl: string | undefined): AlbumProvider {
  const endpoint = (host: string, token: string, call: string) =>
    baseUrl
      ? `${baseUrl}/${host}/${token}/sharedstreams/${call}`
      : `https://${host}/${token}/sharedstreams/${call}`;

  async function post(fetch: GuardedFetch, url: string, body: unknown): Promise<Response> {
    return fetch(new URL(url), {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'https://www.icloud.com' },
      body: JSON.stringify(body),
    });
  }

  async function json<T>(response: Response, what: string): Promise<T> {
    if (!response.ok) throw new AlbumUnreadable(`${what} answered ${response.status}.`);
    try {
      return (await response.json()) as T;
    } catch {
      throw new AlbumUnreadable(`${what} is not JSON.`);
    }
  }

  return {
    id: 'icloud',
    recognises(url) {
      if (url.hostname === 'photos.icloud.com' && url.pathname.startsWith('/shared/album/')) {
        throw new AlbumLinkNotSupported(NEW_ICLOUD_LINKS);
      }
      return (
        (url.hostname === 'www.icloud.com' || url.hostname === 'icloud.com') &&
        url.pathname.startsWith('/sharedalbum')
      );
    },

    async read(url, fetch, limit) {
      const token = /^#?([A-Za-z0-9]+)/.exec(url.hash)?.[1];
      if (!token || token.length < 3) throw new AlbumUnreadable('The link names no album.');

      let host = partitionHost(token);
      let stream = await post(fetch, endpoint(host, token, 'webstream'), { streamCtag: null });
      if (stream.status === 330) {
        const moved = await stream.json().catch(() => ({}));
        const named =
          stream.headers.get('x-apple-mme-host') ?? (moved as Record<string, string>)['X-Apple-MMe-Host'];
        // Only another partition of the same service: the answer does not get to send us elsewhere.
        if (!named || !PARTITION_HOST.test(named))
          throw new AlbumUnreadable('The album moved to an unknown host.');
        host = named;
        stream = await post(fetch, endpoint(host, token, 'webstream'), { streamCtag: null });
      }
      const { photos = [] } = await json<{ photos?: StreamPhoto[] }>(stream, 'The album list');

      const chosen = photos
        .filter((photo) => photo.photoGuid && photo.mediaAssetType !== 'video' && photo.derivatives)
        .slice(0, limit)
        .map((photo) => {
          const sizes = Object.values(photo.derivatives ?? {})
            .filter((derivative) => derivative.checksum)
            .sort((a, b) => size(a) - size(b));
          return { guid: photo.photoGuid!, all: sizes, small: sizes[0], large: sizes.at(-1) };
        })
        .filter((photo) => photo.small && photo.large);

      const urls = new Map<string, string>();
      for (let start = 0; start < chosen.length; start += ASSET_BATCH) {
        const photoGuids = chosen.slice(start, start + ASSET_BATCH).map((photo) => photo.guid);
        const assets = await json<AssetUrls>(
          await post(fetch, endpoint(host, token, 'webasseturls'), { photoGuids }),
          'The photo addresses',
        );
        for (const [checksum, item] of Object.entries(assets.items ?? {})) {
          if (!item.url_location || !item.url_path) continue;
          const location = assets.locations?.[item.url_location];
          const scheme = location?.scheme === 'http' ? 'http' : 'https';
          urls.set(checksum, `${scheme}://${location?.hosts?.[0] ?? item.url_location}${item.url_path}`);
        }
      }

      const images: AlbumImage[] = [];
      for (const photo of chosen) {
        const url = urls.get(photo.large!.checksum!);
        const thumbnailUrl = urls.get(photo.small!.checksum!) ?? url;
        if (!url || !thumbnailUrl) continue;
        const width = Number(photo.large!.width);
        const height = Number(photo.large!.height);
        const sizes = photo.all.flatMap((derivative) => {
          const sized = urls.get(derivative.checksum!);
          const w = Number(derivative.width);
          const h = Number(derivative.height);
          return sized && w > 0 && h > 0 ? [{ width: w, height: h, url: sized }] : [];
        });
        images.push({
          id: photo.guid,
          url,
          thumbnailUrl,
          ...(width > 0 && height > 0 ? { width, height } : {}),
          ...(sizes.length > 1 ? { sizes: sizes.slice(-8) } : {}),
        });
      }
      return images;
    },
  };
}
