import * as Popover from '@radix-ui/react-popover';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import type { CanvasSize } from '../../../common/board';
import type { Rect } from '../../../common/layout';
import { useScrollFade } from '../../ui/useScrollFade';
import { Icon, type IconName } from './Icon';

/** Gap between the layer and the menu, in screen pixels. */
const GAP = 8;

export interface MenuPanel {
  id: string;
  label: string;
  icon: IconName;
  content: ReactNode;
}

interface FloatingMenuProps {
  label: string;
  panels: readonly MenuPanel[];
  /** The selected layer's box on the board, in board pixels. */
  anchor: Rect;
  board: CanvasSize;
  scale: number;
}

/**
 * The menu bar over the selected element. It lives on the board so it follows the element, but is
 * drawn at screen size (the inverse of the board's scale), above the element when there is room,
 * else below it, else inside its top edge. Each button opens its sub-panel in a popover.
 */
export function FloatingMenu({ label, panels, anchor, board, scale }: FloatingMenuProps) {
  const barRef = useRef<HTMLDivElement>(null);
  const [barSize, setBarSize] = useState({ width: 0, height: 0 });
  const [open, setOpen] = useState<string | null>(null);
  const more = useScrollFade(barRef, 'horizontal');

  useLayoutEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    const measure = () => setBarSize({ width: bar.offsetWidth, height: bar.offsetHeight });
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(bar);
    return () => observer?.disconnect();
  }, []);

  const width = barSize.width / scale;
  const height = barSize.height / scale;
  const gap = GAP / scale;
  const above = anchor.y - height - gap;
  const below = anchor.y + anchor.height + gap;
  const top = above >= 0 ? above : below + height <= board.height ? below : Math.max(0, anchor.y) + gap;
  const left = Math.min(Math.max(0, anchor.x), Math.max(0, board.width - width));

  return (
    <div
      ref={barRef}
      className={more ? 'ed-floating-menu ed-floating-menu--more' : 'ed-floating-menu'}
      role="toolbar"
      aria-label={label}
      // Never wider than the board on screen: on a narrow canvas the row scrolls sideways.
      style={{ left, top, maxWidth: board.width * scale, transform: `scale(${1 / scale})` }}
      // Pointer presses on the menu must not reach the canvas, which would deselect the layer.
      onPointerDown={(event) => event.stopPropagation()}
    >
      {panels.map((panel) => (
        <Popover.Root
          key={panel.id}
          open={open === panel.id}
          onOpenChange={(next) => setOpen(next ? panel.id : null)}
        >
          <Popover.Trigger className="ed-floating-menu__button" aria-label={panel.label} title={panel.label}>
            <Icon name={panel.icon} />
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content
              className="ed-popover"
              side="bottom"
              align="start"
              sideOffset={GAP}
              collisionPadding={GAP}
              aria-label={panel.label}
            >
              <div className="ed-popover__head">
                <h3 className="ed-popover__title">{panel.label}</h3>
                <Popover.Close className="ed-popover__close" aria-label="Close">
                  <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
                    <path
                      d="M6 6l12 12M18 6L6 18"
                      stroke="currentColor"
                      strokeWidth="2.5"
                      strokeLinecap="round"
                    />
                  </svg>
                </Popover.Close>
              </div>
              <div className="ed-popover__body">{panel.content}</div>
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      ))}
    </div>
  );
}
