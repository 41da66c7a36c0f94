import { useCallback, useEffect } from 'react';
import { nextScreenIndex } from '../../common/layout';
import type { ScreenCare } from '../../common/schemas/screen';
import { LiveStreamProvider } from '../api/freshness';
import { type LiveReady, useLiveUpdates } from '../api/live';
import { BoardView } from '../board/BoardView';
import { buttonClassName } from '../ui/Button';
import { pageTitle } from '../ui/pageTitle';
import { LoadingScreen, Spinner } from '../ui/Spinner';
import { isPairedDisplay, rememberShownBoard, useDisplayRemote } from './displayRemote';
import { offlineText, ownViewerBuild, useOfflineSince } from './offlineMark';
import { useScreenCare } from './screenCare';
import { screenTimerStep } from './screenTimer';
import { useBoardSwipe } from './useBoardSwipe';
import { useFirstBoardViews } from './useFirstBoardViews';
import { useFullscreen } from './useFullscreen';
import { useIdle } from './useIdle';
import { useScreenWakeLock } from './useScreenWakeLock';
import { useViewerBoards } from './useViewerBoards';
import { useViewportSize, viewerPreset } from './viewerPreset';
import { WallTouchProvider } from './WallTouchProvider';
import './viewer.css';

/** The controls fade out after this long without a pointer move or key press, leaving the board alone. */
const CONTROLS_IDLE_MS = 3000;

export const VERIFYING_MESSAGE = 'Verifying session...';
const NOT_FOUND_MESSAGE = 'Screen not found.';
const LOAD_FAILED_MESSAGE =
  'Could not load the screen. It may not exist or you may not have permission to view it.';

function ViewerMessage({ children }: { children: string }) {
  return (
    <main className="viewer viewer--message">
      <div className="viewer__message">
        <p role="alert">{children}</p>
        <a href="/app/screens" className={buttonClassName({ variant: 'secondary' })}>
          Manage Screens
        </a>
      </div>
    </main>
  );
}

interface ViewerScreenProps {
  screenId: string | undefined;
  /** Moves to another board's address without reloading the page, replacing the history entry. */
  showScreen: (path: string) => void;
  /**
   * The session is still being checked: a board is drawn meanwhile, but what else would show (a
   * refusal, a board still on its way) waits for the check, which may take the board down.
   */
  checking?: boolean;
}

/**
 * One screen full-size and read-only, for a TV or tablet that shows it all day. It knows nothing
 * of the app's router, so the display's own entry can load it without the rest of the app.
 */
