/** The family photo library (issue 26 §2): uploads kept by the server, served at a few widths. */
import { z } from 'zod';

/** The widths a photo is served at; a request is rounded up to the next one. */
export const PHOTO_WIDTH_STEPS = [320, 640, 1280, 1920, 2560] as const;
export type PhotoWidthStep = (typeof PHOTO_WIDTH_STEPS)[number];

/** The longest side a stored photo keeps: a 4K TV's width, and sharp on a phone's full photo. */
export const PHOTO_MAX_SIDE = 2560;

const MB = 1024 * 1024;

/** One upload: a phone's full-size photo (a 48-megapixel JPEG is 15–25 MB) with room to spare. */
export const PHOTO_MAX_FILE_BYTES = 30 * MB;
/** Photos a family keeps. */
export const PHOTO_MAX_COUNT = 500;
/** Bytes a family's stored photos add up to (after resizing: about 1 MB a photo). */
export const PHOTO_MAX_TOTAL_BYTES = 1024 * MB;

export const PHOTO_FILE_TOO_LARGE_MESSAGE = `That photo is larger than ${PHOTO_MAX_FILE_BYTES / MB} MB. Please choose a smaller one.`;
export const PHOTO_LIBRARY_FULL_MESSAGE = `The photo library is full (${PHOTO_MAX_COUNT} photos). Delete some photos to add more.`;
export const PHOTO_STORAGE_FULL_MESSAGE = `The photo library has no room left (${PHOTO_MAX_TOTAL_BYTES / MB / 1024} GB). Delete some photos to add more.`;
export const PHOTO_NOT_AN_IMAGE_MESSAGE =
  'That file is not a photo this server can read. Please choose a JPEG, PNG or WebP picture.';
export const PHOTO_HEIC_MESSAGE =
  'HEIC photos cannot be read on this server. Please upload it as JPEG: on an iPhone, pick it from the Photos library (it is converted), or choose Settings › Camera › Formats › Most Compatible.';
export const PHOTO_MISSING_MESSAGE = 'Please choose a photo to upload.';
export const PHOTO_NOT_FOUND_MESSAGE = 'Photo not found.';

export const photoSchema = z.object({
  id: z.number(),
  width: z.number(),
  height: z.number(),
  /** Bytes of the stored photo (its largest size). */
  bytes: z.number(),
  createdAt: z.string(),
  /** The photo at its stored size, versioned: what an image layer or background keeps. */
  url: z.string(),
});
export type Photo = z.infer<typeof photoSchema>;

export const uploadedPhotoSchema = z.object({ photo: photoSchema });

/** The smallest step at least `width` wide (the largest for anything wider). */
export function photoWidthStep(width: number): PhotoWidthStep {
  return PHOTO_WIDTH_STEPS.find((step) => step >= width) ?? PHOTO_MAX_SIDE;
}

/** The address of a library photo at a width step; `version` changes only with the photo itself. */
export function photoUrl(id: number, version: string, width: number = PHOTO_MAX_SIDE): string {
  return `/api/photos/${id}?w=${photoWidthStep(width)}&v=${version}`;
}

const LIBRARY_PATH = /^\/api\/photos\/(\d+)(?:\?|$)/;

/** Whether an image address is a library photo's, which the server can serve at any step. */
export function isLibraryPhotoUrl(url: string): boolean {
  return LIBRARY_PATH.test(url);
}

/**
 * A library photo's address at the width it is drawn at: the layer's CSS width times the screen's
 * device pixel ratio, rounded up to a step. Other addresses come back as they are.
 */
export function sizedPhotoUrl(url: string, cssWidth: number, devicePixelRatio = 1): string {
  if (!isLibraryPhotoUrl(url)) return url;
  const [path = '', query = ''] = url.split('?');
  const step = photoWidthStep(Math.ceil(cssWidth * Math.max(1, devicePixelRatio)));
  const others = query.split('&').filter((pair) => pair !== '' && !pair.startsWith('w='));
  return `${path}?${[`w=${step}`, ...others].join('&')}`;
}
