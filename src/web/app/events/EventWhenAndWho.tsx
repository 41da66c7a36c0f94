import { isRepeating } from '../../../common/recurrence';
import { EVENT_NOTES_MAX_LENGTH, EVENT_TITLE_MAX_LENGTH } from '../../../common/schemas/family-events';
import { usePeopleById } from '../../api/peopleColors';
import type { FamilyEventFormErrors, FamilyEventFormState } from '../../data-ui/familyEventForm';
import { CheckboxField, SelectField } from '../../data-ui/fields';
import { personLabel } from '../../data-ui/people';
import { RecurrenceEditor } from '../../data-ui/RecurrenceEditor';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';

interface EventWhenAndWhoProps {
  form: FamilyEventFormState;
  errors: FamilyEventFormErrors;
  set: (patch: Partial<FamilyEventFormState>) => void;
}

/**
 * The fields every event form starts with, whichever calendar it writes to: the title, all day or
 * timed, its first and last day and times, and whose event it is (offered once the family has people).
 */
export function EventWhenAndWho({ form, errors, set }: EventWhenAndWhoProps) {
  const people = usePeopleById();
  const choices = [...(people.data?.values() ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <>
      <TextField
        label="Title"
        name="title"
        value={form.title}
        maxLength={EVENT_TITLE_MAX_LENGTH}
        autoComplete="off"
        placeholder="Dentist, swimming, Grandma visits…"
        error={errors.title}
        onChange={(event) => set({ title: event.target.value })}
      />
      <CheckboxField
        label="All day"
        checked={form.allDay}
        onChange={(event) => set({ allDay: event.target.checked })}
      />
      <div className="family-event-form__row">
        <TextField
          label={form.allDay ? 'First day' : 'Start day'}
          type="date"
          value={form.startDay}
          error={errors.start}
          onChange={(event) => {
            const startDay = event.target.value;
            // An end left before the new start moves with it.
            set({ startDay, endDay: form.endDay < startDay ? startDay : form.endDay });
          }}
        />
        {!form.allDay && (
          <TextField
            label="Start time"
            type="time"
            value={form.startTime}
            onChange={(event) => set({ startTime: event.target.value })}
          />
        )}
      </div>
      <div className="family-event-form__row">
        <TextField
          label={form.allDay ? 'Last day' : 'End day'}
          type="date"
          value={form.endDay}
          error={errors.end}
          onChange={(event) => set({ endDay: event.target.value })}
        />
        {!form.allDay && (
          <TextField
            label="End time"
            type="time"
            value={form.endTime}
            onChange={(event) => set({ endTime: event.target.value })}
          />
        )}
      </div>
      {choices.length > 0 && (
        <SelectField
          label="Who is it for?"
          value={form.personId}
          onChange={(event) => set({ personId: event.target.value })}
        >
          <option value="">The whole family</option>
          {choices.map((person) => (
            <option key={person.id} value={String(person.id)}>
              {personLabel(person)}
            </option>
          ))}
        </SelectField>
      )}
    </>
  );
}

/** How an event repeats, and until when: a rule, then its last day once it repeats. */
export function EventRepeatFields({ form, errors, set }: EventWhenAndWhoProps) {
  return (
    <>
      <RecurrenceEditor value={form.repeat} onChange={(repeat) => set({ repeat })} />
      {isRepeating(form.repeat) && (
        <TextField
          label="Last day (optional)"
          type="date"
          value={form.repeatUntil}
          min={form.startDay}
          hint="Leave empty to repeat with no end."
          error={errors.repeatUntil}
          onChange={(event) => set({ repeatUntil: event.target.value })}
        />
      )}
    </>
  );
}

/** The event's notes, with the schema's limit. */
export function EventNotesField({ form, set }: Omit<EventWhenAndWhoProps, 'errors'>) {
  return (
    <TextAreaField
      label="Notes"
      className="family-event-form__notes"
      value={form.notes}
      maxLength={EVENT_NOTES_MAX_LENGTH}
      rows={3}
      onChange={(event) => set({ notes: event.target.value })}
    />
  );
}
