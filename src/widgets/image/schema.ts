import { z } from 'zod';
import { albumFieldSchema, libraryFieldSchema } from '../../common/schemas/album';
import { imageUrlSchema, photoCreditSchema } from '../../common/schemas/style';
import type { WidgetDefinition } from '../registry';

export const imageFields = z.object({
  imageDataUrl: imageUrlSchema('Image URL').default(null),
  /** A shared album shown as a slideshow instead of the one image. */
  album: albumFieldSchema,
  /** The family's photo library shown as a slideshow instead of the one image. */
  library: libraryFieldSchema,
  /** Who took the picture, when it is a stock photo: credited on the board. */
  imageCredit: photoCreditSchema.default(null),
});

export const imageWidget: WidgetDefinition<'image', typeof imageFields> = {
  type: 'image',
  label: 'Image',
  description: 'A photo or picture from a link, an album or an image search.',
  fields: imageFields,
  defaultSize: { width: 250, height: 250 },
  defaultPosition: { x: 50, y: 50 },
  defaultStyle: { showHeader: false },
  available: true,
};
