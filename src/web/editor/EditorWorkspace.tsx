import { type ReactNode, type RefObject, useDeferredValue, useMemo, useRef, useState } from 'react';
import { Button } from '../ui/Button';
import { Notice } from '../ui/Notice';
import { LoadingScreen } from '../ui/Spinner';
import type { ActionContext } from './actions/types';
import { useEditorKeyboard } from './actions/useEditorKeyboard';
import { useConfirmHost } from './ConfirmHost';
import { EditorCanvas } from './canvas/EditorCanvas';
import { useCanvasPreview } from './canvas/useCanvasPreview';
import { EditorProvider, useEditor } from './EditorContext';
import { type ScreensContextValue, ScreensProvider } from './screens/ScreensContext';
import type { ScreenManager } from './screens/useScreenManager';
import { AddScreenDialog } from './sidebar/AddScreenDialog';
import { ScreenLimitDialog } from './sidebar/ScreenLimitDialog';
import { Sidebar } from './sidebar/Sidebar';
import type { EditorStore } from './store/editorStore';
import { EditorToolbar } from './toolbar/EditorToolbar';
import type { EditorNotice } from './useNotices';
import './editor.css';

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
  manager: ScreenManager;
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

interface EditorWorkspaceProps {
  store: EditorStore;
  /** The screens around the open one, and what creating, copying or deleting one does. */
  manager: ScreenManager;
  /** Saves the open screen now (Save Styles, Open Viewer). */
  saveNow: () => Promise<void>;
  notices: EditorNotice[];
  onDismissNotice: (id: number) => void;
  /** A standing message above the board (the plan's screen limit). */
  banner?: ReactNode;
}

/**
 * The editor itself: sidebar, toolbar and canvas over one store, with its dialogs and shortcuts.
 * The app's editor keeps its screens on the server; the demo's keeps one in the browser.
 */
export function EditorWorkspace({
  store,
  manager,
  saveNow,
  notices,
  onDismissNotice,
  banner,
}: EditorWorkspaceProps) {
  const { confirm, dialog: confirmDialog } = useConfirmHost();
  // The board first and the sidebar just after, in a render of its own: two shorter tasks than one
  // on a slow phone, and the board shows sooner.
  const sidebarShown = useDeferredValue(true, false);
  const [addScreenOpen, setAddScreenOpen] = useState(false);
  const previewRef = useRef<HTMLDivElement>(null);
  const { preview, toggle: togglePreview } = useCanvasPreview(previewRef);
  const actionContext = useMemo<ActionContext>(() => ({ store, confirm }), [store, confirm]);
  // The preview is view-only: no shortcut may change the board while it shows.
  useEditorKeyboard(actionContext, !preview);

  const requestNewScreen = () => {
    if (manager.checkCanCreate()) setAddScreenOpen(true);
  };
  const screensContext: ScreensContextValue = { ...manager, requestNewScreen, saveNow };

  return (
    <EditorProvider value={actionContext}>
      <ScreensProvider value={screensContext}>
        <div className="ed">
          <h1 className="visually-hidden">Board Editor</h1>
          {(notices.length > 0 || banner) && (
            <div className="ed-notices">
              {banner}
              {notices.map((notice) => (
                <Notice key={notice.id} tone={notice.tone}>
                  {notice.text}{' '}
                  <button type="button" className="link-button" onClick={() => onDismissNotice(notice.id)}>
                    Dismiss
                  </button>
                </Notice>
              ))}
            </div>
          )}
          <div className="ed__body">
            {sidebarShown ? <Sidebar /> : <div className="ed-sidebar" />}
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
