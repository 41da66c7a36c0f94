import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * True while a scroller has more past its far edge (the bottom, or the right end of a row), so that
 * edge can fade out: a list or a row of buttons cut mid-item otherwise looks broken rather than
 * scrollable.
 */
export function useScrollFade(
  ref: RefObject<HTMLElement | null>,
  axis: 'vertical' | 'horizontal' = 'vertical',
): boolean {
  const [fade, setFade] = useState(false);
  // Without dependencies: the scroller's content changes with every render of its data. Measured
  // when the observer first reports, after the browser's own layout: reading the sizes here would
  // make it lay out the page again for each scroller, and a board has many.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () =>
      setFade(
        axis === 'vertical'
          ? element.scrollHeight - element.scrollTop - element.clientHeight > 1
          : element.scrollWidth - element.scrollLeft - element.clientWidth > 1,
      );
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
