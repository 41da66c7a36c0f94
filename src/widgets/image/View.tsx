import { type CSSProperties, useState } from 'react';
import type { ComponentOfType } from '../../common/schemas/component';
import { httpUrl } from '../../web/board/cssValues';
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

/** The picture, filling its card. Without one, the editor prompts for it and a display shows nothing. */
export function ImageView({ component, editing }: WidgetViewProps<ComponentOfType<'image'>>) {
  const url = httpUrl(component.imageDataUrl);
  // A library photo is fetched at the size it is drawn at, once that is measured.
  const { ref, src } = useSizedPhotoUrl<HTMLImageElement>(url);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  if (!url) return editing ? <ImagePlaceholder message="No image yet" /> : null;
  if (failedSrc === url)
    return editing ? <ImagePlaceholder message="This image could not be loaded" /> : null;
  return (
    <img
      ref={ref}
      src={src ?? undefined}
      alt=""
      style={imageStyle}
      draggable={false}
      onError={() => setFailedSrc(url)}
    />
  );
}
