import { useState } from 'react';
import type { Component } from '../../../../common/schemas/component';
import { ColorField } from '../../controls/ColorField';
import type { TextTarget } from '../../store/screenContent';
import { fullStyle, TEXT_STYLE_FIELDS, useStylePatch } from '../styleEditing';
import { TextTargetSwitch } from './TextTargetSwitch';

const SWATCHES = ['#222222', '#ffffff', '#11706b', '#e8775a', '#f4c15d', '#7b5ea7', '#2563eb', '#b3412a'];

export function FontColorPanel({ component }: { component: Component }) {
  const style = fullStyle(component);
  const patch = useStylePatch(component);
  const [target, setTarget] = useState<TextTarget>('body');
  const field = TEXT_STYLE_FIELDS[target].fontColor;
  return (
    <>
      <TextTargetSwitch showHeader={style.showHeader} value={target} onChange={setTarget} />
      <ColorField label="Font colour" value={style[field]} onChange={(color) => patch({ [field]: color })} />
      <div className="ed-swatches">
        {SWATCHES.map((color) => (
          <button
            key={color}
            type="button"
            className="ed-swatches__swatch"
            style={{ background: color }}
            aria-label={`Use ${color}`}
            aria-pressed={style[field].toLowerCase() === color}
            onClick={() => patch({ [field]: color })}
          />
        ))}
      </div>
    </>
  );
}
