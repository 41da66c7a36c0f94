import { useInfiniteQuery } from '@tanstack/react-query';
import { STOCK_PHOTO_PAGE_SIZE, type StockPhotoResults } from '../../common/schemas/stock-photos';
import { api } from './client';
import { queryKeys } from './freshness';

export const stockPhotosApi = {
  search: (query: string, page: number) =>
    api.get<StockPhotoResults>(
      `/api/images/search-pexels?${new URLSearchParams({
        query,
        per_page: String(STOCK_PHOTO_PAGE_SIZE),
        page: String(page),
      })}`,
    ),
};

/**
 * A stock photo search, 15 photos a page; each next page is appended to the ones already shown.
 * Null `query` searches nothing yet. Answers stay fresh for the session: the server keeps them a day.
 */
export function useStockPhotoSearch(query: string | null) {
  return useInfiniteQuery({
    queryKey: queryKeys.stockPhotos(query ?? ''),
    queryFn: ({ pageParam }) => stockPhotosApi.search(query ?? '', pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const shown = pages.reduce((count, page) => count + page.photos.length, 0);
      return last.photos.length > 0 && shown < last.total_results ? pages.length + 1 : undefined;
    },
    enabled: query !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
