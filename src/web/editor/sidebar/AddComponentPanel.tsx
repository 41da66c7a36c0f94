import { WIDGETS } from '../../../widgets/registry';
import { useFeatures } from '../../api/features';
import { addComponentAction } from '../actions/addComponent';
import { useActionContext, useEditorStoreApi } from '../EditorContext';
import { PanelHeader } from './SidebarSection';

/** The component types (the nine of the spec, then newer ones); those whose widget has not landed yet are shown disabled. */
export function AddComponentPanel() {
  const store = useEditorStoreApi();
  const context = useActionContext();
  const features = useFeatures().data;
  return (
    <div className="ed-panel">
      <PanelHeader title="Add Component" onBack={() => store.getState().setSidebarMode('layers')} />
      <ul className="ed-add-list">
        {WIDGETS.filter((widget) => widget.addable !== false).map((widget) => (
          <li key={widget.type}>
            <button
              type="button"
              className="ed-add-list__item"
              disabled={!widget.available}
              aria-describedby={`add-${widget.type}-description`}
              onClick={() => void addComponentAction.perform(context, widget.type)}
            >
              <span className="ed-add-list__name">
                {widget.label}
                {!widget.available && <span className="ed-badge">Coming soon</span>}
              </span>
              <span className="ed-add-list__description" id={`add-${widget.type}-description`}>
                {widget.needs && features?.[widget.needs.feature] === false
                  ? widget.needs.missing
                  : widget.description}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
