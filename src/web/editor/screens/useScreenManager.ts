import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Tier } from '../../../common/plans';
import { errorMessage } from '../../api/client';
import { queryKeys } from '../../api/freshness';
import {
  type Screen,
  type ScreenId,
  screensApi,
  useDeleteScreen,
  useReorderScreens,
  useScreens,
} from '../../api/screens';
import type { ScreenSaver } from '../saving/screenSaver';
import type { EditorStore } from '../store/editorStore';
import { isAtScreenLimit, type ScreenLimitNotice, screenLimitNotice } from './screenLimit';

export const DELETE_SCREEN_ERROR = 'Failed to delete screen. Please try again.';

interface ScreenManagerOptions {
  store: EditorStore;
  saver: ScreenSaver;
  subscriptionTier: Tier | null;
  onLoadError: (message: string) => void;
}

export interface ScreenManager {
  screens: Screen[];
  /** The family's plan, which sets how many screens it may have. */
  tier: Tier | null;
  /** The first load of the list. */
  listLoading: boolean;
  listError: boolean;
  openId: ScreenId | null;
  /** The open screen is being fetched. */
  screenLoading: boolean;
  /** The open screen could not be fetched. */
  screenLoadFailed: boolean;
  /** Fetches the list, or the open screen, again after a failure. */
  retry: () => void;
  /** The Screen Limit Reached dialog, when shown. */
  limitNotice: ScreenLimitNotice | null;
  dismissLimit: () => void;
  /** Shows the limit dialog instead when the plan allows no more screens; true when creating may go on. */
  checkCanCreate: () => boolean;
  /** Shows the limit dialog, with the server's sentence when it refused a new screen. */
  showLimit: (serverMessage?: string) => void;
  open: (id: ScreenId) => void;
  /** Throws an Error with the spec's message when the server refuses. */
  remove: (id: ScreenId) => Promise<void>;
  move: (id: ScreenId, step: -1 | 1) => void;
}

const sameId = (left: ScreenId | null | undefined, right: ScreenId | null | undefined) =>
  left !== null &&
  left !== undefined &&
  right !== null &&
  right !== undefined &&
  String(left) === String(right);

/**
 * The family's screens around the editor: which one is open (remembered in the URL), switching
 * (saving the open one first), ordering and deleting, and the plan's screen limit, checked before
 * asking for a new screen (the forms that make one send their mutation hooks' writes and open what
 * they made: `useScreenMaking`).
 */
export function useScreenManager({
  store,
  saver,
  subscriptionTier,
  onLoadError,
}: ScreenManagerOptions): ScreenManager {
  const queryClient = useQueryClient();
  const screensQuery = useScreens();
  const [params, setParams] = useSearchParams();
  const [screenLoading, setScreenLoading] = useState(false);
  const [screenLoadFailed, setScreenLoadFailed] = useState(false);
  const [loadAttempt, setLoadAttempt] = useState(0);
  const [limitNotice, setLimitNotice] = useState<ScreenLimitNotice | null>(null);
  const deleteScreen = useDeleteScreen();
  const reorderScreens = useReorderScreens();

  const screens = useMemo(
    () => [...(screensQuery.data ?? [])].sort((left, right) => left.position - right.position),
    [screensQuery.data],
  );
  const requested = params.get('screen');
  const openId = screens.find((screen) => sameId(screen.id, requested))?.id ?? screens[0]?.id ?? null;
  const tier = subscriptionTier;
  const listLoaded = screensQuery.isSuccess;

  // biome-ignore lint/correctness/useExhaustiveDependencies: loadAttempt re-runs the load after a failure
  useEffect(() => {
    if (openId === null) {
      if (listLoaded) store.getState().unload();
      return;
    }
    if (sameId(store.getState().meta?.id, openId)) return;
    let cancelled = false;
    setScreenLoading(true);
    setScreenLoadFailed(false);
    (async () => {
      await saver.flush();
      try {
        const screen = await queryClient.fetchQuery({
          queryKey: queryKeys.screen(openId),
          queryFn: ({ signal }) => screensApi.get(openId, signal),
          staleTime: 0,
        });
        if (!cancelled) store.getState().load(screen);
      } catch (err) {
        if (cancelled) return;
        setScreenLoadFailed(true);
        onLoadError(`Failed to load screen: ${errorMessage(err, 'Please try again.')}`);
      } finally {
        if (!cancelled) setScreenLoading(false);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [openId, listLoaded, store, saver, queryClient, onLoadError, loadAttempt]);

  // Another device saved the open screen (the live stream refetched the list): with nothing unsaved
  // here, the editor shows that version at once. With unsaved edits, their save meets a 409 and the
  // newer version is loaded then, with a message — never a silent overwrite either way.
  const listed = screens.find((screen) => sameId(screen.id, openId));
  const listedVersion = listed?.version;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newer version in the list matters
  useEffect(() => {
    const state = store.getState();
    if (!listed || listedVersion === undefined || !state.meta || !sameId(state.meta.id, listed.id)) return;
    if (listedVersion <= state.meta.version || state.revision !== state.savedRevision) return;
    state.load(listed);
  }, [listedVersion]);

  const open = useCallback(
    (id: ScreenId) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('screen', String(id));
        return next;
      }),
    [setParams],
  );

  const showLimit = useCallback(
    (serverMessage?: string) => setLimitNotice(screenLimitNotice(tier, serverMessage, screens.length)),
    [tier, screens.length],
  );

  const checkCanCreate = useCallback(() => {
    if (!isAtScreenLimit(tier, screens.length)) return true;
    showLimit();
    return false;
  }, [tier, screens.length, showLimit]);

  return {
    screens,
    listLoading: screensQuery.isPending,
    listError: screensQuery.isError,
    openId,
    screenLoading,
    screenLoadFailed,
    retry: () => {
      if (screensQuery.isError) void screensQuery.refetch();
      else setLoadAttempt((attempt) => attempt + 1);
    },
    limitNotice,
    tier,
    dismissLimit: () => setLimitNotice(null),
    checkCanCreate,
    showLimit,
    open,
    remove: async (id) => {
      // Pending edits of the open screen go first, so they are not sent after it is gone.
      if (sameId(id, openId)) await saver.flush();
      try {
        await deleteScreen.mutateAsync(id);
      } catch (err) {
        console.error('Deleting the screen failed', err);
        throw new Error(DELETE_SCREEN_ERROR);
      }
    },
    move: (id, step) => {
      const index = screens.findIndex((screen) => sameId(screen.id, id));
      const target = index + step;
      if (index === -1 || target < 0 || target >= screens.length) return;
      const ordered = [...screens];
      const [moved] = ordered.splice(index, 1);
      ordered.splice(target, 0, moved);
      queryClient.setQueryData<Screen[]>(
        queryKeys.screens,
        ordered.map((screen, position) => ({ ...screen, position })),
      );
      // Spec 02 §8: a failed reorder is only logged; the list is read again either way.
      reorderScreens.mutate(
        ordered.map((screen) => screen.id),
        { onError: (err) => console.error('Reordering screens failed', err) },
      );
    },
  };
}
