import { LAYOUT_PRESETS, type LayoutPreset, PRESET_LABELS } from '../../../common/board';
import { redoAction } from '../actions/redo';
import { ariaShortcut, isApplePlatform, shortcutLabel } from '../actions/shortcuts';
import type { EditorAction } from '../actions/types';
import { undoAction } from '../actions/undo';
import { useAction, useEditor, useEditorStoreApi } from '../EditorContext';
import type { SaveStatus, Zoom } from '../store/editorStore';
import { Icon, type IconName } from './Icon';

const APPLE = isApplePlatform();

const SAVE_STATUS_TEXT: Record<SaveStatus, string> = {
  idle: '',
  saving: 'Saving…',
  saved: 'Saved',
  error: 'Save failed',
};

const ZOOMS: { value: string; label: string }[] = [
  { value: 'fit', label: 'Fit' },
  { value: '0.5', label: '50%' },
  { value: '0.75', label: '75%' },
  { value: '1', label: '100%' },
];

function ActionButton({ action, icon }: { action: EditorAction; icon: IconName }) {
  const { enabled, label, run } = useAction(action);
  const shortcut = action.shortcut?.[0];
  const hint = shortcut ? `${label} (${shortcutLabel(shortcut, APPLE)})` : label;
  return (
    <button
      type="button"
      className="ed-toolbar__button"
      onClick={run}
      disabled={!enabled}
      title={hint}
      aria-label={label}
      aria-keyshortcuts={action.shortcut?.map((keys) => ariaShortcut(keys, APPLE)).join(' ')}
    >
      <Icon name={icon} />
      <span className="ed-toolbar__text">{label}</span>
    </button>
  );
}

function presetLabel(preset: LayoutPreset, custom: { widthPx: number; heightPx: number } | undefined) {
  return preset === 'custom' && custom
    ? `${PRESET_LABELS.custom} (${custom.widthPx}×${custom.heightPx})`
    : PRESET_LABELS[preset];
}

function SaveStatusText() {
  const status = useEditor((state) => state.saveStatus);
  return (
    <span className={`ed-save-status ed-save-status--${status}`} role="status" aria-live="polite">
      {SAVE_STATUS_TEXT[status]}
    </span>
  );
}

/**
 * The bar above the canvas: undo and redo, which preset's layout is being edited, zoom, save status and
 * the full-screen preview. Under 1055px wide its buttons show icons only.
 */
export function EditorToolbar({ onPreview }: { onPreview: () => void }) {
  const store = useEditorStoreApi();
  const preset = useEditor((state) => state.preset);
  const zoom = useEditor((state) => state.zoom);
  const custom = useEditor((state) => state.content?.customDimensions);
  const hasScreen = useEditor((state) => state.content !== null);

  return (
    <div className="ed-toolbar" role="toolbar" aria-label="Editor">
      <div className="ed-toolbar__group">
        <ActionButton action={undoAction} icon="undo" />
        <ActionButton action={redoAction} icon="redo" />
      </div>
      <div className="ed-toolbar__group">
        <label
          className="ed-toolbar__select"
          title="Each device keeps its own places and sizes; choose whose you are arranging"
        >
          <span className="ed-toolbar__select-label ed-toolbar__select-label--kept">Layout for</span>
          <select
            className="ed-input ed-select"
            value={preset}
            disabled={!hasScreen}
            onChange={(event) => store.getState().setPreset(event.target.value as LayoutPreset)}
          >
            {LAYOUT_PRESETS.map((option) => (
              <option key={option} value={option}>
                {presetLabel(option, custom)}
              </option>
            ))}
          </select>
        </label>
        <label className="ed-toolbar__select">
          <span className="ed-toolbar__select-label">Zoom</span>
          <select
            className="ed-input ed-select"
            value={String(zoom)}
            disabled={!hasScreen}
            onChange={(event) => {
              const value = event.target.value;
              store.getState().setZoom(value === 'fit' ? 'fit' : (Number(value) as Zoom));
            }}
          >
            {ZOOMS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="ed-toolbar__group ed-toolbar__group--end">
        <SaveStatusText />
        <button
          type="button"
          className="ed-toolbar__button"
          onClick={onPreview}
          disabled={!hasScreen}
          title="Preview full screen"
          aria-label="Preview full screen"
        >
          <Icon name="fullscreen" />
          <span className="ed-toolbar__text">Preview</span>
        </button>
      </div>
    </div>
  );
}
