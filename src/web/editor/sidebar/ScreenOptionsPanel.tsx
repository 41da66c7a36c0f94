import { useState } from 'react';
import { errorMessage } from '../../api/client';
import type { Screen } from '../../api/screens';
import { DEMO_MESSAGES, useDemoActions } from '../../session/DemoMode';
import { buttonClassName } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { useEditor, useEditorStoreApi } from '../EditorContext';
import { useScreensContext } from '../screens/ScreensContext';
import { DeleteScreenDialog } from './ScreensSection';
import { PanelHeader } from './SidebarSection';
import { CareForm } from './screenOptions/CareForm';
import { NameForm } from './screenOptions/NameForm';
import { PresetForm } from './screenOptions/PresetForm';
import { ShowOnSection } from './screenOptions/ShowOnSection';
import { TemplateForm } from './screenOptions/TemplateForm';
import { TimerForm } from './screenOptions/TimerForm';
import { TouchForm } from './screenOptions/TouchForm';

export const TIMER_NEEDS_SCREENS = 'Add another screen to use screen timer.';

/**
 * Screen options: name, target device, timer, the TVs it shows on (and when), touch on the wall,
 * screen care, viewer, template, copy and delete.
 */
export function ScreenOptionsPanel() {
  const store = useEditorStoreApi();
  const { screens, openId, saveNow, duplicateOpen } = useScreensContext();
  const demo = useDemoActions();
  const content = useEditor((state) => state.content);
  const [deleting, setDeleting] = useState<Screen | null>(null);
  const [duplicateError, setDuplicateError] = useState<string | null>(null);
  const [duplicating, setDuplicating] = useState(false);
  if (!content || openId === null) return null;
  const openScreen = screens.find((screen) => String(screen.id) === String(openId)) ?? null;

  async function duplicate() {
    setDuplicating(true);
    setDuplicateError(null);
    try {
      await duplicateOpen();
    } catch (err) {
      console.error('Duplicating the screen failed', err);
      setDuplicateError(errorMessage(err, 'Could not duplicate the screen. Please try again.'));
    } finally {
      setDuplicating(false);
    }
  }

  return (
    <div className="ed-panel">
      <PanelHeader title="Screen Options" onBack={() => store.getState().setSidebarMode('layers')} />
      <NameForm name={content.name} />
      <PresetForm content={content} />

      <section className="ed-subsection" aria-label="Screen timer">
        <h3 className="ed-subsection__title">Screen timer</h3>
        {demo ? (
          <p className="ed-muted">{DEMO_MESSAGES.timer}</p>
        ) : screens.length > 1 ? (
          <TimerForm timer={content.timer} />
        ) : (
          <p className="ed-muted">{TIMER_NEEDS_SCREENS}</p>
        )}
      </section>

      {demo ? (
        <section className="ed-subsection" aria-label="Show on">
          <h3 className="ed-subsection__title">Show on…</h3>
          <p className="ed-muted">{DEMO_MESSAGES.showOnTv}</p>
        </section>
      ) : (
        <ShowOnSection screenId={openId} />
      )}
      <TouchForm lookOnly={content.lookOnly} />
      <CareForm care={content.care} />

      <section className="ed-subsection" aria-label="Viewer">
        <h3 className="ed-subsection__title">Viewer</h3>
        {demo ? (
          <button
            type="button"
            className={buttonClassName({ variant: 'secondary', size: 'small' })}
            onClick={() => demo.refuse(DEMO_MESSAGES.viewer)}
          >
            Open Viewer
          </button>
        ) : (
          <a
            className={buttonClassName({ variant: 'secondary', size: 'small' })}
            href={`/view/${encodeURIComponent(String(openId))}`}
            target="_blank"
            rel="noopener"
            onClick={() => void saveNow()}
          >
            Open Viewer
          </a>
        )}
      </section>

      <TemplateForm name={content.name} />

      <section className="ed-subsection" aria-label="Copy or delete">
        {duplicateError && <Notice tone="error">{duplicateError}</Notice>}
        <div className="ed-panel__footer">
          <button
            type="button"
            className="btn btn--secondary btn--small"
            onClick={duplicate}
            disabled={duplicating}
          >
            {duplicating ? 'Duplicating...' : 'Duplicate Screen'}
          </button>
          <button
            type="button"
            className="btn btn--danger btn--small"
            onClick={() => (demo ? demo.refuse(DEMO_MESSAGES.deleteScreen) : setDeleting(openScreen))}
          >
            Delete Screen
          </button>
        </div>
      </section>
      <DeleteScreenDialog screen={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
