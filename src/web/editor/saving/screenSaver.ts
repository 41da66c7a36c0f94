/**
 * Saves the open screen: the whole screen 1.2 s after the last document change (spec 02 §9), at
 * most one request at a time, and at once when the page is left or another screen is opened.
 * A 409 means another device saved first: that screen is loaded instead of overwriting it.
 */

import { SAVE_DEBOUNCE_MS } from '../../../common/board';
import type { SaveOutcome } from '../../api/screens';
import type { EditorState, EditorStore } from '../store/editorStore';
import type { LoadedScreen, ScreenContent, ScreenId } from '../store/screenContent';

/** The PUT body: the whole screen with the version it was loaded at. */
export interface ScreenSaveBody extends ScreenContent {
  version: number;
}

export type { SaveOutcome };

export interface ScreenSaverOptions {
  store: EditorStore;
  /** Throws on failures other than a conflict. */
  save: (id: ScreenId, body: ScreenSaveBody) => Promise<SaveOutcome>;
  /** Sends the save so it outlives the page (fetch keepalive); nothing is awaited. */
  saveOnExit: (id: ScreenId, body: ScreenSaveBody) => void;
  onSaved?: (screen: LoadedScreen) => void;
  /** `screen` is the other device's version, already loaded into the editor. */
  onConflict: (message: string, screen: LoadedScreen) => void;
  onError: (error: unknown) => void;
  debounceMs?: number;
}

export interface ScreenSaver {
  /** Starts watching the store for changes; the function it answers stops watching. */
  start: () => () => void;
  /** Saves pending changes now; resolves when nothing is left to save (or saving failed). */
  flush: () => Promise<void>;
  /** For `pagehide`: hands pending changes to the browser to send after the page is gone. */
  flushOnExit: () => void;
}

interface Pending {
  id: ScreenId;
  revision: number;
  body: ScreenSaveBody;
}

export function createScreenSaver(options: ScreenSaverOptions): ScreenSaver {
  const { store } = options;
  const debounceMs = options.debounceMs ?? SAVE_DEBOUNCE_MS;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight: Promise<void> | null = null;
  let running = false;

  function pending(): Pending | null {
    const state = store.getState();
    if (!state.meta || !state.content || state.revision === state.savedRevision) return null;
    return {
      id: state.meta.id,
      revision: state.revision,
      body: { ...state.content, version: state.meta.version },
    };
  }

  function clearTimer() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  }

  async function send(work: Pending): Promise<void> {
    store.getState().setSaveStatus('saving');
    try {
      const outcome = await options.save(work.id, work.body);
      if (outcome.kind === 'conflict') {
        if (store.getState().meta?.id === work.id) store.getState().load(outcome.screen);
        options.onConflict(outcome.message, outcome.screen);
        store.getState().setSaveStatus('saved');
        return;
      }
      store.getState().markSaved(work.id, work.revision, outcome.screen.version);
      options.onSaved?.(outcome.screen);
      store.getState().setSaveStatus(pending() ? 'saving' : 'saved');
    } catch (error) {
      store.getState().setSaveStatus('error');
      options.onError(error);
      throw error;
    }
  }

  /** Saves until the store has nothing newer, one request at a time. */
  function saveNow(): Promise<void> {
    clearTimer();
    if (inFlight) return inFlight.then(saveNow, () => undefined);
    const work = pending();
    if (!work) return Promise.resolve();
    inFlight = send(work).finally(() => {
      inFlight = null;
    });
    return inFlight.then(
      () => (pending() && running ? saveNow() : undefined),
      () => undefined,
    );
  }

  function schedule() {
    clearTimer();
    store.getState().setSaveStatus('saving');
    timer = setTimeout(() => {
      timer = null;
      void saveNow();
    }, debounceMs);
  }

  function watch(state: EditorState, previous: EditorState) {
    if (state.revision !== previous.revision && state.revision !== state.savedRevision) schedule();
    // A newly opened screen must not inherit the old one's countdown.
    if (state.meta?.id !== previous.meta?.id && state.revision === state.savedRevision) clearTimer();
  }

  return {
    start: () => {
      running = true;
      const unsubscribe = store.subscribe(watch);
      return () => {
        running = false;
        clearTimer();
        unsubscribe();
      };
    },
    flush: saveNow,
    flushOnExit: () => {
      const work = pending();
      if (!work || inFlight) return;
      clearTimer();
      options.saveOnExit(work.id, work.body);
    },
  };
}
