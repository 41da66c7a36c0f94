import { type ReactNode, useMemo } from 'react';
import { sizedPhotoUrl } from '../../common/photo-sizes';
import type { LibrarySlideshow as LibrarySettings } from '../../common/schemas/album';
import { usePhotos } from '../api/photos';
import { Slideshow } from './AlbumSlideshow';

interface LibrarySlideshowProps {
  library: LibrarySettings;
  /** Drawn while the library has no photos (or is still loading). */
  empty: ReactNode;
  /** Wraps the slideshow when there are photos to show. */
  shown?: (slideshow: ReactNode) => ReactNode;
}

/**
 * The family's whole photo library as a slideshow, each photo asked for at the width it is shown.
 * The library list is live, so a photo uploaded from a phone joins the slideshow by itself.
 */
export function LibrarySlideshow({
  library,
  empty,
  shown = (slideshow) => slideshow,
}: LibrarySlideshowProps) {
  const { data: photos } = usePhotos();
  const slides = useMemo(
    () =>
      (photos ?? []).map((photo) => ({
        id: String(photo.id),
        // The shown size is already in device pixels.
        src: (shown: { width: number }) => sizedPhotoUrl(photo.url, shown.width),
      })),
    [photos],
  );
  if (slides.length === 0) return <>{empty}</>;
  return (
    <>
      {shown(<Slideshow slides={slides} intervalSeconds={library.intervalSeconds} order={library.order} />)}
    </>
  );
}
