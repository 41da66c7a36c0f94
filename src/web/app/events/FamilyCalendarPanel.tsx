import { type CSSProperties, useState } from 'react';
import type { CalendarEvent } from '../../../common/schemas/calendars';
import type { FamilyEvent } from '../../../common/schemas/family-events';
import { useEvents } from '../../api/calendars';
import { errorMessage } from '../../api/client';
import { useDeleteFamilyEvent, useFamilyEvents } from '../../api/familyCalendar';
import { usePeopleById } from '../../api/peopleColors';
import { describeRepeat, describeWhen, isCurrent } from '../../data-ui/familyEventForm';
import { personLabel } from '../../data-ui/people';
import { QueryState } from '../../data-ui/QueryState';
import { useToday } from '../../data-ui/useToday';
import { useFamilyTimeZone } from '../../session/useFamilyTimeZone';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Notice } from '../../ui/Notice';
import { FamilyEventDialog } from './FamilyEventDialog';

/** The family's own events, made here or forwarded by email: add, change, remove. */
export function FamilyCalendarPanel() {
  const events = useFamilyEvents();
  const occurrences = useEvents();
  const people = usePeopleById();
  const remove = useDeleteFamilyEvent();
  const timeZone = useFamilyTimeZone();
  const today = useToday();
  const [dialog, setDialog] = useState<{ editing: FamilyEvent | null; key: number } | null>(null);
  const [removing, setRemoving] = useState<FamilyEvent | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  // A repeating event is listed at its next time, as the boards show it.
  const next = new Map<number, CalendarEvent>();
  for (const occurrence of occurrences.data ?? []) {
    if (occurrence.familyEventId !== undefined && !next.has(occurrence.familyEventId)) {
      next.set(occurrence.familyEventId, occurrence);
    }
  }
  const when = (event: FamilyEvent) => {
    const upcoming = event.repeatConfig ? next.get(event.id) : undefined;
    return upcoming ? { allDay: upcoming.isAllDay, start: upcoming.start, end: upcoming.end } : event;
  };
  const sortKey = (event: FamilyEvent) => {
    const { allDay, start } = when(event);
    return allDay ? `${start}T00:00:00` : start;
  };
  const shown = (events.data ?? [])
    .filter((event) => isCurrent(event, today, timeZone))
    .sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0));
  const past = (events.data?.length ?? 0) - shown.length;

  return (
    <section className="panel family-calendar" aria-labelledby="family-calendar-title">
      <div className="family-calendar__header">
        <h2 id="family-calendar-title" className="panel__title">
          Family calendar
        </h2>
        <Button onClick={() => setDialog({ editing: null, key: Date.now() })}>Add event</Button>
      </div>
      <p className="muted family-calendar__intro">
        Events made here show on every screen’s calendar, in the colour of the person they are for.
      </p>
      {notice && <Notice tone="success">{notice}</Notice>}
      <QueryState
        query={events}
        loading="Loading events..."
        failed="Failed to load events"
        // Past events are not listed: empty when none is still to come.
        isEmpty={() => shown.length === 0}
        empty={
          <p className="empty-state">
            Nothing planned yet. Add an appointment, a lesson or a birthday, and every screen shows it.
          </p>
        }
      >
        {() => (
          <ul className="family-events" aria-label="Family events">
            {shown.map((event) => {
              const person = event.personId === null ? undefined : people.data?.get(event.personId);
              const repeat = describeRepeat(event);
              return (
                <li
                  key={event.id}
                  className="family-event"
                  style={{ '--event-color': person?.color ?? 'var(--color-primary)' } as CSSProperties}
                >
                  <span className="family-event__bar" aria-hidden="true" />
                  <div className="family-event__body">
                    <h3 className="family-event__title">{event.title}</h3>
                    <p className="family-event__when">
                      {event.repeatConfig && next.has(event.id) ? 'Next: ' : ''}
                      {describeWhen(when(event), timeZone)}
                    </p>
                    {(repeat || person || event.origin === 'email') && (
                      <p className="family-event__meta muted">
                        {[
                          repeat,
                          person && personLabel(person),
                          event.origin === 'email' && 'From a forwarded invitation',
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </p>
                    )}
                    {event.notes && <p className="family-event__notes">{event.notes}</p>}
                  </div>
                  <div className="family-event__actions">
                    <Button
                      variant="secondary"
                      size="small"
                      aria-label={`Change ${event.title}`}
                      onClick={() => setDialog({ editing: event, key: Date.now() })}
                    >
                      Change
                    </Button>
                    <Button
                      variant="ghost"
                      size="small"
                      className="danger-text"
                      aria-label={`Delete ${event.title}`}
                      onClick={() => setRemoving(event)}
                    >
                      Delete
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
      {past > 0 && (
        <p className="muted family-calendar__past">
          {past === 1 ? 'One event that is over is' : `${past} events that are over are`} not listed.
        </p>
      )}
      {dialog && (
        <FamilyEventDialog
          key={dialog.key}
          open
          onOpenChange={(open) => !open && setDialog(null)}
          editing={dialog.editing}
          today={today}
          timeZone={timeZone}
          onSaved={(saved, created) => {
            setDialog(null);
            setNotice(created ? `${saved.title} was added to every screen.` : `${saved.title} was changed.`);
          }}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Delete this event?"
        description={
          removing?.repeatConfig
            ? `${removing.title} and every time it repeats leave every screen.`
            : `${removing?.title ?? 'The event'} leaves every screen.`
        }
        confirmLabel="Delete"
        busyLabel="Deleting..."
        destructive
        onConfirm={async () => {
          if (!removing) return;
          try {
            await remove.mutateAsync(removing.id);
          } catch (error) {
            throw new Error(errorMessage(error, 'The event could not be deleted.'));
          }
          setNotice(`${removing.title} was deleted.`);
          setRemoving(null);
        }}
      />
    </section>
  );
}
