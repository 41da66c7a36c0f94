import { replaceEqualDeep } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { ApiError, hasCode } from '../api/client';
import { BOARD_REFRESH } from '../api/freshness';
import { type Screen, type ScreenQueryOptions, useScreen, useScreens } from '../api/screens';
import { useSession } from '../session/SessionContext';
import { isPairedDisplay, returnToPairing } from './displayRemote';
import { readOfflineBoards, saveOfflineBoards, withScreen } from './offlineBoards';

/** While live updates are not arriving, a display asks for its board again this often to pick up edits. */
export const VIEWER_REFRESH_MS = BOARD_REFRESH.refetchInterval as number;

const queryOptions = (liveStreamOpen: boolean): ScreenQueryOptions => ({
  // The open stream announces every edit. Without it the board is asked for every minute, but not
  // while the server cannot be reached: the stream's return asks for everything, once.
  refetchInterval: liveStreamOpen
    ? false
    : (query) =>
        query.state.status === 'error' && isUnreachable(query.state.error) ? false : VIEWER_REFRESH_MS,
  // Ask even when the browser reports no network, so a failure (and the saved board) shows at once.
  networkMode: 'always',
});

export type ViewerBoards =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'failed' }
  | {
      status: 'ready';
      screen: Screen;
      /** The family's screens in order, for the screen timer. */
      screens: Screen[];
      /** Shown from the saved copy because the server could not be reached. */
      offline: boolean;
    };

/**
 * No answer at all, or a proxy's 5xx during a deploy: the saved board stands in. By status, as a
 * proxy's answer carries no code.
 */
function isUnreachable(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500;
}

/** The screen a viewer shows and the family's screen order, falling back to the saved copies offline. */
export function useViewerBoards(screenId: string | undefined, liveStreamOpen: boolean): ViewerBoards {
  const session = useSession();
  // While the session is checked, the family this browser last showed: its kept boards are drawn.
  const familyId = session.familyId ?? session.kept?.familyId ?? null;
  const options = queryOptions(liveStreamOpen);
  const screenQuery = useScreen(screenId, options);
  const listQuery = useScreens(options);

  const fetchedScreen = screenQuery.isPlaceholderData ? undefined : screenQuery.data;
  useEffect(() => {
    if (fetchedScreen) saveOfflineBoards(familyId, withScreen(readOfflineBoards(familyId), fetchedScreen));
  }, [familyId, fetchedScreen]);

  useEffect(() => {
    if (listQuery.data) saveOfflineBoards(familyId, listQuery.data);
  }, [familyId, listQuery.data]);

  // Unpaired while its live stream was away (the announcement missed): the board's own answers say so.
  const revoked = [screenQuery.error, listQuery.error].some((error) => hasCode(error, 'not_signed_in'));
  useEffect(() => {
    if (revoked && isPairedDisplay()) returnToPairing();
  }, [revoked]);

  const screenUnreachable = screenQuery.isError && isUnreachable(screenQuery.error);
  const listUnreachable = listQuery.isError && isUnreachable(listQuery.error);
  // Also while the first answers are on their way: a display that reloads draws its kept board at once.
  const awaited = screenQuery.isPending || listQuery.isPending;
  const saved = useMemo(
    () => (screenUnreachable || listUnreachable || awaited ? readOfflineBoards(familyId) : []),
    [screenUnreachable, listUnreachable, awaited, familyId],
  );

  const boards = boardsFrom({
    screenId,
    screen: screenQuery,
    screens: listQuery.data ?? saved,
    saved,
    offline: screenUnreachable || listUnreachable,
  });
  // Asked for again without an answer yet (a board shown from the saved copy has none: each refetch
  // makes its query pending anew), the board shown stays, rather than a loading screen that would
  // restart its slideshows every minute while the server is away.
  const shown = useRef<ReadyBoards | null>(null);
  if (boards.status === 'ready') {
    // An answer that repeats what is drawn (the server's copy of the kept board) keeps the drawn
    // objects, so the cards it did not change are not drawn again.
    const screen = shown.current ? replaceEqualDeep(shown.current.screen, boards.screen) : boards.screen;
    shown.current = screen === boards.screen ? boards : { ...boards, screen };
    return shown.current;
  }
  if (boards.status === 'loading' && shown.current && String(shown.current.screen.id) === screenId) {
    return shown.current;
  }
  return boards;
}

type ReadyBoards = Extract<ViewerBoards, { status: 'ready' }>;

export function boardsFrom({
  screenId,
  screen,
  screens,
  saved,
  offline,
}: {
  screenId: string | undefined;
  screen: { data?: Screen; isPending: boolean; isError: boolean; error: unknown };
  screens: Screen[];
  saved: Screen[];
  offline: boolean;
}): ViewerBoards {
  if (screen.data) return { status: 'ready', screen: screen.data, screens, offline };
  const savedScreen = saved.find((candidate) => String(candidate.id) === screenId);
  if (screen.isPending && savedScreen) return { status: 'ready', screen: savedScreen, screens, offline };
  if (screen.isError) {
    if (hasCode(screen.error, 'not_found')) return { status: 'not-found' };
    if (isUnreachable(screen.error) && savedScreen) {
      return { status: 'ready', screen: savedScreen, screens, offline: true };
    }
    return { status: 'failed' };
  }
  return { status: 'loading' };
}
