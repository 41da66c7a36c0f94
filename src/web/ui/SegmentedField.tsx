import { type ReactNode, useId } from 'react';

interface SegmentedFieldProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string; icon?: ReactNode }[];
  onChange: (value: T) => void;
  disabled?: boolean;
}

/** A few exclusive choices as a row of radio buttons (arrow keys move between them). */
export function SegmentedField<T extends string>({
  label,
  value,
  options,
  onChange,
  disabled,
}: SegmentedFieldProps<T>) {
  const name = useId();
  return (
    <fieldset className="ed-field ed-segmented" disabled={disabled}>
      <legend className="ed-field__label">{label}</legend>
      <div className="ed-segmented__options">
        {options.map((option) => (
          <label key={option.value} className="ed-segmented__option" title={option.label}>
            <input
              type="radio"
              className="ed-segmented__input"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span className="ed-segmented__face">
              {option.icon ?? option.label}
              {option.icon && <span className="visually-hidden">{option.label}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
