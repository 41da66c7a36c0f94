/** The family photo library (issue 26 §2): uploads kept by the server, served at a few widths. */
import { z } from 'zod';

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
