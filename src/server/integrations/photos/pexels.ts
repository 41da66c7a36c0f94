/**
 * Pexels' photo search (`GET /v1/search`, the key in the Authorization header), mapped to the stock
 * photos Luno answers. Pexels asks apps to credit the photographer and link back, so each photo
 * keeps its photographer's page and its own.
 */
import type { StockPhoto, StockPhotoResults, StockPhotoSearch } from '../../../common/schemas/stock-photos';
import type { PexelsConfig } from '../../config';

/** A search Pexels refused or never answered: a bad key, its rate limit, or the network. */
export class PexelsSearchError extends Error {}

const TIMEOUT_MS = 10_000;

interface PexelsPhoto {
  id: number;
  width: number;
  height: number;
  url: string;
  photographer: string;
  photographer_url: string;
  alt: string | null;
  src: Record<'original' | 'large2x' | 'large' | 'medium' | 'small', string>;
}

interface PexelsSearchAnswer {
  total_results: number;
  photos: PexelsPhoto[];
}

function toStockPhoto(photo: PexelsPhoto): StockPhoto {
  return {
    id: photo.id,
    alt: photo.alt ?? '',
    photographer: photo.photographer,
    photographer_url: photo.photographer_url,
    url: photo.url,
    width: photo.width,
    height: photo.height,
    src: {
      small: photo.src.small,
      medium: photo.src.medium,
      large: photo.src.large,
      large2x: photo.src.large2x,
      original: photo.src.original,
    },
  };
}

function isSearchAnswer(body: unknown): body is PexelsSearchAnswer {
  const answer = body as PexelsSearchAnswer | null;
  return typeof answer?.total_results === 'number' && Array.isArray(answer.photos);
}

export interface StockPhotoProvider {
  search(search: StockPhotoSearch): Promise<StockPhotoResults>;
}

export function createPexels(config: PexelsConfig): StockPhotoProvider {
  return {
    async search({ query, page, per_page }) {
      const url = new URL('/v1/search', config.baseUrl);
      url.search = new URLSearchParams({ query, page: String(page), per_page: String(per_page) }).toString();
      let response: Response;
      try {
        response = await fetch(url, {
          headers: { authorization: config.apiKey, accept: 'application/json' },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new PexelsSearchError(`Pexels could not be reached: ${(error as Error).message}`);
      }
      if (!response.ok) {
        const reset = response.headers.get('x-ratelimit-reset');
        throw new PexelsSearchError(
          `Pexels answered ${response.status}${reset ? ` (rate limit resets at ${reset})` : ''}`,
        );
      }
      const body: unknown = await response.json().catch(() => null);
      if (!isSearchAnswer(body)) throw new PexelsSearchError('Pexels answered something other than a search');
      return { photos: body.photos.map(toStockPhoto), total_results: body.total_results };
    },
  };
}
