import { useEffect, useId, useState } from 'react';

interface ColorFieldProps {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  disabled?: boolean;
}

const HEX6 = /^#[0-9a-f]{6}$/i;
const HEX3 = /^#[0-9a-f]{3}$/i;
const CSS_COLOR = /^(#[0-9a-fA-F]{3,8}|[a-zA-Z]{1,30}|(rgb|hsl)a?\([\d\s.,%/+-]{1,60}\))$/;

/** The colour picker only speaks #rrggbb; a short hex is widened, anything else shows black. */
function pickerValue(value: string | undefined): string {
  if (!value) return '#000000';
  if (HEX6.test(value)) return value.toLowerCase();
  if (HEX3.test(value)) return `#${[...value.slice(1)].map((digit) => digit + digit).join('')}`.toLowerCase();
  return '#000000';
}

/** A colour swatch (the system picker) beside a text box for a hex code, rgb() or a colour name. */
export function ColorField({ label, value, onChange, disabled }: ColorFieldProps) {
  const id = useId();
  const [text, setText] = useState(value ?? '');

  useEffect(() => setText(value ?? ''), [value]);

  function commitText(next: string) {
    setText(next);
    const trimmed = next.trim();
    if (CSS_COLOR.test(trimmed)) onChange(trimmed);
  }

  return (
    <div className="ed-field ed-color">
      <label className="ed-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="ed-color__inputs">
        <input
          type="color"
          className="ed-color__swatch"
          aria-label={`${label} picker`}
          value={pickerValue(value)}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
        <input
          id={id}
          type="text"
          className="ed-input ed-color__text"
          value={text}
          spellCheck={false}
          autoComplete="off"
          disabled={disabled}
          aria-invalid={text.trim() !== '' && !CSS_COLOR.test(text.trim()) ? true : undefined}
          onChange={(event) => commitText(event.target.value)}
        />
      </div>
    </div>
  );
}
