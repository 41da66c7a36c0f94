import type { UseQueryResult } from '@tanstack/react-query';
import { addDays } from '../../../common/calendar-days';
import type { CalendarEvent } from '../../../common/schemas/calendars';
import { useCalendarSources } from '../../api/calendars';
import { usePeopleById } from '../../api/peopleColors';
import { eventColor, eventsOnDay, eventTimeText } from '../../data-ui/calendarEvents';
import { formatShortDay } from '../../data-ui/format';
import { QueryState } from '../../data-ui/QueryState';
import { useToday } from '../../data-ui/useToday';
import { useFamilyTimeZone } from '../../session/useFamilyTimeZone';

const DAYS_SHOWN = 7;

/** The coming week's events, the family's own and those read from its calendars. */
export function ComingUp({
  events,
  hasSources,
}: {
  events: UseQueryResult<CalendarEvent[]>;
  hasSources: boolean;
}) {
  const timeZone = useFamilyTimeZone();
  const today = useToday();
  const sources = useCalendarSources();
  const people = usePeopleById();
  const colours = new Map(sources.data?.map((source) => [source.id, source.color]));
  if (!hasSources) return null;
  const days = Array.from({ length: DAYS_SHOWN }, (_, index) => addDays(today, index));

  return (
    <section className="panel events-page__coming" aria-labelledby="coming-up-title">
      <h2 id="coming-up-title" className="panel__title">
        Coming up this week
      </h2>
      <p className="muted events-page__zone">Times in {timeZone.replaceAll('_', ' ')}.</p>
      <QueryState query={events} loading="Loading events..." failed="Failed to load events">
        {(eventList) => (
          <ol className="coming-up">
            {days.map((day) => {
              const onDay = eventsOnDay(eventList, day, timeZone);
              return (
                <li key={day} className="coming-up__day">
                  <h3 className="coming-up__date">
                    {day === today ? 'Today' : day === addDays(today, 1) ? 'Tomorrow' : formatShortDay(day)}
                  </h3>
                  {onDay.length === 0 ? (
                    <p className="muted coming-up__none">Nothing planned</p>
                  ) : (
                    <ul className="coming-up__events">
                      {onDay.map((event) => (
                        <li key={event.id} className="coming-up__event">
                          <span
                            className="coming-up__dot"
                            style={{
                              background: eventColor(event, colours, people.data, 'var(--color-primary)'),
                            }}
                            aria-hidden="true"
                          />
                          <span className="coming-up__time">{eventTimeText(event, day, timeZone)}</span>
                          <span className="coming-up__title">{event.title}</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </QueryState>
    </section>
  );
}
