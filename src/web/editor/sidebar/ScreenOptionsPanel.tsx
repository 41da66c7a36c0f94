import { useState } from 'react';
import { type Screen, useCreateScreen } from '../../api/screens';
import { MutationButton, MutationError } from '../../data-ui/MutationState';
import { DEMO_MESSAGES, useDemoActions } from '../../session/DemoMode';
import { buttonClassName } from '../../ui/Button';
import { useEditor, useEditorStoreApi } from '../EditorContext';
import { useScreensContext } from '../screens/ScreensContext';
import { copyName, useScreenMaking } from '../screens/useScreenMaking';
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
  const { screens, openId, saveNow, checkCanCreate } = useScreensContext();
  const demo = useDemoActions();
  const content = useEditor((state) => state.content);
  const [deleting, setDeleting] = useState<Screen | null>(null);
  const create = useCreateScreen();
  const copying = useScreenMaking(create, DEMO_MESSAGES.duplicateScreen);
  if (!content || openId === null) return null;
  const openScreen = screens.find((screen) => String(screen.id) === String(openId)) ?? null;

  function duplicate() {
    const shown = store.getState().content;
    if (!shown || !checkCanCreate()) return;
    void copying.make({ ...shown, name: copyName(shown.name) });
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
        <MutationError mutation={copying.drawn} failed="Could not duplicate the screen. Please try again." />
        <div className="ed-panel__footer">
          <MutationButton
            variant="secondary"
            size="small"
            onClick={duplicate}
            mutation={copying.drawn}
            busy="Duplicating..."
          >
            Duplicate Screen
          </MutationButton>
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
