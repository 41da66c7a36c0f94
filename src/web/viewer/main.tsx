import '@fontsource/nunito/400.css';
import '@fontsource/nunito/700.css';
import '../ui/theme.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useCallback, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { hasAppAccess } from '../../common/plans';
import { loadWidgetViews, preloadWidgetViews } from '../../widgets/views';
import { queryKeys } from '../api/freshness';
import { restoreKeptAnswers } from '../api/keptAnswers';
import { createQueryClient } from '../api/queryClient';
import { screensApi } from '../api/screens';
import { keepSlideshowsWith } from '../board/keptSlideshows';
import { trackEvent } from '../session/analytics';
import { FAMILY_SUSPENDED_MESSAGE, pricingPathFor } from '../session/guardMessages';
import { checkSessionEarly, keptSession, SessionProvider, useSession } from '../session/SessionContext';
import { buttonClassName } from '../ui/Button';
import { LoadingScreen } from '../ui/Spinner';
import { isPairedDisplay, lastShownBoard, returnToPairing } from './displayRemote';
import { readOfflineBoards } from './offlineBoards';
import { VERIFYING_MESSAGE, ViewerScreen } from './ViewerScreen';

/** How often a suspended family's wall asks whether the suspension was lifted. */
const SUSPENDED_CHECK_MS = 60_000;

/**
 * The display's own entry for /view/{id}: the board, its session and nothing of the rest of the
 * app (no router, no site, no editor), so a slow TV paints its board sooner.
 */

const SIGNED_OUT_MESSAGE = 'You must be logged in to view this screen.';

const screenIdIn = (pathname: string) => /^\/view\/([^/?#]+)/.exec(pathname)?.[1];

const queryClient = createQueryClient({ keepAnswers: true });
const firstScreenId = screenIdIn(window.location.pathname);
checkSessionEarly();
const kept = keptSession();
const keptBoard =
  kept && readOfflineBoards(kept.familyId).find((screen) => String(screen.id) === firstScreenId);
// The family's widgets draw what they showed last while their answers are asked for again.
if (kept) restoreKeptAnswers(queryClient);
// Fetch the board and the family's screens while the session is being checked, not after.
if (firstScreenId) {
  void queryClient.prefetchQuery({ queryKey: queryKeys.screens, queryFn: () => screensApi.list() });
  void queryClient.prefetchQuery({
    queryKey: queryKeys.screen(firstScreenId),
    queryFn: async () => {
      const screen = await screensApi.get(firstScreenId);
      preloadWidgetViews(screen.components.map((component) => component.type));
      return screen;
    },
  });
}

function ViewerApp() {
  const session = useSession();
  // The installed viewer starts at /view/: it opens the board shown last, else the family's first.
  const [screenId, setScreenId] = useState(() => firstScreenId ?? lastShownBoard());

  // Replacing the history entry: a display cycling for months must not grow its history.
  const showScreen = useCallback((path: string) => {
    window.history.replaceState(null, '', path);
    setScreenId(screenIdIn(path));
  }, []);

  useEffect(() => {
    if (firstScreenId !== undefined || !session.isLoggedIn) return;
    if (screenId !== undefined) {
      window.history.replaceState(null, '', `/view/${screenId}`);
      return;
    }
    void queryClient
      .fetchQuery({ queryKey: queryKeys.screens, queryFn: () => screensApi.list() })
      .then((screens) => {
        if (screens[0]) showScreen(`/view/${screens[0].id}`);
      })
      .catch(() => undefined);
  }, [screenId, session.isLoggedIn, showScreen]);

  useEffect(() => {
    trackEvent('page_view');
    const onPopState = () => setScreenId(screenIdIn(window.location.pathname));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  // While the family is suspended the wall asks now and then whether it still is.
  const { familySuspended, refresh } = session;
  useEffect(() => {
    if (!familySuspended) return;
    const timer = setInterval(() => void refresh(), SUSPENDED_CHECK_MS);
    return () => clearInterval(timer);
  }, [familySuspended, refresh]);

  const inactive = session.isLoggedIn && !session.canUseApp;
  useEffect(() => {
    if (inactive) window.location.replace(pricingPathFor('subscriptionInactive'));
  }, [inactive]);

  // A paired TV whose session ended (unpaired while it was off) shows a new pairing code.
  const unpaired = session.status !== 'loading' && !session.isLoggedIn && isPairedDisplay();
  useEffect(() => {
    if (unpaired) returnToPairing();
  }, [unpaired]);

  // A display this browser last showed to a signed-in family draws its board while the session is
  // checked, from the copy it kept or as soon as the server answers it; the check can still take it
  // down (signed out, unpaired, or a lapsed plan).
  const kept = session.status === 'loading' ? session.kept : null;
  const checking = kept !== null && hasAppAccess(kept.user.subscription_status);
  if (session.status === 'loading' && !checking) {
    return <LoadingScreen message={VERIFYING_MESSAGE} fullPage />;
  }
  if (unpaired) return null;
  if (!session.isLoggedIn && !checking) {
    return (
      <main className="signed-out-message">
        <div className="card">
          <p role="alert">{SIGNED_OUT_MESSAGE}</p>
          <a
            href={`/login?from=${encodeURIComponent(window.location.pathname)}`}
            className={buttonClassName({})}
          >
            Log In
          </a>
        </div>
      </main>
    );
  }
  if (inactive) return null;
  // Suspended by whoever runs the server: the wall says so until it is lifted.
  if (session.familySuspended) {
    return (
      <main className="signed-out-message">
        <div className="card">
          <p role="alert">{FAMILY_SUSPENDED_MESSAGE}</p>
        </div>
      </main>
    );
  }
  return <ViewerScreen screenId={screenId} showScreen={showScreen} checking={checking} />;
}

// The viewer's page, code, fonts and images (slideshow photos included) come from the service
// worker's cache when the server or the network is away, so a TV that reloads or restarts then still
// shows its board.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/view/' })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        const worker = () => navigator.serviceWorker.controller ?? registration.active;
        const keep = (loaded: PerformanceEntryList) => {
          const entries = loaded as PerformanceResourceTiming[];
          worker()?.postMessage({
            keep: entries.map((entry) => entry.name),
            images: entries.filter((entry) => entry.initiatorType === 'img').map((entry) => entry.name),
          });
        };
        keep(performance.getEntriesByType('resource'));
        // And what loads later (the view of a widget added since): the browser answers built files
        // from the worker's copies without asking it, so only what is named here is kept.
        new PerformanceObserver((list) => {
          const later = list
            .getEntries()
            .filter((entry) => !new URL(entry.name).pathname.startsWith('/api/'));
          if (later.length > 0) keep(later);
        }).observe({ type: 'resource' });
        // The board's slideshow photos, all of them and not only those shown so far, at the size shown.
        keepSlideshowsWith((message) => worker()?.postMessage(message));
      })
      .catch((error) => console.warn('The offline copy of the viewer is not available', error));
  });
}

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('view.html has no #root element');

// A board kept from the last visit is drawn at once and whole: its widgets' views (linked from the
// page, so already on their way) are awaited before the first render rather than after a frame of
// "Verifying session...".
if (keptBoard) await loadWidgetViews(keptBoard.components.map((component) => component.type)).catch(() => {});

createRoot(rootElement).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <SessionProvider firstAnswerAtOnce>
        <ViewerApp />
      </SessionProvider>
    </QueryClientProvider>
  </StrictMode>,
);
