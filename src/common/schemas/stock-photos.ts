/**
 * Stock photos (spec 02 §3, §7): the search a member makes and the photos it answers. The credit a
 * board keeps beside a stock photo it shows is `photoCreditSchema` in style.ts.
 */
import { z } from 'zod';

export const STOCK_PHOTO_PAGE_SIZE = 15;
/** The most a provider hands out in one page. */
export const MAX_STOCK_PHOTO_PAGE_SIZE = 80;
/** Far past what anyone scrolls; it only keeps a stray value sane. */
export const MAX_STOCK_PHOTO_PAGE = 1000;
const MAX_QUERY_LENGTH = 200;

export const SEARCH_TERM_REQUIRED_MESSAGE = 'Please enter a search term.';
export const NO_IMAGES_FOUND_MESSAGE = 'No images found for your search.';
export const SEARCH_FAILED_MESSAGE = 'Failed to search images.';
export const SEARCH_NOT_SET_UP_MESSAGE =
  'Image search is not set up on this server. Whoever runs it can add a Pexels API key to turn it on.';

const pageMessage = `Page must be a whole number from 1 to ${MAX_STOCK_PHOTO_PAGE}.`;
const perPageMessage = `Photos per page must be a whole number from 1 to ${MAX_STOCK_PHOTO_PAGE_SIZE}.`;

/** GET /api/images/search-pexels?query&per_page&page */
export const stockPhotoSearchSchema = z.object({
  query: z
    .string({ error: SEARCH_TERM_REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: SEARCH_TERM_REQUIRED_MESSAGE })
    .max(MAX_QUERY_LENGTH, { error: `A search term must be at most ${MAX_QUERY_LENGTH} characters.` }),
  per_page: z.coerce
    .number({ error: perPageMessage })
    .int({ error: perPageMessage })
    .min(1, { error: perPageMessage })
    .max(MAX_STOCK_PHOTO_PAGE_SIZE, { error: perPageMessage })
    .default(STOCK_PHOTO_PAGE_SIZE),
  page: z.coerce
    .number({ error: pageMessage })
    .int({ error: pageMessage })
    .min(1, { error: pageMessage })
    .max(MAX_STOCK_PHOTO_PAGE, { error: pageMessage })
    .default(1),
});
export type StockPhotoSearch = z.output<typeof stockPhotoSearchSchema>;

export const stockPhotoSizesSchema = z.object({
  small: z.string(),
  medium: z.string(),
  large: z.string(),
  large2x: z.string(),
  original: z.string(),
});
export type StockPhotoSizes = z.infer<typeof stockPhotoSizesSchema>;

/** A stock photo: the spec's fields, plus the links its credit needs. */
export const stockPhotoSchema = z.object({
  id: z.number(),
  alt: z.string(),
  photographer: z.string(),
  photographer_url: z.string(),
  /** The photo's own page at the library. */
  url: z.string(),
  width: z.number(),
  height: z.number(),
  src: stockPhotoSizesSchema,
});
export type StockPhoto = z.infer<typeof stockPhotoSchema>;

export const stockPhotoResultsSchema = z.object({
  photos: z.array(stockPhotoSchema),
  total_results: z.number(),
});
export type StockPhotoResults = z.infer<typeof stockPhotoResultsSchema>;
