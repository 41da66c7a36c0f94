/** Library photo addresses and the widths they are served at; free of zod, for the viewer. */

/** The widths a photo is served at; a request is rounded up to the next one. */
export const PHOTO_WIDTH_STEPS = [320, 640, 1280, 1920, 2560] as const;
export type PhotoWidthStep = (typeof PHOTO_WIDTH_STEPS)[number];

/** The longest side a stored photo keeps: a board drawn full-screen needs no more. */
export const PHOTO_MAX_SIDE = 2560;

/** The smallest step at least `width` wide (the largest for anything wider). */
export function photoWidthStep(width: number): PhotoWidthStep {
  return PHOTO_WIDTH_STEPS.find((step) => step >= width) ?? PHOTO_MAX_SIDE;
}

/** The address of a library photo at a width step; `version` changes only with the photo itself. */
export function photoUrl(id: number, version: string, width: number = PHOTO_MAX_SIDE): string {
  return `/api/photos/${id}?w=${photoWidthStep(width)}&v=${version}`;
}

/** A library photo's own address: same-origin, so the session cookie goes with it. */
const LIBRARY_PATH = /^\/api\/photos\/\d{1,10}(?:\?[\w=&-]{0,100})?$/;

/** Whether an image address is a library photo's, which the server can serve at any step. */
export function isLibraryPhotoUrl(url: string): boolean {
  return LIBRARY_PATH.test(url);
}

/**
 * A library photo's address at the width it is drawn at: the layer's CSS width times the screen's
 * device pixel ratio, rounded up to a step. Other addresses come back as they are.
 */
export function sizedPhotoUrl(url: string, cssWidth: number, devicePixelRatio = 1): string {
  if (!isLibraryPhotoUrl(url)) return url;
  const [path = '', query = ''] = url.split('?');
  const step = photoWidthStep(Math.ceil(cssWidth * Math.max(1, devicePixelRatio)));
  const others = query.split('&').filter((pair) => pair !== '' && !pair.startsWith('w='));
  return `${path}?${[`w=${step}`, ...others].join('&')}`;
}
