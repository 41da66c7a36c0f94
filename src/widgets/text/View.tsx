import { type CSSProperties, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import type { ComponentOfType } from '../../common/schemas/component';
import type { WidgetViewProps } from '../views';

const textStyle: CSSProperties = {
  height: '100%',
  overflow: 'hidden',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'break-word',
  lineHeight: 1.3,
};

/** How many whole lines of its text an element's height holds. */
function useWholeLines(ref: RefObject<HTMLElement | null>): number | null {
  const [lines, setLines] = useState<number | null>(null);
  // Without dependencies: a new font or size changes the line height without resizing the box.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight);
      if (lineHeight > 0) setLines(Math.max(1, Math.floor(element.clientHeight / lineHeight)));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  });
  return lines;
}

/**
 * The user's own text, drawn as text (never as HTML), keeping their line breaks. Text longer than
 * the card shows the lines that fit, the last ending in an ellipsis, never a line cut in half.
 */
export function TextView({ component }: WidgetViewProps<ComponentOfType<'text'>>) {
  const box = useRef<HTMLDivElement>(null);
  const lines = useWholeLines(box);
  const clamp: CSSProperties =
    lines === null ? {} : { display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: lines };
  return (
    <div ref={box} style={{ ...textStyle, ...clamp }}>
      {component.textContent}
    </div>
  );
}
