/**
 * Shared album links (spec 02 §3 "Album image", §7 GET /api/scrape-album): what the server reads
 * from an album, and the slideshow a background or an image layer keeps of it.
 */
import { z } from 'zod';
import { imageUrlSchema } from './style';

export const ALBUM_URL_MISSING = 'Please enter an album URL.';
export const ALBUM_EMPTY = 'No images found in the provided album URL or album type not supported.';
export const ALBUM_FETCH_FAILED = 'Failed to fetch images from album.';

/** At most this many photos are read from one album (the first ones the album lists). */
export const MAX_ALBUM_IMAGES = 300;
export const SLIDESHOW_INTERVAL_RANGE = { min: 5, max: 3600 } as const;
export const DEFAULT_SLIDESHOW_SECONDS = 30;
export const SLIDESHOW_ORDERS = ['in-order', 'shuffle'] as const;
export type SlideshowOrder = (typeof SLIDESHOW_ORDERS)[number];

const httpUrl = (label: string) =>
  imageUrlSchema(label).pipe(z.string({ error: `${label} must be an http or https URL.` }));

/** One photo of an album: `url` shows it large, `thumbnailUrl` in a picker. */
export const albumImageSchema = z.object({
  id: z.string().min(1).max(200),
  url: httpUrl('Album photo URL'),
  thumbnailUrl: httpUrl('Album thumbnail URL'),
  /** The photo's own size, when the album says. */
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  /** True when `url` ends in a `=wW-hH` size the viewer may change to the size it shows. */
  resizable: z.boolean().optional(),
  /** The fixed sizes the album offers (iCloud's derivatives), for the viewer to take the smallest that covers. */
  sizes: z
    .array(
      z.object({
        width: z.number().int().positive(),
        height: z.number().int().positive(),
        url: httpUrl('Album photo size URL'),
      }),
    )
    .max(8)
    .optional(),
});
export type AlbumImage = z.output<typeof albumImageSchema>;

/** GET /api/scrape-album?url= */
export const scrapeAlbumQuerySchema = z.object({
  url: z
    .string({ error: ALBUM_URL_MISSING })
    .trim()
    .min(1, { error: ALBUM_URL_MISSING })
    .max(2048, { error: 'The album URL must be at most 2048 characters.' }),
});
export const albumImagesSchema = z.array(albumImageSchema);

const intervalMessage = `The slideshow interval must be a whole number of seconds from ${SLIDESHOW_INTERVAL_RANGE.min} to ${SLIDESHOW_INTERVAL_RANGE.max}.`;

const intervalSecondsSchema = z
  .number({ error: intervalMessage })
  .int({ error: intervalMessage })
  .min(SLIDESHOW_INTERVAL_RANGE.min, { error: intervalMessage })
  .max(SLIDESHOW_INTERVAL_RANGE.max, { error: intervalMessage })
  .default(DEFAULT_SLIDESHOW_SECONDS);
const orderSchema = z
  .enum(SLIDESHOW_ORDERS, { error: 'The slideshow order must be in-order or shuffle.' })
  .default('shuffle');

/** An album linked to a background or an image layer: its photos shown in turn. */
export const linkedAlbumSchema = z.object({
  url: httpUrl('Album URL'),
  images: z
    .array(albumImageSchema)
    .max(MAX_ALBUM_IMAGES, { error: `An album can show at most ${MAX_ALBUM_IMAGES} photos.` }),
  intervalSeconds: intervalSecondsSchema,
  order: orderSchema,
});
export type LinkedAlbum = z.output<typeof linkedAlbumSchema>;

/** The album field of a background or an image layer: absent on boards saved before albums, null once unlinked. */
export const albumFieldSchema = linkedAlbumSchema.nullable().optional();

/** The family's whole photo library shown as a slideshow on a background or an image layer. */
export const librarySlideshowSchema = z.object({
  intervalSeconds: intervalSecondsSchema,
  order: orderSchema,
});
export type LibrarySlideshow = z.output<typeof librarySlideshowSchema>;

/** The library field: absent on boards saved before it, null when the board shows no library slideshow. */
export const libraryFieldSchema = librarySlideshowSchema.nullable().optional();
