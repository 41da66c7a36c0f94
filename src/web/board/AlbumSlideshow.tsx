import { type CSSProperties, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { LinkedAlbum, SlideshowOrder } from '../../common/schemas/album';
import { useCurrentAlbumPhotos } from '../api/albums';
import { sizedPhotoUrl, stepUp } from './albumPhotoSize';
import { useKeptSlideshow } from './keptSlideshows';
import { type SlideshowSequence, slideshowSequence } from './slideshowOrder';
import { useWallTouch } from './wallTouch';

const FADE_MS = 1200;
type Size = { width: number; height: number };
const frameStyle: CSSProperties = {
  position: 'absolute',
  inset: 0,
  overflow: 'hidden',
  borderRadius: 'inherit',
};
const slideStyle: CSSProperties = {
  position: 'absolute',
  inset: 0,
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
};

/**
 * The frame's size in device pixels, as the board is scaled on this screen. Read when the browser
 * has laid the page out (a ResizeObserver reports every element it watches once at the start):
 * measuring as the board is committed would lay out the whole board an extra time.
 */
function useShownSize(frame: React.RefObject<HTMLDivElement | null>) {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      const box = element.getBoundingClientRect();
      const ratio = window.devicePixelRatio || 1;
      const next = { width: stepUp(box.width * ratio), height: stepUp(box.height * ratio) };
      setSize((current) =>
        current && current.width === next.width && current.height === next.height ? current : next,
      );
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [frame]);
  return size;
}

const nextPhotoStyle: CSSProperties = {
  position: 'absolute',
  inset: 0,
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  pointerEvents: 'auto',
};

/** A photo appears once it has loaded, fading in over the one before; until then the last one stays. */
function fadeIn(image: HTMLImageElement) {
  image.style.opacity = '1';
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  image.animate?.([{ opacity: 0 }, { opacity: 1 }], { duration: FADE_MS, easing: 'ease-in-out' });
}

/** One photo of a slideshow: its address at the size (in device pixels) it is shown. */
export interface Slide {
  id: string;
  src: (shown: Size) => string;
}

interface SlideshowProps {
  slides: Slide[];
  intervalSeconds: number;
  order: SlideshowOrder;
}

/**
 * A photo that would not load (gone from the album, or not kept on a display that is offline) is
 * passed over for this long, so the slideshow keeps changing among the photos it can show.
 */
const SKIP_FAILED_MS = 5 * 60_000;

interface SlideState {
  /** The photo asked for now; it shows once it has loaded. */
  current: number;
  /** The last photo that loaded, shown under the current one until that has faded in. */
  previous: number | null;
  currentLoaded: boolean;
}

/**
 * Photos shown one at a time, each for the interval, the next cross-fading over the last once it
 * has loaded; a photo that fails to load is skipped. Fills its parent. On a touch wall, a tap shows
 * the next photo at once.
 */
export function Slideshow({ slides: images, order, intervalSeconds }: SlideshowProps) {
  const frame = useRef<HTMLDivElement>(null);
  const shown = useShownSize(frame);
  const wall = useWallTouch();
  const [slides, setSlides] = useState<SlideState>({ current: -1, previous: null, currentLoaded: false });
  const failedAt = useRef(new Map<string, number>());
  const imagesKey = images.map((image) => image.id).join('\n');
  const count = imagesKey === '' ? 0 : imagesKey.split('\n').length;
  const sequence = useRef<SlideshowSequence>(slideshowSequence(0, order));
  const ids = useRef<string[]>([]);
  useKeptSlideshow(shown ? images.map((image) => image.src(shown)) : null);

  // The next photo not failed lately; when every one has, the next in order.
  const nextIndex = useCallback(() => {
    for (let tries = 0; tries < ids.current.length; tries++) {
      const index = sequence.current.next();
      const failed = failedAt.current.get(ids.current[index]!);
      if (failed === undefined || Date.now() - failed > SKIP_FAILED_MS) return index;
    }
    return null;
  }, []);

  useEffect(() => {
    ids.current = imagesKey === '' ? [] : imagesKey.split('\n');
    sequence.current = slideshowSequence(ids.current.length, order);
    setSlides({ current: nextIndex() ?? sequence.current.next(), previous: null, currentLoaded: false });
  }, [imagesKey, order, nextIndex]);

  const advance = useCallback(() => {
    const index = nextIndex() ?? sequence.current.next();
    setSlides((slides) => ({
      current: index,
      previous: slides.currentLoaded ? slides.current : slides.previous,
      currentLoaded: false,
    }));
  }, [nextIndex]);

  // Each photo stays its interval from when it came, so a tap starts the next one's afresh.
  useEffect(() => {
    if (count < 2 || slides.current < 0) return;
    const timer = window.setTimeout(advance, intervalSeconds * 1000);
    return () => window.clearTimeout(timer);
  }, [slides.current, count, intervalSeconds, advance]);

  const tapNext = wall && count > 1 ? advance : undefined;

  const current = images[slides.current];
  const previous = slides.previous === null ? undefined : images[slides.previous];

  const asked = slides.current;
  function loaded(image: HTMLImageElement) {
    fadeIn(image);
    setSlides((slides) => (slides.current === asked ? { ...slides, currentLoaded: true } : slides));
  }
  function failed(id: string) {
    failedAt.current.set(id, Date.now());
    const index = nextIndex();
    if (index === null) return;
    setSlides((slides) => (slides.current === asked ? { ...slides, current: index } : slides));
  }

  return (
    <div ref={frame} style={frameStyle} data-album-slideshow="">
      {shown && previous && previous !== current && (
        <img key={`before-${previous.id}`} src={previous.src(shown)} alt="" style={slideStyle} />
      )}
      {shown && current && (
        <img
          key={current.id}
          src={current.src(shown)}
          alt=""
          style={{ ...slideStyle, opacity: 0 }}
          onLoad={(event) => loaded(event.currentTarget)}
          onError={() => failed(current.id)}
          draggable={false}
          data-album-photo={current.id}
        />
      )}
      {tapNext && (
        // A tap anywhere on the photo; out of the tab order, as the background it may sit in is hidden
        // from assistive technology (the photos move on by themselves for everyone else).
        <button
          type="button"
          tabIndex={-1}
          style={nextPhotoStyle}
          aria-label="Next photo"
          onClick={tapNext}
        />
      )}
    </div>
  );
}

/** An album's slideshow, of its photos as the server last read them. */
export function AlbumSlideshow({ album }: { album: LinkedAlbum }) {
  const images = useCurrentAlbumPhotos(album);
  const slides = useMemo(
    () => images.map((image) => ({ id: image.id, src: (shown: Size) => sizedPhotoUrl(image, shown) })),
    [images],
  );
  return <Slideshow slides={slides} intervalSeconds={album.intervalSeconds} order={album.order} />;
}
