/**
 * Touch on the wall (issue 28): what a paired screen's board offers a finger. The viewer provides it
 * on a paired screen whose board is not "look only"; everywhere else (the editor, a phone's viewer, a
 * look-only board) there is none, and widgets behave as they always have.
 *
 * A tap on the wall acts at once and is undoable for UNDO_MS: a tick waits that long before it is
 * sent (so Undo simply does not send it), an added item is sent at once (so the phone sees it within
 * the second) and Undo takes it off again.
 */
import { createContext, useContext } from 'react';

/** How long a tap on the wall can be taken back. */
export const UNDO_MS = 5_000;

export interface WaitingAct {
  /** What the undo bar says was done: 'Ticked off Milk'. */
  label: string;
  /** Names what the act changes, so a view can show it done while it waits ('shopping:12'). */
  key: string;
  /** Does it, once the undo time has passed (or at once when the page is going away). */
  commit: () => Promise<unknown>;
  /** Said when `commit` fails, before the server's reason: 'Could not tick off Milk'. */
  failure: string;
}

export interface DoneAct {
  label: string;
  /** Takes it back. */
  undo: () => Promise<unknown>;
  /** Said when `undo` fails. */
  failure: string;
}

export interface WallTouch {
  /** Shows the act done at once and does it after UNDO_MS unless Undo is pressed. */
  later(act: WaitingAct): void;
  /** Reports an act already done, which Undo takes back within UNDO_MS. */
  done(act: DoneAct): void;
  /** Keys of the acts waiting out their undo time. */
  waiting: ReadonlySet<string>;
}

export const WallTouchContext = createContext<WallTouch | null>(null);

/** The wall's touch, or null where the board is only looked at (or not on a paired screen). */
export function useWallTouch(): WallTouch | null {
  return useContext(WallTouchContext);
}