export function ViewerScreen({ screenId, showScreen, checking = false }: ViewerScreenProps) {
  // A server that now serves another viewer build was deployed: this page reloads into it.
  const reloadIntoNewBuild = useCallback(({ viewerBuild }: LiveReady) => {
    const own = ownViewerBuild();
    if (viewerBuild && own && viewerBuild !== own) window.location.reload();
  }, []);
  const live = useLiveUpdates({ onReady: reloadIntoNewBuild });
  const liveStreamOpen = live.downSince === null;
  const boards = useViewerBoards(screenId, liveStreamOpen);
  const viewsIn = useFirstBoardViews(
    boards.status === 'ready' ? boards.screen.components.map((component) => component.type) : undefined,
  );
  const ready = boards.status === 'ready' && viewsIn ? boards : null;
  const remote = useDisplayRemote(screenId, showScreen, ready?.screens);
  const fullscreen = useFullscreen();
  const idle = useIdle(CONTROLS_IDLE_MS);
  const viewport = useViewportSize();
  useScreenWakeLock(fullscreen.active);

  const offlineSince = useOfflineSince(ready?.offline ?? false, live.downSince);
  // Saved boards from before screen care have none: they are shown as they were.
  const care = useScreenCare(ready?.screen.care as ScreenCare | undefined);
  // A paired TV shows nothing but its board: it counts as full screen whether or not someone asked.
  const fullScreen = fullscreen.active || isPairedDisplay();
  const step = ready && remote.cycles ? screenTimerStep(ready.screen, ready.screens, fullScreen) : null;
  const nextId = step?.nextId;
  const delayMs = step?.delayMs;

  useEffect(() => {
    if (nextId === undefined || delayMs === undefined) return;
    const timer = setTimeout(() => showScreen(`/view/${nextId}`), delayMs);
    return () => clearTimeout(timer);
  }, [nextId, delayMs, showScreen]);

  const screenName = ready?.screen.name;
  useEffect(() => {
    if (screenName) document.title = pageTitle(screenName);
  }, [screenName]);

  // Remembered so the installed viewer (which starts at /view/) opens on the board it showed last.
  const shownId = ready?.screen.id;
  useEffect(() => {
    if (shownId !== undefined) rememberShownBoard(shownId);
  }, [shownId]);

  // Touch on the wall: a paired screen's board offers its touch controls unless it is look only.
  // (Spec 02 §4 turns taps off in fullscreen; a paired screen is full screen all the time.)
  const lookOnly = ready?.screen.lookOnly ?? false;
  const touch = isPairedDisplay() && !lookOnly;
  const interactive = !lookOnly && (isPairedDisplay() || !fullscreen.active);

  const order = ready?.screens;
  const { showByHand } = remote;
  const goBy = useCallback(
    (step: 1 | -1) => {
      if (!order || order.length < 2) return;
      const index = order.findIndex((screen) => String(screen.id) === String(shownId));
      const next =
        step === 1
          ? nextScreenIndex(index, order.length)
          : (Math.max(index, 0) + order.length - 1) % order.length;
      const target = order[next];
      if (target && String(target.id) !== String(shownId)) showByHand(target.id);
    },
    [order, shownId, showByHand],
  );
  const canMove = (order?.length ?? 0) > 1;
  const swipe = useBoardSwipe(canMove ? goBy : null, touch);

  if (checking && !ready) return <LoadingScreen message={VERIFYING_MESSAGE} fullPage />;
  if (boards.status === 'not-found') return <ViewerMessage>{NOT_FOUND_MESSAGE}</ViewerMessage>;
  if (boards.status === 'failed') return <ViewerMessage>{LOAD_FAILED_MESSAGE}</ViewerMessage>;
  if (!ready) {
    return (
      <main className="viewer viewer--message">
        <div className="viewer__loading" role="status">
          <Spinner size="large" />
          <span>Loading screen...</span>
        </div>
      </main>
    );
  }

  const { screen } = ready;
  const classes = [
    'viewer',
    idle && 'viewer--idle',
    fullscreen.active && 'viewer--fullscreen',
    isPairedDisplay() && 'viewer--wall',
    touch && 'viewer--touch',
    offlineSince && 'viewer--offline',
  ].filter(Boolean);
  const board = (
    <div className="viewer__board" style={care.boardStyle} {...swipe}>
      <LiveStreamProvider value={liveStreamOpen || ready.offline}>
        <BoardView
          screen={screen}
          preset={viewerPreset(screen.activeLayoutPreset, viewport)}
          interactive={interactive}
        />
      </LiveStreamProvider>
    </div>
  );
  return (
    <main className={classes.join(' ')} aria-label={screen.name}>
      {/* Always in the tree, so the board is never drawn afresh as touch comes or goes. */}
      <WallTouchProvider enabled={touch}>{board}</WallTouchProvider>
      {touch && canMove && (
        <>
          <button
            type="button"
            className="viewer__step viewer__step--previous"
            onClick={() => goBy(-1)}
            aria-label="Previous board"
            aria-keyshortcuts="ArrowLeft"
          >
            <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
              <path
                d="M15 4l-8 8 8 8"
                fill="none"
                stroke="currentColor"
                strokeWidth="3"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
          <button
            type="button"
            className="viewer__step viewer__step--next"
            onClick={() => goBy(1)}
            aria-label="Next board"
            aria-keyshortcuts="ArrowRight"
          >
            <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
              <path
                d="M9 4l8 8-8 8"
                fill="none"
                stroke="currentColor"
                strokeWidth="3"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        </>
      )}
      {care.veil > 0 && (
        <div
          className="viewer__night"
          style={{ opacity: care.veil }}
          data-testid="night-veil"
          aria-hidden="true"
        />
      )}
      {fullscreen.supported && (
        <div className="viewer__controls">
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
        </div>
      )}
      {offlineSince && (
        <p className="viewer__offline" role="status">
          {offlineText(offlineSince)}
        </p>
      )}
    </main>
  );
}
