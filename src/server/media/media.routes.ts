import type { FastifyInstance, FastifyRequest } from 'fastify';
import { albumImagesSchema, scrapeAlbumQuerySchema } from '../../common/schemas/album';
import { requireMember } from '../http/auth';
import { HttpError, parse } from '../http/errors';
import { answers } from '../http/zod-serializer';
import { AlbumLinkError, type SharedAlbums } from './shared-albums';

const STATUS: Record<AlbumLinkError['kind'], number> = {
  refused: 400,
  unsupported: 400,
  empty: 400,
  failed: 502,
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

export interface MediaDeps {
  albums: SharedAlbums;
}

export function mediaRoutes(app: FastifyInstance, { albums }: MediaDeps): void {
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
        if (error instanceof AlbumLinkError) throw new HttpError(STATUS[error.kind], error.message);
        throw error;
      }
    },
  );
}
