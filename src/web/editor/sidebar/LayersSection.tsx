import { Fragment } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { effectiveLayout } from '../../../common/layout';
import { widgetFor } from '../../../widgets/registry';
import { bringForwardAction } from '../actions/bringForward';
import { deleteLayerAction } from '../actions/deleteLayer';
import { sendBackwardAction } from '../actions/sendBackward';
import { toggleVisibilityAction } from '../actions/toggleVisibility';
import type { LayerAction } from '../actions/types';
import { useAction, useEditor, useEditorStoreApi } from '../EditorContext';
import { findComponent, layersTopDown } from '../store/screenContent';
import { Icon, type IconName } from '../toolbar/Icon';
import { SidebarSection } from './SidebarSection';

function RowAction({
  action,
  id,
  icon,
  label,
  danger,
}: {
  action: LayerAction;
  id: string;
  icon: IconName;
  label: string;
  danger?: boolean;
}) {
  const { enabled, run } = useAction(action, id);
  return (
    <button
      type="button"
      className={`ed-icon-button ed-icon-button--small${danger ? ' ed-icon-button--danger' : ''}`}
      aria-label={label}
      title={label}
      disabled={!enabled}
      onClick={run}
    >
      <Icon name={icon} size={16} />
    </button>
  );
}

/** The name a layer goes by: its own header text, else the start of its text, else its type. */
function layerName(component: { type: string; headerText?: string; textContent?: unknown }): string {
  const label = widgetFor(component.type)?.label ?? component.type;
  const header = component.headerText?.trim();
  if (header && header !== label) return header;
  const text = typeof component.textContent === 'string' ? component.textContent.trim().split('\n')[0] : '';
  return text ? text.slice(0, 40) : label;
}

const LOCKED = 'Locked';

function LayerRow({ id }: { id: string }) {
  const store = useEditorStoreApi();
  const component = useEditor((state) => findComponent(state.content, id));
  const visible = useEditor((state) => {
    const layer = findComponent(state.content, id);
    return layer ? effectiveLayout(layer, state.preset).isVisible : true;
  });
  const selected = useEditor((state) => state.selection?.kind === 'component' && state.selection.id === id);
  if (!component) return null;
  const name = layerName(component);
  const type = widgetFor(component.type)?.label ?? component.type;
  // The type only when the name does not already say it, so no row reads "Clock Clock".
  const notes = [name === type ? null : type, component.isLocked ? LOCKED : null, visible ? null : 'Hidden'];
  const meta = notes.filter((note): note is string => note !== null);

  return (
    <li className={selected ? 'ed-row ed-row--current' : 'ed-row'}>
      <button
        type="button"
        className="ed-row__main"
        aria-pressed={selected}
        onClick={() => store.getState().select({ kind: 'component', id })}
      >
        <span className="ed-row__name" title={name}>
          {name}
        </span>
        {meta.length > 0 && (
          <span className="ed-row__meta">
            {meta.map((note, index) => (
              <Fragment key={note}>
                {index > 0 && ' · '}
                {note === LOCKED && <Icon name="lock" size={12} />}
                {note}
              </Fragment>
            ))}
          </span>
        )}
      </button>
      <div className="ed-row__actions">
        <RowAction
          action={toggleVisibilityAction}
          id={id}
          icon={visible ? 'eye' : 'eyeOff'}
          label={visible ? `Hide ${name}` : `Show ${name}`}
        />
        <RowAction action={sendBackwardAction} id={id} icon="down" label={`Send ${name} backward`} />
        <RowAction action={bringForwardAction} id={id} icon="up" label={`Bring ${name} forward`} />
        <RowAction action={deleteLayerAction} id={id} icon="trash" label={`Delete ${name}`} danger />
      </div>
    </li>
  );
}

/** LAYERS: the top layer first and the screen's background last (it cannot be deleted). */
export function LayersSection() {
  const store = useEditorStoreApi();
  const ids = useEditor(
    useShallow((state) => layersTopDown(state.content?.components ?? []).map((component) => component.id)),
  );
  const backgroundSelected = useEditor((state) => state.selection?.kind === 'background');

  return (
    <SidebarSection
      title="Layers"
      addLabel="Add component"
      onAdd={() => store.getState().setSidebarMode('add')}
    >
      <ul className="ed-list">
        {ids.map((id) => (
          <LayerRow key={id} id={id} />
        ))}
        <li className={backgroundSelected ? 'ed-row ed-row--current' : 'ed-row'}>
          <button
            type="button"
            className="ed-row__main"
            aria-pressed={backgroundSelected}
            onClick={() => store.getState().select({ kind: 'background' })}
          >
            <span className="ed-row__name">Background</span>
            <span className="ed-row__meta">Screen background</span>
          </button>
        </li>
      </ul>
      {ids.length === 0 && <p className="ed-muted">No components yet. Add one with +.</p>}
    </SidebarSection>
  );
}
