import { createHash } from 'node:crypto';
import type { Metadata, Sharp, SharpOptions } from 'sharp';
import { PHOTO_MAX_SIDE } from '../../common/photo-sizes';
import { PHOTO_HEIC_MESSAGE, PHOTO_NOT_AN_IMAGE_MESSAGE } from '../../common/schemas/photos';
import { invalid } from '../domain-errors';

/** What is kept of an upload: the picture itself, upright, and nothing of its metadata. */
export interface StoredImage {
  data: Buffer;
  width: number;
  height: number;
  contentType: 'image/jpeg' | 'image/webp';
  version: string;
}

const READABLE_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);
/** A picture decoding past this many pixels is refused rather than filling the server's memory. */
const MAX_INPUT_PIXELS = 120_000_000;
const JPEG_QUALITY = 82;
const WEBP_QUALITY = 82;

type ImageLibrary = (input: Buffer, options?: SharpOptions) => Sharp;
let loading: Promise<ImageLibrary> | undefined;

/** The image library loads with the first photo, not at start: it adds about 40 ms to a cold start. */
function imageLibrary(): Promise<ImageLibrary> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}

/**
 * Reads an upload by its content, never by its name or declared type, and stores it at most
 * PHOTO_MAX_SIDE on its longest side with its EXIF orientation applied. sharp writes no metadata
 * unless asked, so GPS, camera and date fields are all dropped. Transparent pictures stay WebP so
 * they keep their transparency; the rest become JPEG, which every TV browser draws.
 */
export async function normalisePhoto(upload: Buffer): Promise<StoredImage> {
  const sharp = await imageLibrary();
  const input = () => sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  let metadata: Metadata;
  try {
    metadata = await input().metadata();
  } catch {
    throw invalid(PHOTO_NOT_AN_IMAGE_MESSAGE);
  }
  if (!metadata.format || !READABLE_FORMATS.has(metadata.format)) throw invalid(PHOTO_NOT_AN_IMAGE_MESSAGE);
  // The image library reads AVIF in a HEIF container, not the HEVC pictures of an iPhone's HEIC.
  if (metadata.format === 'heif' && metadata.compression !== 'av1') throw invalid(PHOTO_HEIC_MESSAGE);
  const transparent = metadata.hasAlpha === true;
  try {
    const pipeline = input()
      .rotate()
      .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
    const { data, info } = await (transparent
      ? pipeline.webp({ quality: WEBP_QUALITY })
      : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: JPEG_QUALITY, progressive: true })
    ).toBuffer({ resolveWithObject: true });
    return {
      data,
      width: info.width,
      height: info.height,
      contentType: transparent ? 'image/webp' : 'image/jpeg',
      version: createHash('sha256').update(data).digest('base64url').slice(0, 16),
    };
  } catch {
    throw invalid(PHOTO_NOT_AN_IMAGE_MESSAGE);
  }
}

/** A stored photo at a smaller width, in its own format. */
export async function resizePhoto(stored: Buffer, contentType: string, width: number): Promise<Buffer> {
  const sharp = await imageLibrary();
  const pipeline = sharp(stored).resize({ width, withoutEnlargement: true });
  return contentType === 'image/webp'
    ? pipeline.webp({ quality: WEBP_QUALITY }).toBuffer()
    : pipeline.jpeg({ quality: JPEG_QUALITY, progressive: true }).toBuffer();
}
