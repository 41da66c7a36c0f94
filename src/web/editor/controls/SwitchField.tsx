interface SwitchFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** An on/off setting: a native checkbox announced as a switch. */
export function SwitchField({ label, checked, onChange, disabled }: SwitchFieldProps) {
  return (
    <label className="ed-switch">
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        className="ed-switch__input"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="ed-switch__track" aria-hidden="true" />
      <span className="ed-switch__label">{label}</span>
    </label>
  );
}
