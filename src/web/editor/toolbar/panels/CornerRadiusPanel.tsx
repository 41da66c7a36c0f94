import { CORNER_RADIUS_RANGE } from '../../../../common/board';
import type { Component } from '../../../../common/schemas/component';
import { SliderField } from '../../controls/SliderField';
import { fullStyle, useStylePatch } from '../styleEditing';

export function CornerRadiusPanel({ component }: { component: Component }) {
  const style = fullStyle(component);
  const patch = useStylePatch(component);
  return (
    <SliderField
      label="Corner radius"
      value={style.borderRadius}
      range={CORNER_RADIUS_RANGE}
      onChange={(borderRadius) => patch({ borderRadius })}
    />
  );
}
