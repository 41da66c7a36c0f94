import { OUTLINE_WIDTH_ON_ENABLE, OUTLINE_WIDTH_RANGE } from '../../../../common/board';
import type { Component } from '../../../../common/schemas/component';
import { ColorField } from '../../controls/ColorField';
import { SliderField } from '../../controls/SliderField';
import { SwitchField } from '../../controls/SwitchField';
import { fullStyle, useStylePatch } from '../styleEditing';

/** A width of 0 is the outline switched off. */
export function OutlinePanel({ component }: { component: Component }) {
  const style = fullStyle(component);
  const patch = useStylePatch(component);
  const on = style.borderWidth > 0;
  return (
    <>
      <SwitchField
        label="Layer outline"
        checked={on}
        onChange={(checked) => patch({ borderWidth: checked ? OUTLINE_WIDTH_ON_ENABLE : 0 })}
      />
      {on && (
        <>
          <SliderField
            label="Outline width"
            value={style.borderWidth}
            range={OUTLINE_WIDTH_RANGE}
            onChange={(borderWidth) => patch({ borderWidth })}
          />
          <ColorField
            label="Outline colour"
            value={style.borderColor}
            onChange={(borderColor) => patch({ borderColor })}
          />
        </>
      )}
    </>
  );
}
