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
import type { ScreenData, Screen as ScreenModel } from '../../common/schemas/screen';
import { ApiError, api } from './client';

/** The server numbers screens; paths accept either form. */
export type ScreenId = number | string;

/** A screen as the API answers it. */
export type Screen = Omit<ScreenModel, 'id'> & { id: number };

/** POST /api/screens: a new screen, or a copy of one. */
export type NewScreen = Partial<ScreenData> & { name: string };

/** PUT /api/screens/{id}: the whole screen with the version it was loaded at. */
export type ScreenUpdate = Omit<Screen, 'id' | 'position'> & Partial<Pick<Screen, 'position'>>;

export interface SavedScreen {
  id: number;
  name: string;
  screenData: ScreenData;
  createdAt: string;
}

/** The plan allows no more screens (403 `code: 'screen_limit'`); `error` is the server's sentence. */
export class ScreenLimitError extends Error {
  readonly error: string;
  constructor(error: string) {
    super(error);
    this.name = 'ScreenLimitError';
    this.error = error;
  }
}

/** Another device saved first (409): `screen` is the latest saved version, to load instead. */
export class StaleScreenError extends Error {
  readonly error: string;
  readonly screen: Screen;
  constructor(error: string, screen: Screen) {
    super(error);
    this.name = 'StaleScreenError';
    this.error = error;
    this.screen = screen;
  }
}

/** A 403 is either an inactive plan or the plan's screen limit; the latter carries its code. */
async function creatingScreen(request: Promise<Screen>): Promise<Screen> {
  try {
    return await request;
  } catch (err) {
    if (err instanceof ApiError && err.status === 403 && err.body.code === 'screen_limit') {
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
  /** Answers the saved screen (version + 1); throws StaleScreenError when another device saved first. */
  update: async (id: ScreenId, screen: ScreenUpdate): Promise<Screen> => {
    try {
      return await api.put<Screen>(path(id), screen);
    } catch (err) {
      if (!(err instanceof ApiError) || err.status !== 409) throw err;
      // The shared client drops the body's `screen`, so the latest version is read again.
      const latest = await screensApi.get(id);
      throw new StaleScreenError(err.error ?? 'This screen was changed somewhere else.', latest);
    }
  },
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

export const screenKeys = {
  all: ['screens'] as const,
  one: (id: ScreenId) => ['screens', String(id)] as const,
  saved: ['saved-screens'] as const,
};

/** Puts a screen the server answered into both the list and its own entry. */
export function rememberScreen(queryClient: QueryClient, screen: Screen): void {
  queryClient.setQueryData(screenKeys.one(screen.id), screen);
  queryClient.setQueryData<Screen[]>(screenKeys.all, (list) => {
    if (!list) return list;
    const known = list.some((entry) => entry.id === screen.id);
    return known ? list.map((entry) => (entry.id === screen.id ? screen : entry)) : [...list, screen];
  });
}

/** How often to ask again, and whether to ask while the browser believes it is offline. */
export interface ScreenQueryOptions {
  refetchInterval?: number | false;
  networkMode?: NetworkMode;
}

export function useScreens(options: ScreenQueryOptions = {}) {
  return useQuery({ ...options, queryKey: screenKeys.all, queryFn: ({ signal }) => screensApi.list(signal) });
}

/** One screen; while it loads, its copy from the list (if the list is cached) is shown. */
export function useScreen(id: ScreenId | undefined, options: ScreenQueryOptions = {}) {
  const queryClient = useQueryClient();
  return useQuery({
    ...options,
    queryKey: screenKeys.one(id ?? ''),
    queryFn: ({ signal }) => screensApi.get(id as ScreenId, signal),
    enabled: id !== undefined && id !== '',
    placeholderData: () =>
      queryClient.getQueryData<Screen[]>(screenKeys.all)?.find((screen) => String(screen.id) === String(id)),
  });
}

export function useSavedScreens() {
  return useQuery({ queryKey: screenKeys.saved, queryFn: ({ signal }) => screensApi.listSaved(signal) });
}

export function useCreateScreen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: screensApi.create,
    onSuccess: (screen) => rememberScreen(queryClient, screen),
  });
}

export function useUpdateScreen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, screen }: { id: ScreenId; screen: ScreenUpdate }) => screensApi.update(id, screen),
    onSuccess: (screen) => rememberScreen(queryClient, screen),
    onError: (err) => {
      if (err instanceof StaleScreenError) rememberScreen(queryClient, err.screen);
    },
  });
}

export function useDeleteScreen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: screensApi.remove,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: screenKeys.one(id), exact: true });
      queryClient.setQueryData<Screen[]>(screenKeys.all, (list) =>
        list?.filter((screen) => String(screen.id) !== String(id)),
      );
    },
  });
}

export function useReorderScreens() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: screensApi.reorder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: screenKeys.all, exact: true }),
  });
}

export function useLoadFromSaved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: screensApi.loadFromSaved,
    onSuccess: (screen) => rememberScreen(queryClient, screen),
  });
}

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, screenData }: { name: string; screenData: Partial<ScreenData> }) =>
      screensApi.save(name, screenData),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: screenKeys.saved }),
  });
}

export function useDeleteSavedScreen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: screensApi.removeSaved,
    onSuccess: (_result, id) =>
      queryClient.setQueryData<SavedScreen[]>(screenKeys.saved, (list) =>
        list?.filter((template) => String(template.id) !== String(id)),
      ),
  });
}
