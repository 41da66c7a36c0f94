import { type PointerEvent, useCallback, useEffect, useRef } from 'react';

/** How far a finger travels sideways for a swipe, in CSS pixels, and how much more than up or down. */
const SWIPE_MIN_PX = 80;
const SWIPE_RATIO = 1.5;

/** Whether a key press belongs to a field or an open dialog rather than to the board. */
function typingOrInDialog(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return true;
  return document.querySelector('[role="dialog"]') !== null;
}

/**
 * Moving between boards by hand: arrow keys (a keyboard, or a TV remote's left and right) always,
 * and a sideways swipe when `swipes` (a touch board). `go(1)` is the next board, `go(-1)` the one
 * before. Answers the pointer handlers for the board's element; a swipe's own click is swallowed, so
 * it does not also tap what the finger started on.
 */
export function useBoardSwipe(go: ((step: 1 | -1) => void) | null, swipes: boolean) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  const swallowClick = useRef(false);

  useEffect(() => {
    if (!go) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || typingOrInDialog(event.target)) return;
      if (event.key === 'ArrowRight' || event.key === 'PageDown') go(1);
      else if (event.key === 'ArrowLeft' || event.key === 'PageUp') go(-1);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go]);

  const onPointerDown = useCallback((event: PointerEvent) => {
    if (!event.isPrimary) return;
    start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  }, []);

  const onPointerUp = useCallback(
    (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!go || !swipes || !from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < SWIPE_RATIO * Math.abs(dy)) return;
      swallowClick.current = true;
      // A finger leaves no click behind; a mouse dragged across does, at once or not at all.
      setTimeout(() => {
        swallowClick.current = false;
      }, 0);
      go(dx < 0 ? 1 : -1);
    },
    [go, swipes],
  );

  const onClickCapture = useCallback((event: { stopPropagation: () => void; preventDefault: () => void }) => {
    if (!swallowClick.current) return;
    swallowClick.current = false;
    event.stopPropagation();
    event.preventDefault();
  }, []);

  const onPointerCancel = useCallback(() => {
    start.current = null;
  }, []);

  return swipes ? { onPointerDown, onPointerUp, onPointerCancel, onClickCapture } : {};
}
