import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * How many of a scroller's rows (the elements inside it matching `rows`) reach past its visible
 * bottom edge: what a card on the wall cannot show. The card's own height decides, not a row count.
 */
export function useRowsPastEnd(ref: RefObject<HTMLElement | null>, rows: string): number {
  const [count, setCount] = useState(0);
  // Without dependencies, as useScrollFade: the rows change with every render of the data. Measured
  // when the observer first reports, after the browser's own layout, and again on each scroll.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const edge = element.getBoundingClientRect().bottom + 1;
      let past = 0;
      for (const row of element.querySelectorAll(rows)) {
        if (row.getBoundingClientRect().bottom > edge) past += 1;
      }
      setCount(past);
    };
    element.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      observer.disconnect();
    };
  });
  return count;
}

/**
 * "+N more" under a list cut off by its card. Hidden from screen readers, which read every row of
 * the list anyway.
 */
export function MoreRows({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <p className="board-more" aria-hidden="true">
      +{count} more
    </p>
  );
}
