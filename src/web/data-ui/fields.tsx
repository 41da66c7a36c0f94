import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useState } from 'react';
import { FieldFrame } from '../ui/FieldFrame';
import './data-ui.css';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  hint?: string;
  error?: string | null;
  children: ReactNode;
}

/** A labelled select in the look of ui/TextField. */
export function SelectField({ label, hint, error, className, children, ...selectProps }: SelectFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <select {...control} {...selectProps}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
}

/** A checkbox with its label as one large tap target. */
export function CheckboxField({ label, className, ...inputProps }: CheckboxFieldProps) {
  return (
    <label className={['check-field', className].filter(Boolean).join(' ')}>
      <input type="checkbox" {...inputProps} />
      <span>{label}</span>
    </label>
  );
}

interface WholeNumberInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'min' | 'max' | 'type'> {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}

/**
 * A number input for a whole number within [min, max]. The typed text is kept while it is being edited
 * (so the field can be cleared to type a new number); a value outside the range or no value at all falls
 * back to the nearest allowed one when the field loses focus.
 */
export function WholeNumberInput({
  value,
  min,
  max,
  onChange,
  onBlur,
  ...inputProps
}: WholeNumberInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const clamp = (number: number) => Math.min(max, Math.max(min, Math.floor(number)));

  return (
    <input
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
      value={draft ?? String(value)}
      onChange={(event) => {
        const text = event.target.value;
        setDraft(text);
        const number = Number(text);
        if (text.trim() !== '' && Number.isFinite(number)) onChange(clamp(number));
      }}
      onBlur={(event) => {
        setDraft(null);
        const number = Number(event.target.value);
        onChange(event.target.value.trim() !== '' && Number.isFinite(number) ? clamp(number) : min);
        onBlur?.(event);
      }}
      {...inputProps}
    />
  );
}
