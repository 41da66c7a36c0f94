import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../common/error-codes';
import { albumImagesSchema, scrapeAlbumQuerySchema } from '../../common/schemas/album';
import { DomainError, notFound } from '../domain-errors';
import { requireMember } from '../http/auth';
import { parse } from '../http/errors';
import { answers } from '../http/zod-serializer';
import type { AlbumRefresh } from './album-refresh';
import { AlbumLinkError, type SharedAlbums } from './shared-albums';

const CODE: Record<AlbumLinkError['kind'], ErrorCode> = {
  refused: 'invalid_request',
  unsupported: 'invalid_request',
  empty: 'invalid_request',
  failed: 'provider_failed',
};

/**
 * Each reading fetches from another service: a family links a few albums, not dozens a minute.
 * Counted per family; a request without a session is refused before it fetches anything.
 */
const albumReadLimit = {
  max: 20,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => `family:${request.auth?.familyId}`,
  allowList: (request: FastifyRequest) => !request.auth,
};

/** Displays ask for their albums' photos when they load and when the server announces a new reading. */
const currentPhotosLimit = { ...albumReadLimit, max: 240 };

export const ALBUM_NOT_LINKED = 'That album is not on any of your boards.';

export interface MediaDeps {
  albums: SharedAlbums;
  refresh: AlbumRefresh;
}

export function mediaRoutes(app: FastifyInstance, { albums, refresh }: MediaDeps): void {
  app.get(
    '/api/scrape-album',
    {
      config: { displays: 'refused', rateLimit: albumReadLimit },
      ...answers(albumImagesSchema),
    },
    async (request) => {
      requireMember(request);
      const { url } = parse(scrapeAlbumQuerySchema, request.query ?? {});
      try {
        return await albums.read(url);
      } catch (error) {
        if (error instanceof AlbumLinkError) throw new DomainError(CODE[error.kind], error.message);
        throw error;
      }
    },
  );

  // A board's album as the server last read it: what a display shows, kept fresh by the server's
  // scheduled readings, which announce a change of photos.
  app.get(
    '/api/albums/photos',
    { config: { rateLimit: currentPhotosLimit }, ...answers(albumImagesSchema) },
    async (request) => {
      const { familyId } = requireMember(request);
      const { url } = parse(scrapeAlbumQuerySchema, request.query ?? {});
      const images = await refresh.current(familyId, url);
      if (!images) throw notFound(ALBUM_NOT_LINKED);
      return images;
    },
  );
}
