import { SCREENSHOTS, type ScreenshotName } from './screenshots';

interface ScreenshotProps {
  name: ScreenshotName;
  /** How wide it is drawn, as the `sizes` attribute says it, so the browser picks the right width. */
  sizes: string;
  /** The page's main picture: fetched first and at once, never lazily. */
  priority?: boolean;
  className?: string;
  /** Replaces the description written when the picture was taken. */
  alt?: string;
}

const srcSet = (name: string, widths: readonly number[], format: string) =>
  widths.map((width) => `/images/site/${name}-${width}.${format} ${width}w`).join(', ');

/**
 * A picture of Luno taken by scripts/site-screenshots.ts: AVIF, else WebP, at the width the page
 * draws it, with its own width and height so the page does not move when it arrives.
 */
export function Screenshot({ name, sizes, priority = false, className, alt }: ScreenshotProps) {
  const shot = SCREENSHOTS[name];
  const fallback = shot.widths[Math.min(1, shot.widths.length - 1)];
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet(name, shot.widths, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(name, shot.widths, 'webp')} sizes={sizes} />
      <img
        src={`/images/site/${name}-${fallback}.webp`}
        alt={alt ?? shot.alt}
        width={shot.width}
        height={shot.height}
        // Never drawn wider than it was taken: a small picture stays sharp, at its own size.
        style={{ maxWidth: `${shot.width}px` }}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        fetchPriority={priority ? 'high' : 'low'}
      />
    </picture>
  );
}
