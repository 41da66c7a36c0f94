/**
 * Reading a shared album link a family gave: the provider that recognises it reads it through the
 * guarded fetcher. Each outcome the family should hear of is its own error.
 */
import {
  ALBUM_EMPTY,
  ALBUM_FETCH_FAILED,
  type AlbumImage,
  MAX_ALBUM_IMAGES,
} from '../../common/schemas/album';
import { FetchRefused, type GuardedFetch, normaliseUserUrl } from '../integrations/guarded-fetch';
import { AlbumLinkNotSupported, type AlbumProvider } from '../integrations/photos/album-provider';

/** Why an album gave no photos, in words the family reads; `kind` decides the HTTP status. */
export class AlbumLinkError extends Error {
  constructor(
    readonly kind: 'refused' | 'unsupported' | 'empty' | 'failed',
    message: string,
  ) {
    super(message);
  }
}

export interface SharedAlbums {
  read(link: string): Promise<AlbumImage[]>;
}

export function createSharedAlbums(
  providers: readonly AlbumProvider[],
  fetch: GuardedFetch,
  onFailure: (error: unknown, provider: string) => void,
): SharedAlbums {
  return {
    async read(link) {
      let url: URL;
      let provider: AlbumProvider | undefined;
      try {
        url = normaliseUserUrl(link);
        provider = providers.find((candidate) => candidate.recognises(url));
      } catch (error) {
        if (error instanceof FetchRefused || error instanceof AlbumLinkNotSupported) {
          throw new AlbumLinkError(error instanceof FetchRefused ? 'refused' : 'unsupported', error.message);
        }
        throw error;
      }
      if (!provider) throw new AlbumLinkError('unsupported', ALBUM_EMPTY);

      let images: AlbumImage[];
      try {
        images = await provider.read(url, fetch, MAX_ALBUM_IMAGES);
      } catch (error) {
        if (error instanceof FetchRefused) throw new AlbumLinkError('refused', error.message);
        onFailure(error, provider.id);
        throw new AlbumLinkError('failed', ALBUM_FETCH_FAILED);
      }
      if (images.length === 0) throw new AlbumLinkError('empty', ALBUM_EMPTY);
      return images;
    },
  };
}
