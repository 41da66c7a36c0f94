import { useEditor, useEditorStoreApi } from '../EditorContext';
import { Icon } from '../toolbar/Icon';
import { AddComponentPanel } from './AddComponentPanel';
import { ComponentEditorPanel } from './ComponentEditorPanel';
import { LayersSection } from './LayersSection';
import { ScreenOptionsPanel } from './ScreenOptionsPanel';
import { ScreensSection } from './ScreensSection';

function LayersPanel() {
  const store = useEditorStoreApi();
  const hasScreen = useEditor((state) => state.content !== null);
  return (
    <div className="ed-panel">
      <ScreensSection />
      {hasScreen && (
        <>
          <LayersSection />
          <button
            type="button"
            className="btn btn--secondary btn--small btn--block"
            onClick={() => store.getState().setSidebarMode('screen')}
          >
            <Icon name="settings" size={18} />
            Screen Options
          </button>
        </>
      )}
    </div>
  );
}

/** The sidebar's four modes (spec 02 §2); back from any of them returns to the layers list. */
export function Sidebar() {
  const mode = useEditor((state) => state.sidebarMode);
  const hasScreen = useEditor((state) => state.content !== null);
  return (
    <aside className="ed-sidebar" aria-label="Editor sidebar">
      {!hasScreen || mode === 'layers' ? (
        <LayersPanel />
      ) : mode === 'add' ? (
        <AddComponentPanel />
      ) : mode === 'component' ? (
        <ComponentEditorPanel />
      ) : (
        <ScreenOptionsPanel />
      )}
    </aside>
  );
}
