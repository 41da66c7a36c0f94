import { type CSSProperties, useState } from 'react';
import type { ComponentOfType } from '../../common/schemas/component';
import { AlbumSlideshow } from '../../web/board/AlbumSlideshow';
import { httpUrl } from '../../web/board/cssValues';
import { LibrarySlideshow } from '../../web/board/LibrarySlideshow';
import { PhotoCredit } from '../../web/board/PhotoCredit';
import { useSizedPhotoUrl } from '../../web/board/sizedPhotos';
import type { WidgetViewProps } from '../views';
import { ImagePlaceholder } from './ImagePlaceholder';

const imageStyle: CSSProperties = {
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  borderRadius: 'inherit',
};

const creditedStyle: CSSProperties = {
  position: 'relative',
  width: '100%',
  height: '100%',
  borderRadius: 'inherit',
};

/** The picture, or the photo library's or linked album's slideshow, filling its card. Without one, the editor prompts for it and a display shows nothing. */
export function ImageView({ component, editing }: WidgetViewProps<ComponentOfType<'image'>>) {
  const url = httpUrl(component.imageDataUrl);
  // A library photo is fetched at the size it is drawn at, once that is measured.
  const { ref, src } = useSizedPhotoUrl<HTMLImageElement>(url);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  if (component.library)
    return (
      <LibrarySlideshow
        library={component.library}
        empty={editing ? <ImagePlaceholder message="No photos in the library yet" /> : null}
      />
    );
  if (component.album?.images.length) return <AlbumSlideshow album={component.album} />;
  if (!url) return editing ? <ImagePlaceholder message="No image yet" /> : null;
  if (failedSrc === url)
    return editing ? <ImagePlaceholder message="This image could not be loaded" /> : null;
  const image = (
    <img
      ref={ref}
      src={src ?? undefined}
      alt=""
      style={imageStyle}
      draggable={false}
      onError={() => setFailedSrc(url)}
    />
  );
  if (!component.imageCredit) return image;
  return (
    <div style={creditedStyle}>
      {image}
      <PhotoCredit credit={component.imageCredit} placement="layer" inert={editing} />
    </div>
  );
}
