import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * True while a scrolling list has more below its bottom edge, so the edge can fade out: on a board a
 * list cut mid-line otherwise looks broken rather than scrollable.
 */
export function useScrollFade(ref: RefObject<HTMLElement | null>): boolean {
  const [fade, setFade] = useState(false);
  // Without dependencies: the list's content changes with every render of its data.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setFade(element.scrollHeight - element.scrollTop - element.clientHeight > 1);
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      observer.disconnect();
    };
  });
  return fade;
}
