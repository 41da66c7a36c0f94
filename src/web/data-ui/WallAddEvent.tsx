import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { CalendarEvent } from '../../common/schemas/calendars';
import type { SaveFamilyEventInput } from '../../common/schemas/family-events';
import { type EventScope, useDeleteEvent, useUpdateEvent } from '../api/events';
import { useWallTouch } from '../board/wallTouch';
import { deleteKey, WallEventContext } from './wallEvents';

// The wall's large form, loaded on the first tap of Add event or of an event.
const WallAddEventDialog = lazy(async () => ({
  default: (await import('./WallAddEventDialog')).WallAddEventDialog,
}));

export interface WallEventChange {
  event: CalendarEvent;
  scope: EventScope | undefined;
  body: SaveFamilyEventInput;
}

/**
 * A calendar card on a paired screen's touch board, with "Add event" over it (issues 29 and 41): an
 * event goes to the family calendar or any calendar Luno may write, and a tap on an event opens it
 * to change or delete. A change or a delete waits out the undo time before it is sent. Anywhere
 * else (the editor, the demo, a phone, a look-only board) it is the card alone.
 */
export function WallAddEvent({ interactive, children }: { interactive: boolean; children: ReactNode }) {
  const wall = useWallTouch();
  const [dialog, setDialog] = useState<{ event: CalendarEvent | null } | null>(null);
  // Here rather than in the dialog: a change is sent after the dialog has closed.
  const update = useUpdateEvent();
  const remove = useDeleteEvent();
  if (wall === null || !interactive) return children;

  function change({ event, scope, body }: WallEventChange) {
    setDialog(null);
    wall?.later({
      label: `Changed ${body.title}`,
      key: `event-change:${event.id}`,
      commit: () => update.mutateAsync({ id: event.id, ...(scope ? { scope } : {}), body }),
      failure: `Could not change ${event.title}`,
    });
  }

  function erase(event: CalendarEvent, scope: EventScope | undefined) {
    setDialog(null);
    wall?.later({
      label: `Deleted ${event.title}`,
      key: deleteKey(event.id),
      commit: () => remove.mutateAsync({ id: event.id, ...(scope ? { scope } : {}) }),
      failure: `Could not delete ${event.title}`,
    });
  }

  return (
    <WallEventContext.Provider value={(event) => setDialog({ event })}>
      <div className="wall-add-event-frame">
        <button
          type="button"
          className="board-widget-button board-widget-button--wall"
          onClick={() => setDialog({ event: null })}
        >
          <span aria-hidden="true">+</span> Add event
        </button>
        <div className="wall-add-event-frame__card">{children}</div>
        <Suspense fallback={null}>
          {dialog && (
            <WallAddEventDialog
              event={dialog.event}
              onClose={() => setDialog(null)}
              onChange={change}
              onDelete={erase}
            />
          )}
        </Suspense>
      </div>
    </WallEventContext.Provider>
  );
}
