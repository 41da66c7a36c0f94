import { useState } from 'react';
import {
  OPACITY_RANGE,
  OPACITY_STEP,
  TEXT_SHADOW_BLUR_RANGE,
  TEXT_SHADOW_OFFSET_RANGE,
  TEXT_SHADOW_OPACITY_ON_ENABLE,
} from '../../../../common/board';
import type { Component } from '../../../../common/schemas/component';
import { ColorField } from '../../controls/ColorField';
import { percent, SliderField } from '../../controls/SliderField';
import { SwitchField } from '../../controls/SwitchField';
import type { TextTarget } from '../../store/screenContent';
import { fullStyle, TEXT_STYLE_FIELDS, useColorPatch, useStylePatch } from '../styleEditing';
import { TextTargetSwitch } from './TextTargetSwitch';

export function TextShadowPanel({ component }: { component: Component }) {
  const style = fullStyle(component);
  const patch = useStylePatch(component);
  const patchColor = useColorPatch(component);
  const [target, setTarget] = useState<TextTarget>('body');
  const fields = TEXT_STYLE_FIELDS[target];
  const on = style[fields.shadowOn];

  function toggle(checked: boolean) {
    // A shadow switched on at zero opacity would still show nothing.
    const invisible = style[fields.shadowOpacity] === 0;
    patch({
      [fields.shadowOn]: checked,
      ...(checked && invisible ? { [fields.shadowOpacity]: TEXT_SHADOW_OPACITY_ON_ENABLE } : {}),
    });
  }

  return (
    <>
      <TextTargetSwitch showHeader={style.showHeader} value={target} onChange={setTarget} />
      <SwitchField label="Text shadow" checked={on} onChange={toggle} />
      {on && (
        <>
          <SliderField
            label="Horizontal offset"
            value={style[fields.shadowHOffset]}
            range={TEXT_SHADOW_OFFSET_RANGE}
            onChange={(value) => patch({ [fields.shadowHOffset]: value })}
          />
          <SliderField
            label="Vertical offset"
            value={style[fields.shadowVOffset]}
            range={TEXT_SHADOW_OFFSET_RANGE}
            onChange={(value) => patch({ [fields.shadowVOffset]: value })}
          />
          <SliderField
            label="Blur"
            value={style[fields.shadowBlur]}
            range={TEXT_SHADOW_BLUR_RANGE}
            onChange={(value) => patch({ [fields.shadowBlur]: value })}
          />
          <ColorField
            label="Shadow colour"
            value={style[fields.shadowColor]}
            onChange={(color) => patchColor(fields.shadowColor, fields.shadowOpacity, color)}
          />
          <SliderField
            label="Shadow opacity"
            value={style[fields.shadowOpacity]}
            range={OPACITY_RANGE}
            step={OPACITY_STEP}
            format={percent}
            onChange={(value) => patch({ [fields.shadowOpacity]: value })}
          />
        </>
      )}
    </>
  );
}
