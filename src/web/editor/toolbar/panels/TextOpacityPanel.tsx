import { useState } from 'react';
import { OPACITY_RANGE, OPACITY_STEP } from '../../../../common/board';
import type { Component } from '../../../../common/schemas/component';
import { percent, SliderField } from '../../controls/SliderField';
import type { TextTarget } from '../../store/screenContent';
import { fullStyle, TEXT_STYLE_FIELDS, useStylePatch } from '../styleEditing';
import { TextTargetSwitch } from './TextTargetSwitch';

export function TextOpacityPanel({ component }: { component: Component }) {
  const style = fullStyle(component);
  const patch = useStylePatch(component);
  const [target, setTarget] = useState<TextTarget>('body');
  const field = TEXT_STYLE_FIELDS[target].fontOpacity;
  return (
    <>
      <TextTargetSwitch showHeader={style.showHeader} value={target} onChange={setTarget} />
      <SliderField
        label="Text opacity"
        value={style[field]}
        range={OPACITY_RANGE}
        step={OPACITY_STEP}
        format={percent}
        onChange={(value) => patch({ [field]: value })}
      />
    </>
  );
}
