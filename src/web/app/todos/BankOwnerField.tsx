import type { Person } from '../../../common/schemas/people';
import { SelectField } from '../../data-ui/fields';
import { parseRowId } from '../../data-ui/format';

interface BankOwnerFieldProps {
  people: readonly Person[];
  value: number | null;
  onChange: (personId: number | null) => void;
  disabled?: boolean;
  error?: string | null;
}

/** Whose piggy bank it is: their chores pay into it when a chore names no bank of its own. */
export function BankOwnerField({ people, value, onChange, disabled, error }: BankOwnerFieldProps) {
  return (
    <SelectField
      label="Whose bank"
      hint="Chores they do pay into it."
      value={value ?? ''}
      disabled={disabled}
      error={error}
      onChange={(event) => onChange(parseRowId(event.target.value))}
    >
      <option value="">Nobody in particular</option>
      {people.map((person) => (
        <option key={person.id} value={person.id}>
          {person.emoji ? `${person.emoji} ${person.name}` : person.name}
        </option>
      ))}
    </SelectField>
  );
}
