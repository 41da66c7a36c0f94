import { useRef } from 'react';
import { type CalendarDay, dayToUtcDate } from '../../common/calendar-days';
import type { CalendarEvent, CalendarSource } from '../../common/schemas/calendars';
import type { ComponentOfType } from '../../common/schemas/component';
import { useCalendarSources, useEvents } from '../../web/api/calendars';
import { errorMessage } from '../../web/api/client';
import { useMinute } from '../../web/data-ui/useMinute';
import { useFamilyTimeZone } from '../../web/session/useFamilyTimeZone';
import { useScrollFade } from '../../web/ui/useScrollFade';
import type { WidgetViewProps } from '../views';
import {
  type Countdown,
  type CountdownTarget,
  countdownText,
  countdownTo,
  eventTarget,
  nextEventOf,
} from './countdown';
import '../../web/data-ui/board-widgets.css';
import './countdown.css';

type CountdownComponent = ComponentOfType<'countdown'>;
type CountdownItem = CountdownComponent['countdownConfig']['items'][number];

interface Row {
  key: string;
  title: string;
  target: CountdownTarget | null;
  countdown: Countdown | null;
  /** Said instead of the date when there is nothing to count to. */
  note: string | null;
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const timeFormats = new Map<string, Intl.DateTimeFormat>();

function whenText(target: CountdownTarget, timeZone: string): string {
  const day = dayFormat.format(dayToUtcDate(target.day));
  if (!target.start) return day;
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', timeZone });
    timeFormats.set(timeZone, format);
  }
  return `${day} · ${format.format(target.start)}`;
}

function rowFor(
  item: CountdownItem,
  index: number,
  events: readonly CalendarEvent[] | undefined,
  sources: readonly CalendarSource[] | undefined,
  now: Date,
  timeZone: string,
): Row {
  const key = `${index}`;
  if (item.date) {
    const target = { day: item.date as CalendarDay, start: null };
    return {
      key,
      title: item.title || 'Countdown',
      target,
      countdown: countdownTo(target, now, timeZone),
      note: null,
    };
  }
  if (item.calendarId !== null) {
    const calendar = sources?.find((source) => source.id === item.calendarId);
    const event = events ? nextEventOf(events, item.calendarId, now, timeZone) : null;
    if (!event) {
      return {
        key,
        title: item.title || calendar?.name || 'Calendar',
        target: null,
        countdown: null,
        note: events ? 'No upcoming events' : null,
      };
    }
    const target = eventTarget(event, timeZone);
    return {
      key,
      title: item.title || event.title,
      target,
      countdown: countdownTo(target, now, timeZone),
      note: null,
    };
  }
  return { key, title: item.title || 'Countdown', target: null, countdown: null, note: 'Choose a date' };
}

const sortKey = (row: Row) =>
  row.target ? `${row.target.day}${row.target.start ? row.target.start.toISOString() : ''}` : '~';

function Figure({ countdown }: { countdown: Countdown | null }) {
  if (!countdown) {
    return (
      <span className="countdown-row__figure" aria-hidden="true">
        <span className="countdown-row__number">–</span>
      </span>
    );
  }
  const { figure, unit } = countdownText(countdown);
  // A thousand days and more, or "Today!": smaller, so it stays inside its box.
  const long = figure.length > 3 && countdown.kind !== 'today';
  return (
    <span className="countdown-row__figure">
      <span className={long ? 'countdown-row__number countdown-row__number--long' : 'countdown-row__number'}>
        {figure}
      </span>
      {unit && <span className="countdown-row__unit">{unit}</span>}
    </span>
  );
}

/** Several countdowns in one card, the soonest first: days to go, hours on the last day, "Today!" on the day. */
export function CountdownView({ component, editing }: WidgetViewProps<CountdownComponent>) {
  const config = component.countdownConfig;
  const timeZone = useFamilyTimeZone();
  const now = useMinute();
  const usesCalendars = config.items.some((item) => !item.date && item.calendarId !== null);
  const events = useEvents(usesCalendars);
  const sources = useCalendarSources(usesCalendars);
  const list = useRef<HTMLOListElement>(null);
  const fade = useScrollFade(list);

  if (config.items.length === 0) {
    return (
      <p className="board-card__message">
        {editing ? 'Add a countdown in this card’s settings.' : 'No countdowns yet.'}
      </p>
    );
  }
  if (usesCalendars && events.isPending) return null;

  const rows = config.items
    .map((item, index) => rowFor(item, index, events.data, sources.data, now, timeZone))
    // A day that has passed leaves the wall; the editor still lists it in the settings.
    .filter((row) => row.countdown?.kind !== 'past' && (editing || row.note !== 'Choose a date'))
    .sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0));

  return (
    <div className="countdown-widget">
      {usesCalendars && events.isError && (
        <p className="board-card__message">{errorMessage(events.error, 'Failed to load events')}</p>
      )}
      {rows.length === 0 ? (
        <p className="board-card__message">All countdowns have passed.</p>
      ) : (
        <ol ref={list} className={fade ? 'countdown-list board-scroll--more' : 'countdown-list'}>
          {rows.map((row) => (
            <li
              key={row.key}
              className={
                row.countdown?.kind === 'today' ? 'countdown-row countdown-row--today' : 'countdown-row'
              }
            >
              <Figure countdown={row.countdown} />
              <span className="countdown-row__text">
                <span className="countdown-row__title">{row.title}</span>
                {row.note ? (
                  <span className="countdown-row__when">{row.note}</span>
                ) : (
                  config.showDate &&
                  row.target && <span className="countdown-row__when">{whenText(row.target, timeZone)}</span>
                )}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
