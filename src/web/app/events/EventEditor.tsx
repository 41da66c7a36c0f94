import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { CalendarDay } from '../../../common/calendar-days';
import { useCalendarSources } from '../../api/calendars';
import { errorMessage, hasCode } from '../../api/client';
import {
  type EventScope,
  type ListedEvent,
  useCreateEvent,
  useDeleteEvent,
  useUpdateEvent,
  type WritableSource,
} from '../../api/events';
import { useFamilyEvents } from '../../api/familyCalendar';
import { invalidateFor } from '../../api/freshness';
import { EventScopeField } from '../../data-ui/EventScopeField';
import { eventFormOf, FAMILY_CALENDAR, writableCalendars } from '../../data-ui/eventEditing';
import {
  emptyEventForm,
  eventFormChanged,
  eventPayload,
  type FamilyEventFormErrors,
  type FamilyEventFormState,
} from '../../data-ui/familyEventForm';
import { SelectField } from '../../data-ui/fields';
import { MutationButton, MutationError } from '../../data-ui/MutationState';
import { useFamilyTimeZone } from '../../session/useFamilyTimeZone';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Dialog } from '../../ui/Dialog';
import { LeaveGuard } from '../../ui/LeaveGuard';
import { Notice } from '../../ui/Notice';
import { EventNotesField, EventRepeatFields, EventWhenAndWho } from './EventWhenAndWho';

/** The answer when the event changed in its calendar since Luno read it. */
const isChangedMeanwhile = (error: unknown) =>
  hasCode(error, 'changed_meanwhile', 'conflict', 'deleted_meanwhile');

interface EventEditorProps {
  /** The event to change or delete; null adds one on `day`. */
  event: ListedEvent | null;
  day: CalendarDay;
  onClose: () => void;
  /** Told what was done, for the page to say. */
  onDone: (text: string) => void;
}

/**
 * Adds an event to a writable calendar, or changes or deletes one: for a time of a series, whether
 * it is for this event, this and the following ones, or all; a delete asks first. When the event
 * changed in its calendar since Luno read it, the calendar's message is shown with a reload.
 */
export function EventEditor({ event, day, onClose, onDone }: EventEditorProps) {
  const timeZone = useFamilyTimeZone();
  const queryClient = useQueryClient();
  const sources = useCalendarSources();
  const familyEvents = useFamilyEvents();
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const remove = useDeleteEvent();
  const record =
    event?.familyEventId === undefined
      ? undefined
      : familyEvents.data?.find((one) => one.id === event.familyEventId);
  const [opened] = useState<FamilyEventFormState>(() =>
    event ? eventFormOf(event, record, timeZone) : emptyEventForm(day, new Date(), timeZone),
  );
  const [form, setForm] = useState(opened);
  const [errors, setErrors] = useState<FamilyEventFormErrors>({});
  const [calendarId, setCalendarId] = useState(event?.calendarId ?? FAMILY_CALENDAR.id);
  const [scope, setScope] = useState<EventScope>('this');
  const [deleting, setDeleting] = useState(false);
  const [deleteScope, setDeleteScope] = useState<EventScope>('this');
  const save = event ? update : create;
  const recurring = event?.recurring === true;
  const personId = form.personId === '' ? null : Number(form.personId);
  const calendars = writableCalendars(sources.data as WritableSource[] | undefined, personId);
  const calendarName =
    event?.calendarId === FAMILY_CALENDAR.id
      ? FAMILY_CALENDAR.name
      : (sources.data?.find((source) => source.id === event?.calendarId)?.name ?? 'its calendar');

  const set = (patch: Partial<FamilyEventFormState>) => setForm((current) => ({ ...current, ...patch }));

  function submit(submitted: FormEvent<HTMLFormElement>) {
    submitted.preventDefault();
    const result = eventPayload(form, timeZone);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    const title = result.payload.title;
    if (!event) {
      create.mutate({ calendarId, ...result.payload }, { onSuccess: () => onDone(`${title} was added.`) });
      return;
    }
    // A time of a series keeps the series' rule: the body leaves it out (the form does not show it).
    const { repeatConfig, repeatUntil, ...rest } = result.payload;
    const body = recurring ? rest : { ...rest, repeatConfig, repeatUntil };
    update.mutate(
      { id: event.id, ...(recurring ? { scope } : {}), body },
      { onSuccess: () => onDone(`${title} was changed.`) },
    );
  }

  const conflict = [save, remove].find((mutation) => mutation.isError && isChangedMeanwhile(mutation.error));

  async function reload() {
    await Promise.all([invalidateFor(queryClient, 'events'), invalidateFor(queryClient, 'calendars')]);
    onClose();
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={event ? 'Change event' : 'Add an event'}
      className="family-event-dialog"
    >
      <form className="family-event-form" onSubmit={submit} noValidate>
        <LeaveGuard dirty={eventFormChanged(opened, form)} />
        {event ? (
          <p className="muted">In {calendarName}</p>
        ) : (
          <SelectField
            label="Calendar"
            value={String(calendarId)}
            hint={
              calendars.length === 1
                ? 'Other calendars take events once a parent lets Luno add and change them, below.'
                : undefined
            }
            onChange={(changed) => setCalendarId(Number(changed.target.value))}
          >
            {calendars.map((calendar) => (
              <option key={calendar.id} value={String(calendar.id)}>
                {calendar.name}
              </option>
            ))}
          </SelectField>
        )}
        <EventWhenAndWho form={form} errors={errors} set={set} />
        {recurring ? (
          <EventScopeField value={scope} onChange={setScope} />
        ) : (
          <EventRepeatFields form={form} errors={errors} set={set} />
        )}
        <EventNotesField form={form} set={set} />
        {conflict ? (
          <Notice tone="warning">
            {errorMessage(conflict.error, 'The event changed in its calendar since Luno read it.')}{' '}
            <Button variant="secondary" size="small" onClick={reload}>
              Reload
            </Button>
          </Notice>
        ) : (
          <MutationError mutation={save} failed="The event could not be saved." />
        )}
        <div className="dialog__actions">
          {event && (
            <Button variant="ghost" className="danger-text" onClick={() => setDeleting(true)}>
              Delete
            </Button>
          )}
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <MutationButton type="submit" mutation={save} busy="Saving...">
            {event ? 'Save changes' : 'Add event'}
          </MutationButton>
        </div>
      </form>
      {event && (
        <ConfirmDialog
          open={deleting}
          onOpenChange={setDeleting}
          title="Delete this event?"
          description={`${event.title} leaves ${calendarName} and every screen.`}
          confirmLabel="Delete"
          busyLabel="Deleting..."
          destructive
          onConfirm={async () => {
            try {
              await remove.mutateAsync({ id: event.id, ...(recurring ? { scope: deleteScope } : {}) });
            } catch (error) {
              if (isChangedMeanwhile(error)) setDeleting(false);
              throw new Error(errorMessage(error, 'The event could not be deleted.'));
            }
            setDeleting(false);
            onDone(`${event.title} was deleted.`);
          }}
        >
          {recurring && (
            <EventScopeField value={deleteScope} onChange={setDeleteScope} legend="Delete which events?" />
          )}
        </ConfirmDialog>
      )}
    </Dialog>
  );
}
