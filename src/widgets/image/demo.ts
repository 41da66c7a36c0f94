import { DEFAULT_SLIDESHOW_SECONDS } from '../../common/schemas/album';
import { queryKeys } from '../../web/api/freshness';
import type { WidgetDemo } from '../views';

/** Pictures Luno serves itself, so the demo needs no other site. */
const PICTURES = ['beach-sunset', 'mountain-lake', 'autumn-walk', 'starry-camp'];

const albumUrl = (origin: string) => `${origin}/images/demo/`;

function albumImages(origin: string) {
  return PICTURES.map((name) => {
    const url = `${origin}/images/demo/${name}.svg`;
    return { id: name, url, thumbnailUrl: url };
  });
}

/** The family's photos as a slideshow, the way a linked album plays. */
export const demo: WidgetDemo = {
  sample: ({ origin }) => {
    const images = albumImages(origin);
    return {
      headerText: 'Family photos',
      // The album plays on the board; the first photo is the layer's own picture underneath.
      imageDataUrl: images[0]!.url,
      album: {
        url: albumUrl(origin),
        images,
        intervalSeconds: Math.min(DEFAULT_SLIDESHOW_SECONDS, 8),
        order: 'in-order',
      },
    };
  },
  // The album's photos as the server would answer them: the same pictures.
  answers: ({ origin }) => [[queryKeys.albumPhotos(albumUrl(origin)), albumImages(origin)]],
};
