import {
  OPACITY_RANGE,
  OPACITY_STEP,
  SHADOW_BLUR_RANGE,
  SHADOW_OFFSET_RANGE,
  SHADOW_SPREAD_RANGE,
} from '../../../../common/board';
import type { Component } from '../../../../common/schemas/component';
import { ColorField } from '../../controls/ColorField';
import { percent, SliderField } from '../../controls/SliderField';
import { SwitchField } from '../../controls/SwitchField';
import { fullStyle, useColorPatch, useStylePatch } from '../styleEditing';

export function ShadowPanel({ component }: { component: Component }) {
  const style = fullStyle(component);
  const patch = useStylePatch(component);
  const patchColor = useColorPatch(component);
  return (
    <>
      <SwitchField
        label="Layer shadow"
        checked={style.addBoxShadow}
        onChange={(addBoxShadow) => patch({ addBoxShadow })}
      />
      {style.addBoxShadow && (
        <>
          <SliderField
            label="Horizontal offset"
            value={style.boxShadowHOffset}
            range={SHADOW_OFFSET_RANGE}
            onChange={(boxShadowHOffset) => patch({ boxShadowHOffset })}
          />
          <SliderField
            label="Vertical offset"
            value={style.boxShadowVOffset}
            range={SHADOW_OFFSET_RANGE}
            onChange={(boxShadowVOffset) => patch({ boxShadowVOffset })}
          />
          <SliderField
            label="Blur"
            value={style.boxShadowBlur}
            range={SHADOW_BLUR_RANGE}
            onChange={(boxShadowBlur) => patch({ boxShadowBlur })}
          />
          <SliderField
            label="Spread"
            value={style.boxShadowSpread}
            range={SHADOW_SPREAD_RANGE}
            onChange={(boxShadowSpread) => patch({ boxShadowSpread })}
          />
          <ColorField
            label="Shadow colour"
            value={style.boxShadowColor}
            onChange={(color) => patchColor('boxShadowColor', 'boxShadowOpacity', color)}
          />
          <SliderField
            label="Shadow opacity"
            value={style.boxShadowOpacity}
            range={OPACITY_RANGE}
            step={OPACITY_STEP}
            format={percent}
            onChange={(boxShadowOpacity) => patch({ boxShadowOpacity })}
          />
        </>
      )}
    </>
  );
}
