import { useId } from 'react';
import { effectiveLayout } from '../../../common/layout';
import { widgetFor } from '../../../widgets/registry';
import { widgetViews } from '../../../widgets/views';
import { useOnePerTapMutation } from '../../api/onePerTap';
import { MutationButton } from '../../data-ui/MutationState';
import { deleteLayerAction } from '../actions/deleteLayer';
import { SwitchField } from '../controls/SwitchField';
import { useAction, useEditor, useEditorStoreApi } from '../EditorContext';
import { useScreensContext } from '../screens/ScreensContext';
import { type ComponentPatch, findComponent } from '../store/screenContent';
import { STYLE_PANELS } from '../toolbar/stylePanels';
import { PanelHeader } from './SidebarSection';

/** The selected layer: its name or header, settings, its type's own panel, and every card style. */
export function ComponentEditorPanel() {
  const store = useEditorStoreApi();
  const { saveNow } = useScreensContext();
  const headerId = useId();
  const component = useEditor((state) =>
    state.selection?.kind === 'component' ? findComponent(state.content, state.selection.id) : undefined,
  );
  const preset = useEditor((state) => state.preset);
  const remove = useAction(deleteLayerAction, component?.id);
  // Save Styles sends the editor's own save of the whole screen (its saver's PUT), drawn as a write.
  const saveStyles = useOnePerTapMutation({ mutationFn: () => saveNow() });

  if (!component) return null;
  const { id } = component;
  const label = widgetFor(component.type)?.label ?? component.type;
  const Settings = widgetViews[component.type]?.Settings;
  const visible = effectiveLayout(component, preset).isVisible;
  const change = (patch: ComponentPatch) =>
    store
      .getState()
      .patchComponent(id, patch, { coalesceKey: `fields:${id}:${Object.keys(patch).sort().join(',')}` });

  return (
    <div className="ed-panel">
      <PanelHeader title={`Edit ${label}`} onBack={() => store.getState().setSidebarMode('layers')} />

      <div className="ed-field">
        <label className="ed-field__label" htmlFor={headerId}>
          {component.style.showHeader ? 'Header' : 'Layer name'}
        </label>
        <input
          id={headerId}
          className="ed-input"
          value={component.headerText}
          maxLength={200}
          onChange={(event) => change({ headerText: event.target.value })}
        />
      </div>

      <section className="ed-subsection" aria-label="Settings">
        <h3 className="ed-subsection__title">Settings</h3>
        <SwitchField
          label="Show header"
          checked={component.style.showHeader ?? true}
          onChange={(showHeader) => store.getState().patchStyle(id, { showHeader })}
        />
        <SwitchField
          label="Lock position and size"
          checked={component.isLocked}
          onChange={(isLocked) => store.getState().setLocked(id, isLocked)}
        />
        <SwitchField
          label="Visible"
          checked={visible}
          onChange={(isVisible) => store.getState().setVisibility(id, isVisible)}
        />
      </section>

      {Settings && (
        <section className="ed-subsection" aria-label="Content">
          <h3 className="ed-subsection__title">Content</h3>
          <Settings component={component} onChange={change} />
        </section>
      )}

      <section className="ed-subsection" aria-label="Card Styles">
        <h3 className="ed-subsection__title">Card Styles</h3>
        {STYLE_PANELS.map(({ id: panelId, label: panelLabel, Panel }) => (
          <details key={panelId} className="ed-disclosure">
            <summary className="ed-disclosure__summary">{panelLabel}</summary>
            <div className="ed-disclosure__body">
              <Panel component={component} />
            </div>
          </details>
        ))}
      </section>

      <div className="ed-panel__footer">
        <MutationButton
          size="small"
          onClick={() => saveStyles.mutate()}
          mutation={saveStyles}
          busy="Saving..."
        >
          Save Styles
        </MutationButton>
        <button
          type="button"
          className="btn btn--danger btn--small"
          onClick={remove.run}
          disabled={!remove.enabled}
        >
          Delete Layer
        </button>
      </div>
    </div>
  );
}
