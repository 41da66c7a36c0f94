import * as Slider from '@radix-ui/react-slider';
import { useId } from 'react';
import type { NumberRange } from '../../../common/board';

interface SliderFieldProps {
  label: string;
  value: number;
  range: NumberRange;
  step?: number;
  /** How the value reads beside the slider, e.g. '12px' or '50%'. */
  format?: (value: number) => string;
  onChange: (value: number) => void;
  disabled?: boolean;
}

const px = (value: number) => `${value}px`;

/** A labelled Radix slider: drag, click or use the arrow, Page and Home/End keys. */
export function SliderField({
  label,
  value,
  range,
  step = 1,
  format = px,
  onChange,
  disabled,
}: SliderFieldProps) {
  const labelId = useId();
  const clamped = Math.min(range.max, Math.max(range.min, value));
  return (
    <div className="ed-field ed-slider">
      <div className="ed-field__row">
        <span className="ed-field__label" id={labelId}>
          {label}
        </span>
        <output className="ed-field__value" aria-hidden="true">
          {format(clamped)}
        </output>
      </div>
      <Slider.Root
        className="ed-slider__root"
        value={[clamped]}
        min={range.min}
        max={range.max}
        step={step}
        disabled={disabled}
        onValueChange={([next]) => {
          if (next !== undefined && next !== clamped) onChange(next);
        }}
      >
        <Slider.Track className="ed-slider__track">
          <Slider.Range className="ed-slider__range" />
        </Slider.Track>
        <Slider.Thumb
          className="ed-slider__thumb"
          aria-labelledby={labelId}
          aria-valuetext={format(clamped)}
        />
      </Slider.Root>
    </div>
  );
}

export const percent = (value: number) => `${Math.round(value * 100)}%`;
