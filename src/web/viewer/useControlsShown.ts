import { type FocusEvent, type PointerEvent, useMemo, useState } from 'react';
import { useIdle } from './useIdle';

/** The controls leave after this long without a pointer move, a tap or a key, leaving the board alone. */
const CONTROLS_IDLE_MS = 3000;

/** What a tap acts on by itself: a card's button, a field, the wall's dialogs and undo bars. */
const ACTS_ON_ITS_OWN =
  'button, a[href], input, select, textarea, label, [role="button"], [role="checkbox"], [role="dialog"]';

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof Element && target.closest('input, textarea, select, [contenteditable="true"]') !== null
  );
}

let lastWakeTab = false;

/** Whether the last event that could call the controls was a Tab (the bar, loading, missed it). */
export function wokenByTab(): boolean {
  return lastWakeTab;
}

/**
 * Which events bring the controls back. A mouse's move, a key or a tap anywhere does; a finger's
 * tap on something that acts by itself (ticking a chore on the wall) does not, so the board does not
 * make room under a finger that is busy with a card; a finger's drag is a swipe, which starts with a
 * press that does. Typing in a field (the wall's add-item input) is not a call for the controls.
 */
function wakesControls(event: Event): boolean {
  lastWakeTab = event.type === 'keydown' && (event as KeyboardEvent).key === 'Tab';
  if (event.type === 'keydown') return !isTyping(event.target);
  const pointer = event as unknown as { pointerType?: string; target: EventTarget | null };
  if (event.type === 'pointermove') return pointer.pointerType !== 'touch';
  if (pointer.pointerType === 'mouse') return true;
  const target = pointer.target;
  if (!(target instanceof Element)) return true;
  return target.closest('.viewer__bar') !== null || target.closest(ACTS_ON_ITS_OWN) === null;
}

export interface ControlsShown {
  shown: boolean;
  /** For the controls' own element: a mouse resting on them or keyboard focus in them keeps them. */
  hold: {
    onPointerEnter: (event: PointerEvent) => void;
    onPointerLeave: () => void;
    onFocus: (event: FocusEvent) => void;
    onBlur: (event: FocusEvent) => void;
  };
}

/**
 * Whether the viewer's controls show: hidden from the first frame (a display shows its board clean),
 * back on a pointer move, a tap or a key for a few seconds, and kept while a mouse rests on them or
 * the keyboard's focus is in them (Tab reaches them while hidden).
 */
export function useControlsShown(): ControlsShown {
  const idle = useIdle(CONTROLS_IDLE_MS, wakesControls);
  const [held, setHeld] = useState(false);
  const hold = useMemo(
    () => ({
      onPointerEnter: (event: PointerEvent) => setHeld(event.pointerType === 'mouse'),
      onPointerLeave: () => setHeld(false),
      // A click's focus is no call to stay: only the keyboard's (a browser without :focus-visible throws).
      onFocus: (event: FocusEvent) => {
        try {
          setHeld(event.target.matches(':focus-visible'));
        } catch {
          setHeld(true);
        }
      },
      onBlur: (event: FocusEvent) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) {
          setHeld(false);
        }
      },
    }),
    [],
  );
  return { shown: !idle || held, hold };
}
