import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { hasCode } from '../api/client';
import { useThisDisplay } from '../api/displays';
import { clearLocalStorage, LOCAL_KEYS, readStorage, writeStorage } from '../api/storage';
import { useFamilyTimeZone } from '../session/useFamilyTimeZone';
import { type BoardRule, boardRule, ruleBoard, sameRule } from './boardRule';

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

/** A board shown by hand (a swipe) over the held or scheduled one goes back after this long untouched. */
export const BY_HAND_MS = 10 * 60_000;

export interface DisplayRemote {
  /** Whether the screen timers may move the board on: not held, not inside a window of its schedule. */
  cycles: boolean;
  /** Shows another board by hand (a swipe, an arrow key): until the orders next change, or for a while. */
  showByHand: (id: number | string) => void;
}

/**
 * Makes a paired TV follow its phone remote: a parent sending it to a board moves it there (within
 * the second the live stream takes) and holds it there; its schedule moves it by itself at each
 * window's start and end, in the family's zone, and a reload lands on the board the schedule names;
 * unpairing sends it back to /pair. `boards` are the family's boards, when known.
 */
export function useDisplayRemote(
  screenId: string | undefined,
  showScreen: (path: string) => void,
  boards: readonly { id: number | string }[] | undefined,
): DisplayRemote {
  const query = useThisDisplay(isPairedDisplay());
  const display = query.data;
  const timeZone = useFamilyTimeZone();
  const [now, setNow] = useState(() => Date.now());
  const [byHand, setByHand] = useState(false);
  const byHandTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const boardIds = useMemo(
    () => (boards ? new Set(boards.map((board) => Number(board.id))) : undefined),
    [boards],
  );
  const orders = useMemo(
    () => (display ? boardRule(display, now, timeZone, boardIds) : null),
    [display, now, timeZone, boardIds],
  );
  const rule = orders?.rule ?? null;
  const recheckAt = orders?.recheckAt;

  // Look at the clock again at the schedule's next change (and now and then, in case it was set).
  useEffect(() => {
    if (recheckAt === undefined) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, recheckAt - now) + 50);
    return () => clearTimeout(timer);
  }, [recheckAt, now]);

  const go = useCallback(
    (target: number | null) => {
      if (target !== null && String(target) !== screenId) showScreen(`/view/${target}`);
    },
    [screenId, showScreen],
  );

  // A parent's switch is obeyed once: a reload does not replay it over the TV's own cycling.
  const switchedAt = display?.switchedAt;
  useEffect(() => {
    if (!switchedAt || !rule) return;
    if (readStorage('local', OBEYED_KEY) === switchedAt) return;
    writeStorage('local', OBEYED_KEY, switchedAt);
    setByHand(false);
    go(ruleBoard(rule));
  }, [switchedAt, rule, go]);

  // New orders (a window began or ended, the phone changed something): what was shown by hand gives
  // way, and a TV leaving its schedule's window goes back to its own board.
  const previous = useRef<BoardRule | null>(null);
  useEffect(() => {
    if (!rule) return;
    const before = previous.current;
    previous.current = rule;
    if (!before || sameRule(before, rule)) return;
    setByHand(false);
    if (rule.kind === 'cycle') go(rule.home);
  }, [rule, go]);

  // A held or scheduled board is kept to, a reload included, unless another was chosen by hand.
  useEffect(() => {
    if (rule && rule.kind !== 'cycle' && !byHand) go(rule.screenId);
  }, [rule, byHand, go]);

  useEffect(() => () => clearTimeout(byHandTimer.current), []);
  const showByHand = useCallback(
    (id: number | string) => {
      setByHand(true);
      clearTimeout(byHandTimer.current);
      byHandTimer.current = setTimeout(() => setByHand(false), BY_HAND_MS);
      showScreen(`/view/${id}`);
    },
    [showScreen],
  );

  // The server no longer knows this TV's session (unpaired, or expired).
  const revoked = hasCode(query.error, 'not_signed_in');
  useEffect(() => {
    if (revoked) returnToPairing();
  }, [revoked]);

  return { cycles: rule === null || rule.kind === 'cycle', showByHand };
}
