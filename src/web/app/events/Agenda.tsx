import { type CSSProperties, useState } from 'react';
import { addDays, type CalendarDay } from '../../../common/calendar-days';
import { useCalendarSources, useEvents } from '../../api/calendars';
import type { ListedEvent } from '../../api/events';
import { usePeopleById } from '../../api/peopleColors';
import { eventColor, eventsOnDay, eventTimeText } from '../../data-ui/calendarEvents';
import { formatShortDay } from '../../data-ui/format';
import { personLabel } from '../../data-ui/people';
import { personOfEvent } from '../../data-ui/planner';
import { QueryState } from '../../data-ui/QueryState';
import { useToday } from '../../data-ui/useToday';
import { useFamilyTimeZone } from '../../session/useFamilyTimeZone';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { EventEditor } from './EventEditor';

type Span = 'day' | 'week';

const SPAN_DAYS: Record<Span, number> = { day: 1, week: 7 };

function dayName(day: CalendarDay, today: CalendarDay): string {
  if (day === today) return 'Today';
  if (day === addDays(today, 1)) return 'Tomorrow';
  return formatShortDay(day);
}

/**
 * The family's agenda (issue 41): every calendar's events by day, for a day or a week from today,
 * paged; an event of a writable calendar opens to change or delete, and Add event writes to the
 * family's own calendar or any calendar a parent let Luno write.
 */
export function Agenda() {
  const events = useEvents();
  const sources = useCalendarSources();
  const people = usePeopleById();
  const timeZone = useFamilyTimeZone();
  const today = useToday();
  const [span, setSpan] = useState<Span>('week');
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<{ event: ListedEvent | null; day: CalendarDay; key: number } | null>(
    null,
  );
  const [notice, setNotice] = useState<string | null>(null);

  const length = SPAN_DAYS[span];
  const first = addDays(today, page * length);
  const days = Array.from({ length }, (_, index) => addDays(first, index));
  const colours = new Map(sources.data?.map((source) => [source.id, source.color]));
  const names = new Map(sources.data?.map((source) => [source.id, source.name]));
  const sourcePeople = new Map(sources.data?.map((source) => [source.id, source.personId]));
  const period =
    span === 'day' ? dayName(first, today) : `${formatShortDay(first)} – ${formatShortDay(days.at(-1)!)}`;

  return (
    <section className="panel events-page__coming agenda" aria-labelledby="agenda-title">
      <div className="family-calendar__header">
        <h2 id="agenda-title" className="panel__title">
          Agenda
        </h2>
        <Button onClick={() => setEditing({ event: null, day: first, key: Date.now() })}>Add an event</Button>
      </div>
      <div className="agenda__bar">
        <fieldset className="agenda__spans">
          <legend className="visually-hidden">Show</legend>
          {(['day', 'week'] as const).map((choice) => (
            <button
              key={choice}
              type="button"
              className="agenda__span"
              aria-pressed={span === choice}
              onClick={() => {
                setSpan(choice);
                setPage(0);
              }}
            >
              {choice === 'day' ? 'Day' : 'Week'}
            </button>
          ))}
        </fieldset>
        <div className="agenda__pager">
          <Button
            variant="ghost"
            size="small"
            aria-label={`Previous ${span}`}
            onClick={() => setPage((value) => value - 1)}
          >
            ‹
          </Button>
          <span className="agenda__period" aria-live="polite">
            {period}
          </span>
          <Button
            variant="ghost"
            size="small"
            aria-label={`Next ${span}`}
            onClick={() => setPage((value) => value + 1)}
          >
            ›
          </Button>
          {page !== 0 && (
            <Button variant="secondary" size="small" onClick={() => setPage(0)}>
              Today
            </Button>
          )}
        </div>
      </div>
      <p className="muted events-page__zone">Times in {timeZone.replaceAll('_', ' ')}.</p>
      {notice && <Notice tone="success">{notice}</Notice>}
      <QueryState query={events} loading="Loading events..." failed="Failed to load events">
        {(eventList) => (
          <ol className={`coming-up agenda__days agenda__days--${span}`}>
            {days.map((day) => {
              const onDay = eventsOnDay(eventList, day, timeZone) as ListedEvent[];
              return (
                <li key={day} className="coming-up__day">
                  <h3 className="coming-up__date">{dayName(day, today)}</h3>
                  {onDay.length === 0 ? (
                    <p className="muted coming-up__none">Nothing planned</p>
                  ) : (
                    <ul className="coming-up__events">
                      {onDay.map((event) => {
                        const owner = personOfEvent(event, sourcePeople);
                        const person = owner === null ? undefined : people.data?.get(owner);
                        const calendar =
                          event.calendarId === 0 ? 'Family calendar' : names.get(event.calendarId);
                        const meta = [calendar, person && personLabel(person), event.recurring && 'Repeats']
                          .filter(Boolean)
                          .join(' · ');
                        const content = (
                          <>
                            <span
                              className="coming-up__dot"
                              style={{
                                background: eventColor(event, colours, people.data, 'var(--color-primary)'),
                              }}
                              aria-hidden="true"
                            />
                            <span className="coming-up__time">{eventTimeText(event, day, timeZone)}</span>
                            <span className="coming-up__title">{event.title}</span>
                            {meta && <span className="agenda__meta muted">{meta}</span>}
                            {event.editable && <span className="visually-hidden">: change or delete</span>}
                          </>
                        );
                        return (
                          <li key={event.id}>
                            {event.editable ? (
                              <button
                                type="button"
                                className="coming-up__event agenda__event"
                                style={{ '--event-color': colours.get(event.calendarId) } as CSSProperties}
                                onClick={() => setEditing({ event, day, key: Date.now() })}
                              >
                                {content}
                              </button>
                            ) : (
                              <div className="coming-up__event">{content}</div>
                            )}
                          </li>
                        );
                      })}
                    </ul>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </QueryState>
      {editing && (
        <EventEditor
          key={editing.key}
          event={editing.event}
          day={editing.day}
          onClose={() => setEditing(null)}
          onDone={(text) => {
            setEditing(null);
            setNotice(text);
          }}
        />
      )}
    </section>
  );
}
