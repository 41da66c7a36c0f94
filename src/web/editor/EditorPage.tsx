import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LAYOUT_PRESETS, type LayoutPreset } from '../../common/board';
import { autoDetectPreset } from '../../common/layout';
import { apiRequest, errorMessage, prepareCsrfToken } from '../api/client';
import { rememberScreen, type ScreenUpdate, screensApi } from '../api/screens';
import { useSession } from '../session/SessionContext';
import { readStorage, writeStorage } from '../session/storage';
import { Button } from '../ui/Button';
import { Notice, type NoticeTone } from '../ui/Notice';
import { LoadingScreen } from '../ui/Spinner';
import type { ActionContext } from './actions/types';
import { useEditorKeyboard } from './actions/useEditorKeyboard';
import { useConfirmHost } from './ConfirmHost';
import { EditorCanvas } from './canvas/EditorCanvas';
import { useCanvasPreview } from './canvas/useCanvasPreview';
import { EditorProvider, useEditor } from './EditorContext';
import { createScreenSaver, type ScreenSaveBody } from './saving/screenSaver';
import { type ScreensContextValue, ScreensProvider } from './screens/ScreensContext';
import { overLimitMessage } from './screens/screenLimit';
import { useScreenManager } from './screens/useScreenManager';
import { AddScreenDialog } from './sidebar/AddScreenDialog';
import { ScreenLimitDialog } from './sidebar/ScreenLimitDialog';
import { Sidebar } from './sidebar/Sidebar';
import { createEditorStore, type EditorStore } from './store/editorStore';
import type { ScreenId } from './store/screenContent';
import { EditorToolbar } from './toolbar/EditorToolbar';
import { useConnectionReturn } from './useConnectionReturn';
import './editor.css';

/** The spec's "last choice is remembered locally" for the layout preset. */
const PRESET_STORAGE_KEY = 'layoutPreset';
/** How long the note about another device's newer version stays. */
const CONFLICT_NOTICE_MS = 6000;

function initialPreset(): LayoutPreset {
  const stored = readStorage('local', PRESET_STORAGE_KEY);
  const remembered = LAYOUT_PRESETS.find((preset) => preset === stored);
  return remembered ?? autoDetectPreset(window.innerWidth, window.innerHeight);
}

interface EditorNotice {
  id: number;
  tone: NoticeTone;
  text: string;
}

function useNotices() {
  const [notices, setNotices] = useState<EditorNotice[]>([]);
  const nextId = useRef(0);
  const dismiss = useCallback(
    (id: number) => setNotices((current) => current.filter((notice) => notice.id !== id)),
    [],
  );
  const notify = useCallback(
    (tone: NoticeTone, text: string, hideAfterMs?: number) => {
      const id = ++nextId.current;
      // The same message twice in a row (a save failing again) replaces the first.
      setNotices((current) => [...current.filter((notice) => notice.text !== text), { id, tone, text }]);
      if (hideAfterMs) setTimeout(() => dismiss(id), hideAfterMs);
    },
    [dismiss],
  );
  return { notices, notify, dismiss };
}

const screenPath = (id: ScreenId) => `/api/screens/${encodeURIComponent(String(id))}`;

function useSaver(store: EditorStore, notify: ReturnType<typeof useNotices>['notify']) {
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

function NoScreens({ onNewScreen }: { onNewScreen: () => void }) {
  return (
    <div className="ed-empty">
      <h2>You don't have any screens yet!</h2>
      <p>Get started by creating your first screen.</p>
      <Button size="large" onClick={onNewScreen}>
        + New Screen
      </Button>
    </div>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="ed-empty">
      <p>This screen could not be loaded. Check your connection and try again.</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

interface StageProps {
  manager: ReturnType<typeof useScreenManager>;
  onNewScreen: () => void;
  previewRef: RefObject<HTMLDivElement | null>;
  preview: boolean;
  onPreview: () => void;
}

function Stage({ manager, onNewScreen, previewRef, preview, onPreview }: StageProps) {
  const hasScreen = useEditor((state) => state.content !== null);

  let body: ReactNode;
  if (manager.listLoading) body = <LoadingScreen message="Loading screens..." />;
  else if (manager.listError || (manager.screenLoadFailed && !manager.screenLoading))
    body = <LoadFailed onRetry={manager.retry} />;
  else if (manager.screens.length === 0) body = <NoScreens onNewScreen={onNewScreen} />;
  else if (!hasScreen || manager.screenLoading) body = <LoadingScreen message="Loading screen..." />;
  else body = <EditorCanvas previewRef={previewRef} preview={preview} />;

  return (
    <div className="ed-stage">
      <EditorToolbar onPreview={onPreview} />
      {body}
    </div>
  );
}

/** /app/layout: the board editor. */
export function EditorPage() {
  const session = useSession();
  const [store] = useState(() => createEditorStore({ preset: initialPreset() }));
  const { notices, notify, dismiss } = useNotices();
  const saver = useSaver(store, notify);
  useConnectionReturn(notify);
  const { confirm, dialog: confirmDialog } = useConfirmHost();
  const [addScreenOpen, setAddScreenOpen] = useState(false);

  const onLoadError = useCallback((message: string) => notify('error', message), [notify]);
  const manager = useScreenManager({ store, saver, subscriptionTier: session.subscriptionTier, onLoadError });

  useEffect(
    () =>
      store.subscribe((state, previous) => {
        if (state.preset !== previous.preset) writeStorage('local', PRESET_STORAGE_KEY, state.preset);
      }),
    [store],
  );

  const previewRef = useRef<HTMLDivElement>(null);
  const { preview, toggle: togglePreview } = useCanvasPreview(previewRef);
  const actionContext = useMemo<ActionContext>(() => ({ store, confirm }), [store, confirm]);
  // The preview is view-only: no shortcut may change the board while it shows.
  useEditorKeyboard(actionContext, !preview);

  const requestNewScreen = () => {
    if (manager.checkCanCreate()) setAddScreenOpen(true);
  };
  const saveNow = async () => {
    await saver.flush();
    // Nothing was waiting to be saved: the board on the server already is the one shown.
    if (store.getState().saveStatus === 'idle') store.getState().setSaveStatus('saved');
  };
  const screensContext: ScreensContextValue = { ...manager, requestNewScreen, saveNow };
  const overLimit = overLimitMessage(manager.tier, manager.screens.length);

  return (
    <EditorProvider value={actionContext}>
      <ScreensProvider value={screensContext}>
        <div className="ed">
          <h1 className="visually-hidden">Board Editor</h1>
          {(notices.length > 0 || overLimit) && (
            <div className="ed-notices">
              {overLimit && (
                <Notice tone="warning">
                  {overLimit} <Link to="/pricing">See plans</Link>
                </Notice>
              )}
              {notices.map((notice) => (
                <Notice key={notice.id} tone={notice.tone}>
                  {notice.text}{' '}
                  <button type="button" className="link-button" onClick={() => dismiss(notice.id)}>
                    Dismiss
                  </button>
                </Notice>
              ))}
            </div>
          )}
          <div className="ed__body">
            <Sidebar />
            <Stage
              manager={manager}
              onNewScreen={requestNewScreen}
              previewRef={previewRef}
              preview={preview}
              onPreview={togglePreview}
            />
          </div>
        </div>
        <AddScreenDialog open={addScreenOpen} onOpenChange={setAddScreenOpen} />
        <ScreenLimitDialog notice={manager.limitNotice} onClose={manager.dismissLimit} />
        {confirmDialog}
      </ScreensProvider>
    </EditorProvider>
  );
}
