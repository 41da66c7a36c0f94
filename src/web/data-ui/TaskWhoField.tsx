import { useId } from 'react';
import { isRepeating } from '../../common/recurrence';
import type { TurnMode } from '../../common/rotation';
import type { Person } from '../../common/schemas/people';
import type { TaskItem } from '../../common/schemas/tasks';
import { TextField } from '../ui/TextField';
import { CheckboxField, SelectField } from './fields';
import { personLabel } from './people';
import type { TaskFormState, WhoKind } from './taskForm';

const TURN_MODES: [TurnMode, string][] = [
  ['turns', 'Each time it is done'],
  ['weekly', 'Every week, on Monday'],
  ['alternating', 'Alternating weeks (custody)'],
];

interface TaskWhoFieldProps {
  form: TaskFormState;
  update: (patch: Partial<TaskFormState>) => void;
  people: readonly Person[];
  /** The task being edited, to say who is up now. */
  editing: TaskItem | null;
  error?: string;
}

/** `ids` in the family's order, starting with `first` when it is among them: the order of the turns. */
function inTurnOrder(ids: readonly number[], people: readonly Person[], first: number | undefined): number[] {
  const ordered = people.map((person) => person.id).filter((id) => ids.includes(id));
  const start = first === undefined ? 0 : Math.max(ordered.indexOf(first), 0);
  return [...ordered.slice(start), ...ordered.slice(0, start)];
}

/**
 * Who does a task: one of the family's people, turns between some of them (each time, weekly, or
 * alternating weeks from a changeover day), up for grabs among them, or a name typed in.
 */
export function TaskWhoField({ form, update, people, editing, error }: TaskWhoFieldProps) {
  const id = useId();
  const choice = form.who === 'person' ? `person:${form.assigneeId}` : form.who;
  const children = people.filter((person) => person.kind === 'child');
  const upNow =
    editing?.rotation?.upId == null ? undefined : people.find((p) => p.id === editing.rotation?.upId);

  function choose(value: string) {
    if (value.startsWith('person:'))
      return update({ who: 'person', assigneeId: value.slice('person:'.length) });
    const who = value as WhoKind;
    // Turns and grabs start with the children chosen, the people a family usually shares chores between.
    const start = form.peopleIds.length > 0 ? form.peopleIds : children.map((person) => person.id);
    update({
      who,
      ...(who === 'turns' || who === 'grabs' ? { peopleIds: inTurnOrder(start, people, start[0]) } : {}),
    });
  }

  function toggle(personId: number, on: boolean) {
    const chosen = on ? [...form.peopleIds, personId] : form.peopleIds.filter((idOf) => idOf !== personId);
    const first = form.peopleIds[0] === personId && !on ? undefined : form.peopleIds[0];
    update({ peopleIds: inTurnOrder(chosen, people, first) });
  }

  return (
    <div className="who-field">
      <SelectField
        label="Who does it"
        value={choice}
        error={form.who === 'none' || form.who === 'person' || form.who === 'text' ? error : null}
        onChange={(event) => choose(event.target.value)}
      >
        <option value="none">Nobody in particular</option>
        {people.length > 0 && (
          <optgroup label="One person">
            {people.map((person) => (
              <option key={person.id} value={`person:${person.id}`}>
                {personLabel(person)}
              </option>
            ))}
          </optgroup>
        )}
        {people.length > 1 && <option value="turns">They take turns…</option>}
        {people.length > 0 && <option value="grabs">Up for grabs…</option>}
        <option value="text">Type a name…</option>
      </SelectField>

      {form.who === 'text' && (
        <TextField
          label="Assignee"
          name="assignee"
          placeholder="Who does it?"
          maxLength={100}
          value={form.assignee}
          onChange={(event) => update({ assignee: event.target.value })}
        />
      )}

      {(form.who === 'turns' || form.who === 'grabs') && (
        <fieldset
          className="who-field__people"
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error ? true : undefined}
        >
          <legend className="field__label">
            {form.who === 'turns' ? 'Who takes turns' : 'Who may grab it'}
          </legend>
          {form.who === 'grabs' && (
            <p className="field__hint">
              Whoever ticks it first did it, and its value goes to their piggy bank.
            </p>
          )}
          <div className="who-field__choices">
            {people.map((person) => (
              <CheckboxField
                key={person.id}
                label={personLabel(person)}
                checked={form.peopleIds.includes(person.id)}
                onChange={(event) => toggle(person.id, event.target.checked)}
              />
            ))}
          </div>
          {error && (
            <span className="field__error" id={`${id}-error`}>
              {error}
            </span>
          )}
        </fieldset>
      )}

      {form.who === 'turns' && !isRepeating(form.repeatConfig) && (
        <p className="who-field__note">Choose how it repeats below: turns are taken on a repeating task.</p>
      )}

      {form.who === 'turns' && (
        <div className="task-form__pair">
          <SelectField
            label="First in turn"
            hint={upNow ? `${upNow.name} is up now.` : 'The others follow in the order above.'}
            value={form.peopleIds[0] ?? ''}
            disabled={form.peopleIds.length < 2}
            onChange={(event) =>
              update({ peopleIds: inTurnOrder(form.peopleIds, people, Number(event.target.value)) })
            }
          >
            {form.peopleIds.map((personId) => (
              <option key={personId} value={personId}>
                {people.find((person) => person.id === personId)?.name ?? 'Someone'}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Turns change"
            hint="When the next person is up."
            value={form.turnMode}
            onChange={(event) => update({ turnMode: event.target.value as TurnMode })}
          >
            {TURN_MODES.map(([mode, label]) => (
              <option key={mode} value={mode}>
                {label}
              </option>
            ))}
          </SelectField>
        </div>
      )}

      {form.who === 'turns' && form.turnMode === 'alternating' && (
        <TextField
          className="who-field__start"
          label="First person's week starts on"
          hint={
            editing?.rotation?.mode === 'alternating' && !form.startDay
              ? 'Leave empty to keep the weeks as they are. Weeks change on that weekday.'
              : 'Today, if left empty. Weeks change on that weekday, e.g. the day of the handover.'
          }
          name="startDay"
          type="date"
          value={form.startDay}
          onChange={(event) => update({ startDay: event.target.value })}
        />
      )}
    </div>
  );
}
