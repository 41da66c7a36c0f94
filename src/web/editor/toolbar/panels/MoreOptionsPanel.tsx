import type { Component } from '../../../../common/schemas/component';
import { bringForwardAction } from '../../actions/bringForward';
import { bringToFrontAction } from '../../actions/bringToFront';
import { deleteLayerAction } from '../../actions/deleteLayer';
import { duplicateLayerAction } from '../../actions/duplicateLayer';
import { sendBackwardAction } from '../../actions/sendBackward';
import { sendToBackAction } from '../../actions/sendToBack';
import { toggleLockAction } from '../../actions/toggleLock';
import type { LayerAction } from '../../actions/types';
import { SwitchField } from '../../controls/SwitchField';
import { useAction, useEditorStoreApi } from '../../EditorContext';
import { Icon, type IconName } from '../Icon';

function ActionButton({
  action,
  id,
  icon,
  danger,
}: {
  action: LayerAction;
  id: string;
  icon: IconName;
  danger?: boolean;
}) {
  const { enabled, label, run } = useAction(action, id);
  return (
    <button
      type="button"
      className={danger ? 'ed-menu-item ed-menu-item--danger' : 'ed-menu-item'}
      disabled={!enabled}
      onClick={run}
    >
      <Icon name={icon} size={18} />
      {label}
    </button>
  );
}

/** Lock, layer order, duplicate, delete, and the way into the full component editor. */
export function MoreOptionsPanel({ component }: { component: Component }) {
  const store = useEditorStoreApi();
  const lock = useAction(toggleLockAction, component.id);
  return (
    <>
      <SwitchField label="Lock position and size" checked={component.isLocked} onChange={lock.run} />
      <fieldset className="ed-group ed-fieldset">
        <legend className="ed-field__label">Layer order</legend>
        <ActionButton action={bringToFrontAction} id={component.id} icon="toFront" />
        <ActionButton action={bringForwardAction} id={component.id} icon="forward" />
        <ActionButton action={sendBackwardAction} id={component.id} icon="backward" />
        <ActionButton action={sendToBackAction} id={component.id} icon="toBack" />
      </fieldset>
      <div className="ed-group">
        <button
          type="button"
          className="ed-menu-item"
          onClick={() => store.getState().editComponent(component.id)}
        >
          <Icon name="edit" size={18} />
          Edit layer settings
        </button>
        <ActionButton action={duplicateLayerAction} id={component.id} icon="duplicate" />
        <ActionButton action={deleteLayerAction} id={component.id} icon="trash" danger />
      </div>
    </>
  );
}
