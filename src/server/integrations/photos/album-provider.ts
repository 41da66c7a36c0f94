import type { AlbumImage } from '../../../common/schemas/album';
import type { GuardedFetch } from '../guarded-fetch';

/** One kind of shared album link (Google Photos, iCloud): recognised by its address, read through the guarded fetcher. */
export interface AlbumProvider {
  id: string;
  /** Whether the link is one of this provider's albums. */
  recognises(url: URL): boolean;
  /** The album's photos in the album's order, at most `limit` of them. */
  read(url: URL, fetch: GuardedFetch, limit: number): Promise<AlbumImage[]>;
}

/** A link of a recognised provider that Luno cannot read yet; the message says so to the family. */
export class AlbumLinkNotSupported extends Error {
  override name = 'AlbumLinkNotSupported';
}

/** The service answered, but not with an album Luno understands (gone, private, changed format). */
export class AlbumUnreadable extends Error {
  override name = 'AlbumUnreadable';
}

/** `https://host/path?query` of the provider, or the same path and query under the configured origin. */
export function underBase(url: URL, baseUrl: string | undefined): URL {
  return baseUrl ? new URL(`${url.pathname}${url.search}`, `${baseUrl}/`) : url;
}
