import { type RefObject, useLayoutEffect, useRef } from 'react';
import { useRoomForControls } from './roomForControls';
import { type ControlsShown, wokenByTab } from './useControlsShown';
import type { Fullscreen } from './useFullscreen';

function Arrow({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

interface ViewerControlsProps {
  /** The board's stage, which makes room for the bar while it shows. */
  stageRef: RefObject<HTMLDivElement | null>;
  shown: boolean;
  /** A new board is a new drawn surface for the room to be measured against. */
  board: unknown;
  /** The board's name, so whoever woke the controls sees which board this is. */
  name: string;
  /** Moves to the next (1) or previous (-1) board; null where the board offers no buttons for it. */
  step: ((by: 1 | -1) => void) | null;
  fullscreen: Fullscreen;
  hold: ControlsShown['hold'];
}

/**
 * The viewer's bar: the previous and next boards on a touch wall, the board's name and Fullscreen.
 * It sits above the board, whose stage makes room for it while it shows (`roomForControls.ts`),
 * and leaves the screen while idle; it stays in the tab order, so focus brings it back. Loaded on
 * the first move, tap or key: a display nobody touches never downloads it.
 */
export function ViewerControls({
  stageRef,
  shown,
  board,
  name,
  step,
  fullscreen,
  hold,
}: ViewerControlsProps) {
  const barRef = useRef<HTMLDivElement>(null);
  const room = useRoomForControls(stageRef, barRef, board);
  useLayoutEffect(() => {
    const stage = stageRef.current;
    if (stage) stage.style.transform = (shown && room) || '';
  }, [stageRef, shown, room]);
  // The Tab that called the bar found nothing to focus while it loaded: its first control takes it.
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (wokenByTab() && (!active || active === document.body))
      barRef.current?.querySelector('button')?.focus();
  }, []);
  return (
    <div ref={barRef} className="viewer__bar" {...hold}>
      <div className="viewer__bar-start">
        {step && (
          <button
            type="button"
            className="viewer__control viewer__control--step"
            onClick={() => step(-1)}
            aria-label="Previous board"
            aria-keyshortcuts="ArrowLeft"
          >
            <Arrow path="M15 4l-8 8 8 8" />
          </button>
        )}
        <span className="viewer__name">{name}</span>
        {step && (
          <button
            type="button"
            className="viewer__control viewer__control--step"
            onClick={() => step(1)}
            aria-label="Next board"
            aria-keyshortcuts="ArrowRight"
          >
            <Arrow path="M9 4l8 8-8 8" />
          </button>
        )}
      </div>
      {fullscreen.supported && (
        <button
          type="button"
          className="viewer__control"
          onClick={fullscreen.toggle}
          aria-keyshortcuts="F"
          aria-pressed={fullscreen.active}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              d={
                fullscreen.active
                  ? 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5'
                  : 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'
              }
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
            />
          </svg>
          {fullscreen.active ? 'Exit Fullscreen' : 'Fullscreen'}
        </button>
      )}
    </div>
  );
}
