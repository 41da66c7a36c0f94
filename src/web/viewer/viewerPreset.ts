import { useEffect, useState } from 'react';
import { DEFAULT_LAYOUT_PRESET, type LayoutPreset, RESIZE_DEBOUNCE_MS } from '../../common/board';
import { autoDetectPreset } from '../../common/layout';

interface Viewport {
  width: number;
  height: number;
}

/**
 * The layout a viewer shows: the screen's target device preset when one was chosen in the editor;
 * a screen left on the base preset adapts to the display it is on (spec 02 §4 auto-detect).
 */
export function viewerPreset(screenPreset: LayoutPreset, viewport: Viewport): LayoutPreset {
  if (screenPreset !== DEFAULT_LAYOUT_PRESET) return screenPreset;
  return autoDetectPreset(viewport.width, viewport.height);
}

function currentViewport(): Viewport {
  return { width: window.innerWidth, height: window.innerHeight };
}

/** The window's size, followed 100 ms after it stops changing (a tablet turning, a window resized). */
export function useViewportSize(): Viewport {
  const [viewport, setViewport] = useState(currentViewport);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setViewport(currentViewport()), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return viewport;
}
