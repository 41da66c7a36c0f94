import { type CSSProperties, type RefObject, useEffect, useRef } from 'react';
import type { ComponentOfType } from '../../common/schemas/component';
import type { WidgetViewProps } from '../views';

const textStyle: CSSProperties = {
  height: '100%',
  overflow: 'hidden',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'break-word',
  lineHeight: 1.3,
};

/**
 * Clamps the element's text to the whole lines its height holds, the last ending in an ellipsis.
 * Worked out when the browser has laid the page out (a ResizeObserver reports once at the start and
 * at every resize) and written straight onto the element, before that frame is painted: measuring as
 * the board is committed would lay out the whole board again for every text card on it. `drawnWith`
 * names what changes the line height without resizing the box (the font, its size).
 */
function useWholeLines(ref: RefObject<HTMLElement | null>, drawnWith: readonly unknown[]): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight);
      if (!(lineHeight > 0)) return;
      element.style.display = '-webkit-box';
      element.style.setProperty('-webkit-box-orient', 'vertical');
      element.style.setProperty(
        '-webkit-line-clamp',
        String(Math.max(1, Math.floor(element.clientHeight / lineHeight))),
      );
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, ...drawnWith]);
}

/**
 * The user's own text, drawn as text (never as HTML), keeping their line breaks. Text longer than
 * the card shows the lines that fit, the last ending in an ellipsis, never a line cut in half.
 */
export function TextView({ component, fontSize }: WidgetViewProps<ComponentOfType<'text'>>) {
  const box = useRef<HTMLDivElement>(null);
  useWholeLines(box, [fontSize, component.style]);
  return (
    <div ref={box} style={textStyle}>
      {component.textContent}
    </div>
  );
}
