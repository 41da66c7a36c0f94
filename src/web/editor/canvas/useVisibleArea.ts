import { type RefObject, useEffect } from 'react';
import type { Rect } from '../../../common/layout';
import { useEditorStoreApi } from '../EditorContext';

/**
 * Keeps the store told which part of the board is on screen (in board pixels), so a new layer lands
 * where the family is looking when the board is zoomed in and scrolled. Null while all of it shows.
 */
export function useVisibleArea(
  viewportRef: RefObject<HTMLElement | null>,
  canvasRef: RefObject<HTMLElement | null>,
  scale: number,
): void {
  const store = useEditorStoreApi();

  useEffect(() => {
    const viewport = viewportRef.current;
    const canvas = canvasRef.current;
    if (!viewport || !canvas || scale <= 0) return;
    const measure = () => {
      const seen = viewport.getBoundingClientRect();
      const board = canvas.getBoundingClientRect();
      // On a phone the page itself scrolls, and part of the canvas area may be off the window.
      const left = Math.max(seen.left, board.left, 0);
      const top = Math.max(seen.top, board.top, 0);
      const right = Math.min(seen.right, board.right, window.innerWidth);
      const bottom = Math.min(seen.bottom, board.bottom, window.innerHeight);
      const whole = left <= board.left && top <= board.top && right >= board.right && bottom >= board.bottom;
      const area: Rect | null =
        whole || right <= left || bottom <= top
          ? null
          : {
              x: Math.floor((left - board.left) / scale),
              y: Math.floor((top - board.top) / scale),
              width: Math.ceil((right - left) / scale),
              height: Math.ceil((bottom - top) / scale),
            };
      store.getState().setVisibleArea(area);
    };
    measure();
    // Scroll events do not bubble; listening in the capture phase hears the board's scroller and the page.
    window.addEventListener('scroll', measure, { capture: true, passive: true });
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('scroll', measure, { capture: true });
      window.removeEventListener('resize', measure);
      store.getState().setVisibleArea(null);
    };
  }, [viewportRef, canvasRef, scale, store]);
}
