import { type RefObject, useLayoutEffect, useState } from 'react';

export interface Room {
  /** Moved down by this many pixels… */
  dy: number;
  /** …and shrunk about its top centre by this much. */
  scale: number;
}

/**
 * How the board's area moves and shrinks so the board drawn in it clears a bar `bar` pixels high
 * over its top: an area `area` pixels high whose board is drawn from `boardTop` for `boardHeight`.
 * A black band above a letterboxed board is used first; the board shrinks only by what is missing,
 * and stays centred across.
 */
export function roomBelowBar(bar: number, area: number, boardTop: number, boardHeight: number): Room {
  if (bar <= 0 || boardHeight <= 0 || area <= bar) return { dy: 0, scale: 1 };
  const scale = Math.min(1, (area - bar) / boardHeight);
  const top = Math.max(bar, scale * boardTop);
  return { dy: top - scale * boardTop, scale };
}

/** The CSS transform of a room, or none when the board already clears the bar. */
export function roomTransform({ dy, scale }: Room): string | undefined {
  if (dy === 0 && scale === 1) return undefined;
  return `translateY(${dy}px) scale(${scale})`;
}

/**
 * The transform that makes room under the controls' bar for the board drawn in `areaRef`, measured
 * again whenever the area, the bar or the drawn board changes size (a new board is a new `board`).
 * It is measured whether the bar shows or not, so it is ready the moment the bar comes back.
 */
export function useRoomForControls(
  areaRef: RefObject<HTMLElement | null>,
  barRef: RefObject<HTMLElement | null>,
  board: unknown,
): string | undefined {
  const [transform, setTransform] = useState<string | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new board is a new drawn surface to watch
  useLayoutEffect(() => {
    const area = areaRef.current;
    const bar = barRef.current;
    // The board's own element, sized and centred by BoardSurface; its layout box ignores transforms.
    const drawn = area?.querySelector<HTMLElement>('.board-surface');
    if (!area || !bar || !drawn) {
      setTransform(undefined);
      return;
    }
    const measure = () =>
      setTransform(
        roomTransform(roomBelowBar(bar.offsetHeight, area.clientHeight, drawn.offsetTop, drawn.offsetHeight)),
      );
    measure();
    // Older TV browsers have no ResizeObserver; the window's size is what changes there.
    // Older TV browsers have no ResizeObserver: measured once, as a TV's window keeps its size.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    for (const element of [area, bar, drawn]) observer.observe(element);
    return () => observer.disconnect();
  }, [areaRef, barRef, board]);
  return transform;
}
