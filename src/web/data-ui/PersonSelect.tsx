import type { ComponentProps } from 'react';
import type { Person } from '../../common/schemas/people';
import { SelectField } from './fields';
import { parseRowId } from './format';
import { personLabel } from './people';

interface PersonSelectProps
  extends Omit<ComponentProps<typeof SelectField>, 'value' | 'onChange' | 'children'> {
  /** The family's people; none listed while they load. */
  people: readonly Person[] | undefined;
  value: number | null;
  /** The first choice, which names no one: "Everyone", "The whole family", "Nobody in particular". */
  nobody: string;
  onChange: (personId: number | null) => void;
}

/** One of the family's people, or no one, chosen from a labelled select. */
export function PersonSelect({ people, value, nobody, onChange, ...field }: PersonSelectProps) {
  return (
    <SelectField
      {...field}
      value={value ?? ''}
      onChange={(event) => onChange(parseRowId(event.target.value))}
    >
      <option value="">{nobody}</option>
      {people?.map((person) => (
        <option key={person.id} value={person.id}>
          {personLabel(person)}
        </option>
      ))}
    </SelectField>
  );
}
