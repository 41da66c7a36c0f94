import { type RefObject, useLayoutEffect, useState } from 'react';
import { CANVAS_SCALE_MAX, RESIZE_DEBOUNCE_MS } from '../../common/board';

/** The largest scale (never above 1) at which a board of `board` size fits inside `container`. */
export function fitScale(
  container: { width: number; height: number },
  board: { width: number; height: number },
): number {
  if (board.width <= 0 || board.height <= 0) return CANVAS_SCALE_MAX;
  const scale = Math.min(container.width / board.width, container.height / board.height, CANVAS_SCALE_MAX);
  return Math.max(0, scale);
}

/**
 * The scale that fits a `boardWidth` x `boardHeight` board in the element of `containerRef` (spec 02
 * §9: capped at 1). Measured before the first paint, then again 100 ms after the container stops
 * changing size, so a window being dragged wider does not re-render the board on every frame.
 */
export function useFitScale(
  containerRef: RefObject<HTMLElement | null>,
  boardWidth: number,
  boardHeight: number,
): number {
  const [scale, setScale] = useState(CANVAS_SCALE_MAX);

  useLayoutEffect(() => {
    const element = containerRef.current;
    if (!element) return;
    const measure = () => {
      setScale(
        fitScale(
          { width: element.clientWidth, height: element.clientHeight },
          {
            width: boardWidth,
            height: boardHeight,
          },
        ),
      );
    };
    measure();

    let timer: ReturnType<typeof setTimeout> | undefined;
    const measureSoon = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, RESIZE_DEBOUNCE_MS);
    };
    // Older TV browsers have no ResizeObserver; the window's size is what changes there.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measureSoon);
    if (observer) observer.observe(element);
    else window.addEventListener('resize', measureSoon);
    return () => {
      clearTimeout(timer);
      if (observer) observer.disconnect();
      else window.removeEventListener('resize', measureSoon);
    };
  }, [containerRef, boardWidth, boardHeight]);

  return scale;
}
