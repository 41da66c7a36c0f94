import type { AlbumImage } from '../../common/schemas/album';

/** Requested sizes are rounded up to this step, so a small resize asks for no new picture. */
export const SIZE_STEP = 160;

export const stepUp = (pixels: number) => Math.max(SIZE_STEP, Math.ceil(pixels / SIZE_STEP) * SIZE_STEP);

/**
 * The photo's address at the size it is shown: a Google Photos address takes its `=wW-hH` suffix,
 * sized so the picture covers the frame (Google fits a picture inside the size it is asked for);
 * an album of fixed sizes (iCloud's, smallest first) gives the smallest that covers the frame.
 */
export function sizedPhotoUrl(image: AlbumImage, shown: { width: number; height: number } | null): string {
  if (!shown) return image.url;
  if (image.sizes?.length) {
    const covering = image.sizes.find((size) => size.width >= shown.width && size.height >= shown.height);
    return (covering ?? image.sizes.at(-1)!).url;
  }
  if (!image.resizable) return image.url;
  const scale =
    image.width && image.height
      ? Math.max(shown.width / image.width, shown.height / image.height)
      : Number.NaN;
  const width = stepUp(Number.isFinite(scale) ? image.width! * scale : shown.width);
  const height = stepUp(Number.isFinite(scale) ? image.height! * scale : shown.height);
  return image.url.replace(/=w\d+-h\d+$/, `=w${width}-h${height}`);
}
