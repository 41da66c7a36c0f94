import { type CSSProperties, useState } from 'react';
import type { ComponentOfType } from '../../common/schemas/component';
import { httpUrl } from '../../web/board/cssValues';
import type { WidgetViewProps } from '../views';
import { ImagePlaceholder } from './ImagePlaceholder';

const imageStyle: CSSProperties = {
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  borderRadius: 'inherit',
};

export function ImageView({ component }: WidgetViewProps<ComponentOfType<'image'>>) {
  const src = httpUrl(component.imageDataUrl);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  if (!src) return <ImagePlaceholder message="No image yet" />;
  if (failedSrc === src) return <ImagePlaceholder message="This image could not be loaded" />;
  return <img src={src} alt="" style={imageStyle} draggable={false} onError={() => setFailedSrc(src)} />;
}
