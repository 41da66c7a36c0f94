import { useEffect, useId, useState } from 'react';
import type { NumberRange } from '../../common/board';

interface NumberFieldProps {
  label: string;
  value: number;
  range: NumberRange;
  /** Receives the typed number; the caller clamps it. */
  onCommit: (value: number) => void;
  suffix?: string;
  disabled?: boolean;
}

/** A whole number typed in full and applied on Enter or leaving the box, so "1" on the way to "16" is never applied. */
export function NumberField({ label, value, range, onCommit, suffix, disabled }: NumberFieldProps) {
  const id = useId();
  const [text, setText] = useState(String(value));

  useEffect(() => setText(String(value)), [value]);

  function commit() {
    const parsed = Number(text);
    if (text.trim() === '' || !Number.isFinite(parsed)) {
      setText(String(value));
      return;
    }
    onCommit(parsed);
  }

  return (
    <div className="ed-field ed-number">
      <label className="ed-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="ed-number__box">
        <input
          id={id}
          type="number"
          inputMode="numeric"
          className="ed-input"
          min={range.min}
          max={range.max}
          value={text}
          disabled={disabled}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
        />
        {suffix && <span className="ed-number__suffix">{suffix}</span>}
      </div>
    </div>
  );
}
