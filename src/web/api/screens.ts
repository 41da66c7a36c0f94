/**
 * The Screens API (spec 02 §7): plain functions for code outside React (the editor's saver) and
 * TanStack Query hooks for pages. Writes keep the cached list and the single screens in step.
 */

import {
  type NetworkMode,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { SavedScreen, Screen, ScreenData, SimpleScreenInput } from '../../common/schemas/screen';
import { ApiError, api } from './client';
import { invalidateFor, queryKeys } from './freshness';
import { useOnePerTapMutation } from './onePerTap';

/** The server numbers screens; paths accept either form. */
export type ScreenId = number | string;

export type { SavedScreen, Screen };

/** POST /api/screens: a new screen, or a copy of one. */
export type NewScreen = Partial<ScreenData> & { name: string };

/** PUT /api/screens/{id}: the whole screen with the version it was loaded at. */
export type ScreenUpdate = Omit<Screen, 'id' | 'position'> & Partial<Pick<Screen, 'position'>>;

/** What a save came to: saved, or refused because another device saved first (`screen` is theirs). */
export type SaveOutcome =
  | { kind: 'saved'; screen: Screen }
  | { kind: 'conflict'; screen: Screen; message: string };

/** The plan allows no more screens (`code: 'screen_limit'`); `error` is the server's sentence. */
export class ScreenLimitError extends Error {
  readonly error: string;
  constructor(error: string) {
    super(error);
    this.name = 'ScreenLimitError';
    this.error = error;
  }
}

/** A refused screen is the plan's screen limit (its own code) or anything else, such as an inactive plan. */
async function creatingScreen(request: Promise<Screen>): Promise<Screen> {
  try {
    return await request;
  } catch (err) {
    if (err instanceof ApiError && err.code === 'screen_limit') {
      throw new ScreenLimitError(err.error ?? 'You have reached your screen limit.');
    }
    throw err;
  }
}

const path = (id: ScreenId) => `/api/screens/${encodeURIComponent(String(id))}`;

export const screensApi = {
  list: (signal?: AbortSignal) => api.get<Screen[]>('/api/screens', signal),
  get: (id: ScreenId, signal?: AbortSignal) => api.get<Screen>(path(id), signal),
  /** Throws ScreenLimitError at the plan's limit. */
  create: (screen: NewScreen) => creatingScreen(api.post<Screen>('/api/screens', screen)),
  /** The saved screen (version + 1), or the newer one another device saved first (`screen_changed` carries it). */
  update: async (id: ScreenId, screen: ScreenUpdate): Promise<SaveOutcome> => {
    try {
      return { kind: 'saved', screen: await api.put<Screen>(path(id), screen) };
    } catch (err) {
      if (!(err instanceof ApiError) || err.code !== 'screen_changed' || !err.body.screen) throw err;
      const message = err.error ?? 'This screen was changed somewhere else.';
      return { kind: 'conflict', screen: err.body.screen as Screen, message };
    }
  },
  /** The simple Manage Screens form in one request: the screen added or saved, the bank set with it. */
  saveSimple: (form: SimpleScreenInput) =>
    api.post<{ screen: Screen; piggyBankBalance: number | null }>('/api/screens/simple', form),
  remove: (id: ScreenId) => api.delete<void>(path(id)),
  reorder: (order: ScreenId[]) => api.post<{ success: boolean }>('/api/screens/reorder', { order }),
  /** Throws ScreenLimitError at the plan's limit. */
  loadFromSaved: (templateId: ScreenId) =>
    creatingScreen(
      api.post<Screen>(`/api/screens/load-from-saved/${encodeURIComponent(String(templateId))}`),
    ),
  listSaved: (signal?: AbortSignal) => api.get<SavedScreen[]>('/api/saved-screens', signal),
  save: (name: string, screenData: Partial<ScreenData>) =>
    api.post<SavedScreen>('/api/saved-screens', { name, screenData }),
  removeSaved: (id: ScreenId) => api.delete<void>(`/api/saved-screens/${encodeURIComponent(String(id))}`),
};

/** Puts a screen the server answered into both the list and its own entry. */
export function rememberScreen(queryClient: QueryClient, screen: Screen): void {
  queryClient.setQueryData(queryKeys.screen(screen.id), screen);
  queryClient.setQueryData<Screen[]>(queryKeys.screens, (list) => {
    if (!list) return list;
    const known = list.some((entry) => entry.id === screen.id);
    return known ? list.map((entry) => (entry.id === screen.id ? screen : entry)) : [...list, screen];
  });
}

/** How often to ask again (by the query's last outcome), and whether to ask while the browser believes it is offline. */
export interface ScreenQueryOptions {
  refetchInterval?:
    | number
    | false
    | ((query: { state: { status: string; error: unknown } }) => number | false);
  networkMode?: NetworkMode;
}

export function useScreens(options: ScreenQueryOptions = {}) {
  return useQuery({
    ...options,
    queryKey: queryKeys.screens,
    queryFn: ({ signal }) => screensApi.list(signal),
  });
}

/** One screen; while it loads, its copy from the list (if the list is cached) is shown. */
export function useScreen(id: ScreenId | undefined, options: ScreenQueryOptions = {}) {
  const queryClient = useQueryClient();
  return useQuery({
    ...options,
    queryKey: queryKeys.screen(id ?? ''),
    queryFn: ({ signal }) => screensApi.get(id as ScreenId, signal),
    enabled: id !== undefined && id !== '',
    placeholderData: () =>
      queryClient
        .getQueryData<Screen[]>(queryKeys.screens)
        ?.find((screen) => String(screen.id) === String(id)),
  });
}

export function useSavedScreens() {
  return useQuery({
    queryKey: queryKeys.savedScreens,
    queryFn: ({ signal }) => screensApi.listSaved(signal),
  });
}

export function useCreateScreen() {
  const queryClient = useQueryClient();
  return useOnePerTapMutation({
    mutationFn: screensApi.create,
    onSuccess: (screen) => rememberScreen(queryClient, screen),
  });
}

/** Manage Screens' simple form: the screen added or saved, and the bank when it set one. */
export function useSaveSimpleScreen() {
  const queryClient = useQueryClient();
  return useOnePerTapMutation({
    mutationFn: screensApi.saveSimple,
    onSuccess: ({ screen, piggyBankBalance }) => {
      rememberScreen(queryClient, screen);
      if (piggyBankBalance !== null) void invalidateFor(queryClient, 'piggy-banks');
    },
  });
}

export function useDeleteScreen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: screensApi.remove,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.screen(id), exact: true });
      queryClient.setQueryData<Screen[]>(queryKeys.screens, (list) =>
        list?.filter((screen) => String(screen.id) !== String(id)),
      );
    },
  });
}

export function useReorderScreens() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: screensApi.reorder,
    onSettled: () => invalidateFor(queryClient, 'screens'),
  });
}

export function useLoadFromSaved() {
  const queryClient = useQueryClient();
  return useOnePerTapMutation({
    mutationFn: screensApi.loadFromSaved,
    onSuccess: (screen) => rememberScreen(queryClient, screen),
  });
}

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useOnePerTapMutation({
    mutationFn: ({ name, screenData }: { name: string; screenData: Partial<ScreenData> }) =>
      screensApi.save(name, screenData),
    onSuccess: () => invalidateFor(queryClient, 'saved-screens'),
  });
}

export function useDeleteSavedScreen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: screensApi.removeSaved,
    onSuccess: (_result, id) =>
      queryClient.setQueryData<SavedScreen[]>(queryKeys.savedScreens, (list) =>
        list?.filter((template) => String(template.id) !== String(id)),
      ),
  });
}
