import { useEffect } from 'react';
import { ApiError } from '../api/client';
import { useThisDisplay } from '../api/displays';
import { clearLocalStorage, LOCAL_KEYS, readStorage, writeStorage } from '../session/storage';

/** The last `switchedAt` this TV obeyed, so a reload does not replay an old switch over its cycle. */
const OBEYED_KEY = 'displaySwitchedAt';

const SHOWN_KEY = 'lastShownBoard';

export function rememberShownBoard(id: number | string): void {
  writeStorage('local', SHOWN_KEY, String(id));
}

/** The board this browser showed last, for a viewer opened at /view/ with none named. */
export function lastShownBoard(): string | undefined {
  return readStorage('local', SHOWN_KEY) ?? undefined;
}

export function isPairedDisplay(): boolean {
  return readStorage('local', LOCAL_KEYS.pairedDisplay) === '1';
}

/**
 * A TV that was unpaired forgets the family (its boards, kept for offline use, included) and shows
 * a new pairing code.
 */
export function returnToPairing(): void {
  clearLocalStorage();
  window.location.replace('/pair');
}

/**
 * Makes a paired TV follow its phone remote: a parent sending it to a board moves it there (within
 * the second the live stream takes), a board held "stays", and unpairing sends it back to /pair.
 * Answers whether the TV holds its board (its screen timers then do not move it on).
 */
export function useDisplayRemote(screenId: string | undefined, showScreen: (path: string) => void): boolean {
  const query = useThisDisplay(isPairedDisplay());
  const display = query.data;
  const target = display?.screenId ?? null;
  const switchedAt = display?.switchedAt;
  const holds = display ? !display.cycle : false;

  useEffect(() => {
    if (!switchedAt || target === null) return;
    const fresh = readStorage('local', OBEYED_KEY) !== switchedAt;
    if (fresh) writeStorage('local', OBEYED_KEY, switchedAt);
    if ((fresh || holds) && String(target) !== screenId) showScreen(`/view/${target}`);
  }, [switchedAt, target, holds, screenId, showScreen]);

  // The server no longer knows this TV's session (unpaired, or expired).
  const revoked = query.error instanceof ApiError && query.error.status === 401;
  useEffect(() => {
    if (revoked) returnToPairing();
  }, [revoked]);

  return holds;
}
