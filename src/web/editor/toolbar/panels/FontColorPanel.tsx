import { useState } from 'react';
import type { Component } from '../../../../common/schemas/component';
import { textBackdrops } from '../../../board/cardStyles';
import { boardBackdrop, readableTextColor } from '../../../board/contrast';
import { ColorField } from '../../controls/ColorField';
import { SwitchField } from '../../controls/SwitchField';
import { useEditor } from '../../EditorContext';
import type { TextTarget } from '../../store/screenContent';
import { fullStyle, TEXT_STYLE_FIELDS, useColorPatch } from '../styleEditing';
import { TextTargetSwitch } from './TextTargetSwitch';

const SWATCHES = ['#222222', '#ffffff', '#11706b', '#e8775a', '#f4c15d', '#7b5ea7', '#2563eb', '#b3412a'];

/**
 * The body's or the header's text colour. Until the family picks one it is automatic: dark or light,
 * whichever reads on what is behind the text (the card, or the board where the card is see-through).
 */
export function FontColorPanel({ component }: { component: Component }) {
  const style = fullStyle(component);
  const patchColor = useColorPatch(component);
  const [target, setTarget] = useState<TextTarget>('body');
  const board = useEditor((state) => (state.content ? boardBackdrop(state.content.background) : null));
  const field = TEXT_STYLE_FIELDS[target].fontColor;
  const chosen: string | undefined = style[field];
  const automatic = readableTextColor(textBackdrops(style, board)[target]);
  const choose = (color: string | undefined) =>
    patchColor(field, TEXT_STYLE_FIELDS[target].fontOpacity, color);

  return (
    <>
      <TextTargetSwitch showHeader={style.showHeader} value={target} onChange={setTarget} />
      <SwitchField
        label="Automatic: dark or light by what is behind"
        checked={chosen === undefined}
        onChange={(on) => choose(on ? undefined : automatic)}
      />
      <ColorField label="Font colour" value={chosen ?? automatic} onChange={choose} />
      <div className="ed-swatches">
        {SWATCHES.map((color) => (
          <button
            key={color}
            type="button"
            className="ed-swatches__swatch"
            style={{ background: color }}
            aria-label={`Use ${color}`}
            aria-pressed={chosen?.toLowerCase() === color}
            onClick={() => choose(color)}
          />
        ))}
      </div>
    </>
  );
}
