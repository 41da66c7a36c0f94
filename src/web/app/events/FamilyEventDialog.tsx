import { type FormEvent, useState } from 'react';
import type { FamilyEvent } from '../../../common/schemas/family-events';
import { useCreateFamilyEvent, useUpdateFamilyEvent } from '../../api/familyCalendar';
import {
  emptyEventForm,
  eventFormChanged,
  eventFormFrom,
  eventPayload,
  type FamilyEventFormErrors,
  type FamilyEventFormState,
  reminderChoices,
} from '../../data-ui/familyEventForm';
import { SelectField } from '../../data-ui/fields';
import { MutationError } from '../../data-ui/MutationState';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { LeaveGuard } from '../../ui/LeaveGuard';
import { EventNotesField, EventRepeatFields, EventWhenAndWho } from './EventWhenAndWho';

interface FamilyEventDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The event being changed, or null for a new one. Remount (key) the dialog when it changes. */
  editing: FamilyEvent | null;
  today: string;
  timeZone: string;
  onSaved: (event: FamilyEvent, created: boolean) => void;
}

/** Adds an event to the family's calendar or changes one: title, when, who, notes and repeat. */
export function FamilyEventDialog({
  open,
  onOpenChange,
  editing,
  today,
  timeZone,
  onSaved,
}: FamilyEventDialogProps) {
  const [opened] = useState<FamilyEventFormState>(() =>
    editing ? eventFormFrom(editing, timeZone) : emptyEventForm(today, new Date(), timeZone),
  );
  const [form, setForm] = useState(opened);
  const [errors, setErrors] = useState<FamilyEventFormErrors>({});
  const create = useCreateFamilyEvent();
  const update = useUpdateFamilyEvent();
  const save = editing ? update : create;
  const busy = save.isPending;
  const movedOccurrence = editing?.replaces != null;

  const set = (patch: Partial<FamilyEventFormState>) => setForm((current) => ({ ...current, ...patch }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = eventPayload(form, timeZone);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    const done = { onSuccess: (saved: FamilyEvent) => onSaved(saved, !editing) };
    if (editing) update.mutate({ id: editing.id, ...result.payload }, done);
    else create.mutate(result.payload, done);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Change event' : 'New event'}
      className="family-event-dialog"
    >
      <form className="family-event-form" onSubmit={submit} noValidate>
        <LeaveGuard dirty={eventFormChanged(opened, form)} />
        <EventWhenAndWho form={form} errors={errors} set={set} />
        <SelectField
          label="Remind"
          value={form.reminder}
          hint={form.allDay ? 'For an all-day event, counted from 08:00 on its day.' : undefined}
          onChange={(event) => set({ reminder: event.target.value })}
        >
          {reminderChoices(form.reminder).map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </SelectField>
        {!movedOccurrence && <EventRepeatFields form={form} errors={errors} set={set} />}
        <EventNotesField form={form} set={set} />
        <MutationError mutation={save} failed="The event could not be saved." />
        <div className="dialog__actions">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : editing ? 'Save changes' : 'Add event'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
