import { useId } from 'react';

interface SelectFieldProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  disabled?: boolean;
  className?: string;
}

export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  disabled,
  className,
}: SelectFieldProps<T>) {
  const id = useId();
  return (
    <div className={['ed-field', className].filter(Boolean).join(' ')}>
      <label className="ed-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="ed-input ed-select"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
