import type { Person } from '../../../common/schemas/people';
import { PersonSelect } from '../../data-ui/PersonSelect';

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
    <PersonSelect
      label="Whose bank"
      hint="Chores they do pay into it."
      people={people}
      nobody="Nobody in particular"
      value={value}
      disabled={disabled}
      error={error}
      onChange={onChange}
    />
  );
}
