import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useWallTouch } from '../board/wallTouch';

// The wall's large form, loaded on the first tap of Add event.
const WallAddEventDialog = lazy(async () => ({
  default: (await import('./WallAddEventDialog')).WallAddEventDialog,
}));

/**
 * A calendar card on a paired screen's touch board, with "Add event" over it (issue 29): the family
 * calendar takes events from the wall. Anywhere else (the editor, the demo, a phone, a look-only
 * board) it is the card alone.
 */
export function WallAddEvent({ interactive, children }: { interactive: boolean; children: ReactNode }) {
  const wall = useWallTouch();
  const [adding, setAdding] = useState(false);
  if (wall === null || !interactive) return children;
  return (
    <div className="wall-add-event-frame">
      <button
        type="button"
        className="board-widget-button board-widget-button--wall"
        onClick={() => setAdding(true)}
      >
        <span aria-hidden="true">+</span> Add event
      </button>
      <div className="wall-add-event-frame__card">{children}</div>
      <Suspense fallback={null}>{adding && <WallAddEventDialog onClose={() => setAdding(false)} />}</Suspense>
    </div>
  );
}
