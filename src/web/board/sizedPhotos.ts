import { type RefCallback, useCallback, useRef, useState } from 'react';
import { isLibraryPhotoUrl, sizedPhotoUrl } from '../../common/photo-sizes';

function devicePixelRatio(): number {
  return typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
}

/** A background fills the screen: its library photo is asked for at the screen's width. */
export function screenPhotoUrl(url: string | null | undefined): string | null | undefined {
  if (!url || typeof window === 'undefined') return url;
  return sizedPhotoUrl(url, window.innerWidth, devicePixelRatio());
}

/**
 * The address an image drawn in `ref`'s element should load: a library photo at the width the
 * element is drawn at (board scale included) times the device pixel ratio, rounded up to a step;
 * any other address as it is. A library photo waits for the first measurement, so the wrong size
 * is never fetched; after that a larger drawing asks for a larger step, a smaller one keeps what
 * it has.
 */
export function useSizedPhotoUrl<T extends HTMLElement>(
  url: string | null,
): { ref: RefCallback<T>; src: string | null } {
  const [drawnWidth, setDrawnWidth] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback<RefCallback<T>>((element) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    const measure = () => {
      const width = element.getBoundingClientRect().width;
      setDrawnWidth((widest) => Math.max(widest, Math.ceil(width)));
    };
    // Measured once the page is laid out (the observer reports at the start), not as the board is
    // committed, which would lay the whole board out an extra time for every photo on it.
    if (typeof ResizeObserver !== 'undefined') {
      observer.current = new ResizeObserver(measure);
      observer.current.observe(element);
    } else {
      measure();
    }
  }, []);
  if (!url || !isLibraryPhotoUrl(url)) return { ref, src: url };
  return { ref, src: drawnWidth > 0 ? sizedPhotoUrl(url, drawnWidth, devicePixelRatio()) : null };
}
