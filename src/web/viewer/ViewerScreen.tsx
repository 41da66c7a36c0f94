import {
  type ComponentProps,
  type ComponentType,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { nextScreenIndex } from '../../common/layout';
import type { ScreenCare } from '../../common/schemas/screen';
import { LiveStreamProvider } from '../api/freshness';
import { type LiveReady, useLiveUpdates } from '../api/live';
import { BoardView } from '../board/BoardView';
import { useSession } from '../session/SessionContext';
import { buttonClassName } from '../ui/Button';
import { pageTitle } from '../ui/pageTitle';
import { LoadingScreen, Spinner } from '../ui/Spinner';
import { isPairedDisplay, rememberShownBoard, useDisplayRemote } from './displayRemote';
import { offlineText, ownViewerBuild, useOfflineSince } from './offlineMark';
import { useScreenCare } from './screenCare';
import { screenTimerStep } from './screenTimer';
import { useBoardSwipe } from './useBoardSwipe';
import { useControlsShown } from './useControlsShown';
import { useFirstBoardViews } from './useFirstBoardViews';
import { useFullscreen } from './useFullscreen';
import { useScreenWakeLock } from './useScreenWakeLock';
import { useViewerBoards } from './useViewerBoards';
import type { ViewerControls as ViewerControlsType } from './ViewerControls';
import { useViewportSize, viewerPreset } from './viewerPreset';
import { WallTouchProvider } from './WallTouchProvider';
import './viewer.css';

// Loaded when first called. A display offline since before then shows its board without the bar
// rather than falling over.
type ControlsModule = { default: ComponentType<ComponentProps<typeof ViewerControlsType>> };
const ViewerControls = lazy(() =>
  import('./ViewerControls').then(
    (module): ControlsModule => ({ default: module.ViewerControls }),
    (): ControlsModule => ({ default: () => null }),
  ),
);

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
  // A stream ended by a change to the family's sessions (a suspension among them): read the session again.
  const session = useSession();
  const live = useLiveUpdates({ onReady: reloadIntoNewBuild, onFamilyChange: session.refresh });
  const liveStreamOpen = live.downSince === null;
  const boards = useViewerBoards(screenId, liveStreamOpen);
  const viewsIn = useFirstBoardViews(
    boards.status === 'ready' ? boards.screen.components.map((component) => component.type) : undefined,
  );
  const ready = boards.status === 'ready' && viewsIn ? boards : null;
  const remote = useDisplayRemote(screenId, showScreen, ready?.screens);
  const fullscreen = useFullscreen();
  const controls = useControlsShown();
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
  const hasControls = fullscreen.supported || (touch && canMove);
  const stageRef = useRef<HTMLDivElement>(null);
  // The bar is loaded the first time someone calls it, and kept.
  const [called, setCalled] = useState(false);
  useEffect(() => {
    if (controls.shown) setCalled(true);
  }, [controls.shown]);

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
  const preset = viewerPreset(screen.activeLayoutPreset, viewport);
  const classes = [
    'viewer',
    !controls.shown && 'viewer--idle',
    fullscreen.active && 'viewer--fullscreen',
    isPairedDisplay() && 'viewer--wall',
    touch && 'viewer--touch',
    offlineSince && 'viewer--offline',
  ].filter(Boolean);
  // The stage makes room for the controls while they show (ViewerControls moves it); the board
  // inside it keeps screen care's shift.
  const board = (
    <div ref={stageRef} className="viewer__stage">
      <div className="viewer__board" style={care.boardStyle} {...swipe}>
        <LiveStreamProvider value={liveStreamOpen || ready.offline}>
          <BoardView screen={screen} preset={preset} interactive={interactive} />
        </LiveStreamProvider>
      </div>
    </div>
  );
  return (
    <main className={classes.join(' ')} aria-label={screen.name}>
      {/* Always in the tree, so the board is never drawn afresh as touch comes or goes. */}
      <WallTouchProvider enabled={touch}>{board}</WallTouchProvider>
      {care.veil > 0 && (
        <div
          className="viewer__night"
          style={{ opacity: care.veil }}
          data-testid="night-veil"
          aria-hidden="true"
        />
      )}
      {hasControls && called && (
        <Suspense fallback={null}>
          <ViewerControls
            stageRef={stageRef}
            shown={controls.shown}
            board={`${shownId}:${preset}`}
            name={screen.name}
            step={touch && canMove ? goBy : null}
            fullscreen={fullscreen}
            hold={controls.hold}
          />
        </Suspense>
      )}
      {offlineSince && (
        <p className="viewer__offline" role="status">
          {offlineText(offlineSince)}
        </p>
      )}
    </main>
  );
}
