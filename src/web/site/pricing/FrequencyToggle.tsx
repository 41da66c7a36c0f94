import type { BillingFrequency } from '../../../common/plans';

export type RecurringFrequency = Exclude<BillingFrequency, 'one_time'>;

export const FREQUENCY_OPTIONS: { value: RecurringFrequency; label: string }[] = [
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'annually', label: 'Annually' },
];

interface FrequencyToggleProps {
  value: RecurringFrequency;
  onChange: (frequency: RecurringFrequency) => void;
}

/** Native radio buttons styled as a segmented control: arrow keys and screen readers work as usual. */
export function FrequencyToggle({ value, onChange }: FrequencyToggleProps) {
  return (
    <fieldset className="frequency-toggle">
      <legend className="visually-hidden">Billing frequency</legend>
      {FREQUENCY_OPTIONS.map((option) => (
        <label key={option.value} className="frequency-toggle__option">
          <input
            type="radio"
            name="billing-frequency"
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
