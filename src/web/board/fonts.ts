/**
 * The board's web fonts, self-hosted from @fontsource and fetched only when a board first uses a
 * family, so a viewer downloads just the fonts of the board it shows. Weights 400 and 700 cover
 * normal and bold; the browser synthesises the others from them.
 */

import type { FontFamilyName } from '../../common/board';

// Static import() paths, one per family, so the bundler can emit each font as its own chunk.
const FONT_LOADERS: Record<FontFamilyName, () => Promise<unknown>[]> = {
  Roboto: () => [import('@fontsource/roboto/400.css'), import('@fontsource/roboto/700.css')],
  'Open Sans': () => [import('@fontsource/open-sans/400.css'), import('@fontsource/open-sans/700.css')],
  Lato: () => [import('@fontsource/lato/400.css'), import('@fontsource/lato/700.css')],
  Montserrat: () => [import('@fontsource/montserrat/400.css'), import('@fontsource/montserrat/700.css')],
  Poppins: () => [import('@fontsource/poppins/400.css'), import('@fontsource/poppins/700.css')],
  Nunito: () => [import('@fontsource/nunito/400.css'), import('@fontsource/nunito/700.css')],
  Raleway: () => [import('@fontsource/raleway/400.css'), import('@fontsource/raleway/700.css')],
  Inter: () => [import('@fontsource/inter/400.css'), import('@fontsource/inter/700.css')],
  'Source Sans 3': () => [
    import('@fontsource/source-sans-3/400.css'),
    import('@fontsource/source-sans-3/700.css'),
  ],
  Oswald: () => [import('@fontsource/oswald/400.css'), import('@fontsource/oswald/700.css')],
  Merriweather: () => [
    import('@fontsource/merriweather/400.css'),
    import('@fontsource/merriweather/700.css'),
  ],
  'Playfair Display': () => [
    import('@fontsource/playfair-display/400.css'),
    import('@fontsource/playfair-display/700.css'),
  ],
  Lora: () => [import('@fontsource/lora/400.css'), import('@fontsource/lora/700.css')],
  // Pacifico is published in one weight only.
  Pacifico: () => [import('@fontsource/pacifico/400.css')],
};

const requested = new Map<string, Promise<void>>();

function isBoardFont(family: string): family is FontFamilyName {
  return Object.hasOwn(FONT_LOADERS, family);
}

/** Loads a board font family once; families the board does not offer (or none) are ignored. */
export function ensureFont(family: string | null | undefined): Promise<void> {
  if (!family || !isBoardFont(family)) return Promise.resolve();
  let loading = requested.get(family);
  if (!loading) {
    loading = Promise.all(FONT_LOADERS[family]()).then(
      () => undefined,
      (err: unknown) => {
        // A failed download leaves the fallback font in place; a later use may try again.
        requested.delete(family);
        console.warn(`Could not load the ${family} font`, err);
      },
    );
    requested.set(family, loading);
  }
  return loading;
}
