import { useState } from 'react';
import { FONT_SIZE_RANGE, FONT_WEIGHTS, TEXT_ALIGNMENTS, type TextAlignment } from '../../../../common/board';
import { effectiveLayout } from '../../../../common/layout';
import type { Component } from '../../../../common/schemas/component';
import { NumberField } from '../../../ui/NumberField';
import { SegmentedField } from '../../../ui/SegmentedField';
import { SelectField } from '../../controls/SelectField';
import { SliderField } from '../../controls/SliderField';
import { useEditor, useEditorStoreApi } from '../../EditorContext';
import type { TextTarget } from '../../store/screenContent';
import { Icon, type IconName } from '../Icon';
import { fullStyle, TEXT_STYLE_FIELDS, useStylePatch } from '../styleEditing';
import { TextTargetSwitch } from './TextTargetSwitch';

const WEIGHT_LABELS: Record<string, string> = {
  normal: 'Normal',
  bold: 'Bold',
  lighter: 'Lighter',
  bolder: 'Bolder',
};
const WEIGHTS = FONT_WEIGHTS.map((weight) => ({ value: weight, label: WEIGHT_LABELS[weight] ?? weight }));

const ALIGN_ICONS: Record<TextAlignment, IconName> = {
  left: 'alignLeft',
  center: 'alignCenter',
  right: 'alignRight',
  justify: 'alignJustify',
};
const ALIGNMENTS = TEXT_ALIGNMENTS.map((align) => ({
  value: align,
  label: `Align ${align}`,
  icon: <Icon name={ALIGN_ICONS[align]} size={18} />,
}));

/** Size (per preset, clamped 8..248), weight and alignment of the body text or the header. */
export function TextOptionsPanel({ component }: { component: Component }) {
  const store = useEditorStoreApi();
  const preset = useEditor((state) => state.preset);
  const style = fullStyle(component);
  const patch = useStylePatch(component);
  const [target, setTarget] = useState<TextTarget>('body');
  const fields = TEXT_STYLE_FIELDS[target];
  const layout = effectiveLayout(component, preset);
  const size = target === 'body' ? layout.fontSize : layout.headerFontSize;
  const setSize = (value: number) => store.getState().setFontSize(component.id, target, value);

  return (
    <>
      <TextTargetSwitch showHeader={style.showHeader} value={target} onChange={setTarget} />
      <SliderField label="Font size" value={size} range={FONT_SIZE_RANGE} onChange={setSize} />
      <NumberField
        label="Exact font size"
        value={size}
        range={FONT_SIZE_RANGE}
        suffix="px"
        onCommit={setSize}
      />
      <SelectField
        label="Font weight"
        value={style[fields.fontWeight]}
        options={WEIGHTS}
        onChange={(value) => patch({ [fields.fontWeight]: value })}
      />
      <SegmentedField
        label="Alignment"
        value={style[fields.textAlign]}
        options={ALIGNMENTS}
        onChange={(value) => patch({ [fields.textAlign]: value })}
      />
    </>
  );
}
