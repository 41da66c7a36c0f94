import type { FastifyInstance } from 'fastify';
import {
  SEARCH_FAILED_MESSAGE,
  SEARCH_NOT_SET_UP_MESSAGE,
  stockPhotoResultsSchema,
  stockPhotoSearchSchema,
} from '../../common/schemas/stock-photos';
import { notSetUp, providerFailed } from '../domain-errors';
import { requireParent } from '../http/auth';
import { parse } from '../http/errors';
import { answers } from '../http/zod-serializer';
import { PexelsSearchError, type StockPhotoProvider } from '../integrations/photos/pexels';
import type { createSearchCache } from './search-cache';

export interface StockPhotosDeps {
  /** Null on a server without a Pexels key. */
  provider: StockPhotoProvider | null;
  cache: ReturnType<typeof createSearchCache>;
}

/** Searches a member makes while choosing a picture; far more than anyone types in a minute. */
const SEARCH_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };

export function stockPhotosRoutes(app: FastifyInstance, { provider, cache }: StockPhotosDeps): void {
  app.get(
    '/api/images/search-pexels',
    { config: { ...SEARCH_LIMIT, displays: 'refused' }, ...answers(stockPhotoResultsSchema) },
    async (request) => {
      requireParent(request);
      // Bad input is the caller's to fix whatever this server has set up, so it is answered first.
      const search = parse(stockPhotoSearchSchema, request.query);
      if (!provider) throw notSetUp(SEARCH_NOT_SET_UP_MESSAGE);
      try {
        return await cache.get(search, () => provider.search(search));
      } catch (error) {
        if (!(error instanceof PexelsSearchError)) throw error;
        request.log.warn({ err: error }, 'stock photo search failed');
        throw providerFailed(SEARCH_FAILED_MESSAGE);
      }
    },
  );
}
