import { type FormEvent, useEffect, useState } from 'react';
import { LAYOUT_PRESETS, type LayoutPreset, PRESET_LABELS } from '../../../../common/board';
import { parseCustomDimensions } from '../../../../common/layout';
import { Notice } from '../../../ui/Notice';
import { TextField } from '../../../ui/TextField';
import { useEditorStoreApi } from '../../EditorContext';
import type { ScreenContent } from '../../store/screenContent';

export function PresetForm({ content }: { content: ScreenContent }) {
  const store = useEditorStoreApi();
  const [preset, setPreset] = useState<LayoutPreset>(content.activeLayoutPreset);
  const [width, setWidth] = useState(String(content.customDimensions.widthPx));
  const [height, setHeight] = useState(String(content.customDimensions.heightPx));
  const [error, setError] = useState<string | null>(null);

  useEffect(() => setPreset(content.activeLayoutPreset), [content.activeLayoutPreset]);

  function choose(next: LayoutPreset) {
    setPreset(next);
    setError(null);
    if (next !== 'custom') store.getState().setActivePreset(next);
  }

  function applyCustom(event: FormEvent) {
    event.preventDefault();
    const parsed = parseCustomDimensions(width, height);
    if (!parsed.ok) return setError(parsed.error);
    setError(null);
    store.getState().setActivePreset('custom', parsed.value);
  }

  return (
    <section className="ed-subsection" aria-label="Target device">
      <h3 className="ed-subsection__title">Target device</h3>
      <div className="ed-field">
        <label className="ed-field__label" htmlFor="screen-layout-preset">
          Displays show
        </label>
        <select
          id="screen-layout-preset"
          className="ed-input ed-select"
          aria-describedby="screen-layout-preset-hint"
          value={preset}
          onChange={(event) => choose(event.target.value as LayoutPreset)}
        >
          {LAYOUT_PRESETS.map((option) => (
            <option key={option} value={option}>
              {PRESET_LABELS[option]}
            </option>
          ))}
        </select>
        <p className="ed-muted" id="screen-layout-preset-hint">
          The layout a TV or tablet shows this screen in. With Base, each display takes the one nearest its
          size.
        </p>
      </div>
      {preset === 'custom' && (
        <form onSubmit={applyCustom} noValidate>
          <div className="ed-inline">
            <TextField
              label="Width (px)"
              inputMode="numeric"
              value={width}
              onChange={(event) => setWidth(event.target.value)}
            />
            <TextField
              label="Height (px)"
              inputMode="numeric"
              value={height}
              onChange={(event) => setHeight(event.target.value)}
            />
          </div>
          {error && <Notice tone="error">{error}</Notice>}
          <button type="submit" className="btn btn--secondary btn--small">
            Apply
          </button>
        </form>
      )}
    </section>
  );
}
