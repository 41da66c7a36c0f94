import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { LAYOUT_PRESETS, type LayoutPreset } from '../../common/board';
import { autoDetectPreset } from '../../common/layout';
import { apiRequest, errorMessage, prepareCsrfToken } from '../api/client';
import { rememberScreen, type ScreenUpdate, screensApi } from '../api/screens';
import { readStorage, writeStorage } from '../api/storage';
import { useSession } from '../session/SessionContext';
import { Notice } from '../ui/Notice';
import { EditorWorkspace } from './EditorWorkspace';
import { createScreenSaver, type ScreenSaveBody } from './saving/screenSaver';
import { overLimitMessage } from './screens/screenLimit';
import { useScreenManager } from './screens/useScreenManager';
import { createEditorStore, type EditorStore } from './store/editorStore';
import type { ScreenId } from './store/screenContent';
import { useConnectionReturn } from './useConnectionReturn';
import { type Notify, useNotices } from './useNotices';

/** The spec's "last choice is remembered locally" for the layout preset. */
const PRESET_STORAGE_KEY = 'layoutPreset';
/** How long the note about another device's newer version stays. */
const CONFLICT_NOTICE_MS = 6000;

function initialPreset(): LayoutPreset {
  const stored = readStorage('local', PRESET_STORAGE_KEY);
  const remembered = LAYOUT_PRESETS.find((preset) => preset === stored);
  return remembered ?? autoDetectPreset(window.innerWidth, window.innerHeight);
}

const screenPath = (id: ScreenId) => `/api/screens/${encodeURIComponent(String(id))}`;

function useSaver(store: EditorStore, notify: Notify) {
  const queryClient = useQueryClient();
  const saver = useMemo(
    () =>
      createScreenSaver({
        store,
        save: (id, body) => screensApi.update(id, body as ScreenUpdate),
        // A page that is going away cannot wait for an answer; keepalive lets the browser finish the request.
        saveOnExit: (id, body: ScreenSaveBody) => {
          void apiRequest(screenPath(id), { method: 'PUT', body, keepalive: true }).catch(() => undefined);
        },
        onSaved: (screen) => rememberScreen(queryClient, { ...screen, id: Number(screen.id) }),
        onConflict: (message, screen) => {
          rememberScreen(queryClient, { ...screen, id: Number(screen.id) });
          notify('info', message, CONFLICT_NOTICE_MS);
        },
        onError: (err) => {
          console.error('Saving the screen failed', err);
          notify('error', `Failed to save screen: ${errorMessage(err, 'Please check your connection.')}`);
        },
      }),
    [store, queryClient, notify],
  );

  useEffect(() => {
    const stop = saver.start();
    prepareCsrfToken();
    const onHide = () => saver.flushOnExit();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') void saver.flush();
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      stop();
      // Leaving the editor inside the app: the page lives on, so an ordinary request finishes.
      void saver.flush();
    };
  }, [saver]);

  return saver;
}

/** /app/layout: the board editor, on the family's screens. */
export function EditorPage() {
  const session = useSession();
  const [store] = useState(() => createEditorStore({ preset: initialPreset() }));
  const { notices, notify, dismiss } = useNotices();
  const saver = useSaver(store, notify);
  useConnectionReturn(notify);

  const onLoadError = useCallback((message: string) => notify('error', message), [notify]);
  const manager = useScreenManager({ store, saver, subscriptionTier: session.subscriptionTier, onLoadError });

  useEffect(
    () =>
      store.subscribe((state, previous) => {
        if (state.preset !== previous.preset) writeStorage('local', PRESET_STORAGE_KEY, state.preset);
      }),
    [store],
  );

  const saveNow = async () => {
    await saver.flush();
    // Nothing was waiting to be saved: the board on the server already is the one shown.
    if (store.getState().saveStatus === 'idle') store.getState().setSaveStatus('saved');
  };
  const overLimit = overLimitMessage(manager.tier, manager.screens.length);

  return (
    <EditorWorkspace
      store={store}
      manager={manager}
      saveNow={saveNow}
      notices={notices}
      onDismissNotice={dismiss}
      banner={
        overLimit && (
          <Notice tone="warning">
            {overLimit} <Link to="/pricing">See plans</Link>
          </Notice>
        )
      }
    />
  );
}
