/**
 * Events opened by a tap on the wall (issue 41): a calendar card on a paired screen's touch board
 * provides a way to open one of its events to change or delete; everywhere else there is none and
 * events are only shown. Free of zod: the viewer loads it.
 */
import { createContext, useContext } from 'react';
import type { CalendarEvent } from '../../common/schemas/calendars';

export type OpenEvent = (event: CalendarEvent) => void;

export const WallEventContext = createContext<OpenEvent | null>(null);

/** Opens an event to change or delete, or null where events are only looked at. */
export function useOpenEvent(): OpenEvent | null {
  return useContext(WallEventContext);
}

/** What the undo bar waits on while a deleted event's delete is not yet sent: the views leave it out. */
export const deleteKey = (eventId: string) => `event-delete:${eventId}`;

/** An event a card may offer to open: one this board may change. */
export const opensOnTap = (event: CalendarEvent, open: OpenEvent | null): OpenEvent | null =>
  open !== null && event.editable === true ? open : null;
