import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../api/client';
import { type DoneAct, UNDO_MS, type WaitingAct, type WallTouch, WallTouchContext } from '../board/wallTouch';

/** How long a failure stays on the wall unless dismissed. */
const FAILURE_MS = 8_000;
/** The newest bars shown at once; older ones still run out (or are done) in the background. */
const SHOWN_BARS = 3;

type Bar =
  | { id: number; kind: 'waiting'; act: WaitingAct }
  | { id: number; kind: 'done'; act: DoneAct }
  | { id: number; kind: 'failed'; message: string };

/**
 * Gives the board's widgets the wall's touch (`useWallTouch`) and shows its undo bars: each tap is
 * undoable for five seconds, and a failure says what could not be done and why. Not `enabled` (a
 * look-only board, or a board in a browser rather than on a paired screen), widgets have no wall
 * touch and nothing is shown. Part of the viewer's own code, not loaded later: a board drawn before
 * it came was drawn again once it had, and a tap in between was lost.
 */
export function WallTouchProvider({ children, enabled }: { children: ReactNode; enabled: boolean }) {
  const [bars, setBars] = useState<Bar[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const waitingActs = useRef(new Map<number, WaitingAct>());
  const nextId = useRef(1);

  const drop = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setBars((current) => current.filter((bar) => bar.id !== id));
  }, []);

  const fail = useCallback(
    (failure: string, error: unknown) => {
      const id = nextId.current++;
      const message = `${failure}: ${errorMessage(error, 'the server could not be reached.')}`;
      setBars((current) => [...current, { id, kind: 'failed', message }]);
      timers.current.set(
        id,
        setTimeout(() => drop(id), FAILURE_MS),
      );
    },
    [drop],
  );

  const commit = useCallback(
    (id: number) => {
      const act = waitingActs.current.get(id);
      if (!act) return;
      waitingActs.current.delete(id);
      drop(id);
      act.commit().catch((error: unknown) => fail(act.failure, error));
    },
    [drop, fail],
  );

  const touch = useMemo<Omit<WallTouch, 'waiting'>>(
    () => ({
      later(act) {
        // A second tap on the same thing while it waits changes nothing.
        if ([...waitingActs.current.values()].some((waiting) => waiting.key === act.key)) return;
        const id = nextId.current++;
        waitingActs.current.set(id, act);
        setBars((current) => [...current, { id, kind: 'waiting', act }]);
        timers.current.set(
          id,
          setTimeout(() => commit(id), UNDO_MS),
        );
      },
      done(act) {
        const id = nextId.current++;
        setBars((current) => [...current, { id, kind: 'done', act }]);
        timers.current.set(
          id,
          setTimeout(() => drop(id), UNDO_MS),
        );
      },
    }),
    [commit, drop],
  );

  function undo(bar: Bar) {
    if (bar.kind === 'waiting') waitingActs.current.delete(bar.id);
    drop(bar.id);
    if (bar.kind === 'done') bar.act.undo().catch((error: unknown) => fail(bar.act.failure, error));
  }

  // A page going away (a reload, a new build) does what was tapped rather than forgetting it.
  useEffect(() => {
    const all = timers.current;
    const flush = () => {
      for (const id of [...waitingActs.current.keys()]) commit(id);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
      for (const timer of all.values()) clearTimeout(timer);
    };
  }, [commit]);

  const waiting = useMemo(
    () => new Set(bars.flatMap((bar) => (bar.kind === 'waiting' ? [bar.act.key] : []))),
    [bars],
  );
  const value = useMemo<WallTouch>(() => ({ ...touch, waiting }), [touch, waiting]);

  return (
    <WallTouchContext.Provider value={enabled ? value : null}>
      {children}
      {enabled && (
        <div className="wall-bars" role="status" aria-live="polite">
          {bars.slice(-SHOWN_BARS).map((bar) => (
            <div key={bar.id} className={`wall-bar${bar.kind === 'failed' ? ' wall-bar--failed' : ''}`}>
              <p className="wall-bar__text">{bar.kind === 'failed' ? bar.message : bar.act.label}</p>
              {bar.kind === 'failed' ? (
                <button type="button" className="wall-bar__button" onClick={() => drop(bar.id)}>
                  OK
                </button>
              ) : (
                <button
                  type="button"
                  className="wall-bar__button"
                  onClick={() => undo(bar)}
                  aria-label={`Undo: ${bar.act.label}`}
                >
                  Undo
                </button>
              )}
              {bar.kind !== 'failed' && (
                <span
                  className="wall-bar__time"
                  style={{ animationDuration: `${UNDO_MS}ms` }}
                  aria-hidden="true"
                />
              )}
            </div>
          ))}
        </div>
      )}
    </WallTouchContext.Provider>
  );
}
