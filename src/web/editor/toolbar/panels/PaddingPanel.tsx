import { BODY_PADDING_RANGE, HEADER_PADDING_RANGE, type NumberRange } from '../../../../common/board';
import type { Component } from '../../../../common/schemas/component';
import type { Style } from '../../../../common/schemas/style';
import { SliderField } from '../../controls/SliderField';
import { SwitchField } from '../../controls/SwitchField';
import { fullStyle, useStylePatch } from '../styleEditing';

const SIDES = ['Top', 'Right', 'Bottom', 'Left'] as const;

function PaddingSliders({
  prefix,
  range,
  style,
  patch,
}: {
  prefix: 'padding' | 'headerPadding';
  range: NumberRange;
  style: Required<Style>;
  patch: (patch: Partial<Style>) => void;
}) {
  return SIDES.map((side) => {
    const field = `${prefix}${side}` as const;
    return (
      <SliderField
        key={field}
        label={side}
        value={style[field]}
        range={range}
        onChange={(value) => patch({ [field]: value })}
      />
    );
  });
}

/** Header or body padding: off uses the card's default padding. */
export function PaddingPanel({ component }: { component: Component }) {
  const style = fullStyle(component);
  const patch = useStylePatch(component);
  return (
    <>
      {style.showHeader && (
        <div className="ed-group">
          <SwitchField
            label="Header padding"
            checked={style.adjustHeaderPadding}
            onChange={(adjustHeaderPadding) => patch({ adjustHeaderPadding })}
          />
          {style.adjustHeaderPadding && (
            <PaddingSliders prefix="headerPadding" range={HEADER_PADDING_RANGE} style={style} patch={patch} />
          )}
        </div>
      )}
      <div className="ed-group">
        <SwitchField
          label="Body padding"
          checked={style.adjustBodyPadding}
          onChange={(adjustBodyPadding) => patch({ adjustBodyPadding })}
        />
        {style.adjustBodyPadding && (
          <PaddingSliders prefix="padding" range={BODY_PADDING_RANGE} style={style} patch={patch} />
        )}
      </div>
    </>
  );
}
