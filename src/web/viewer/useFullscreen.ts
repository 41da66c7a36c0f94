import { useCallback, useEffect, useState } from 'react';
import { LAYOUT_FULLSCREEN_EVENT } from '../board/fullscreen';

const isFullscreen = () => typeof document !== 'undefined' && document.fullscreenElement !== null;

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export interface Fullscreen {
  active: boolean;
  /** False where the browser offers no fullscreen (e.g. iPhone Safari). */
  supported: boolean;
  toggle: () => void;
}

/**
 * Whole-page fullscreen for the viewer: toggled by the `request-layout-fullscreen` window event, the
 * F key and the caller's button; `active` follows the browser, so Escape is noticed too.
 */
export function useFullscreen(): Fullscreen {
  const [active, setActive] = useState(isFullscreen);

  const toggle = useCallback(() => {
    if (document.fullscreenElement) {
      void document.exitFullscreen();
      return;
    }
    document.documentElement.requestFullscreen?.().catch((err: unknown) => {
      console.warn('Full-screen was refused by the browser', err);
    });
  }, []);

  useEffect(() => {
    const onChange = () => setActive(isFullscreen());
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'f' || event.repeat) return;
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      event.preventDefault();
      toggle();
    };
    document.addEventListener('fullscreenchange', onChange);
    window.addEventListener(LAYOUT_FULLSCREEN_EVENT, toggle);
    window.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      window.removeEventListener(LAYOUT_FULLSCREEN_EVENT, toggle);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [toggle]);

  return { active, supported: typeof document !== 'undefined' && document.fullscreenEnabled, toggle };
}
