import { type CSSProperties, useRef, useState } from 'react';
import { addDays, type CalendarDay } from '../../common/calendar-days';
import type { CalendarEvent } from '../../common/schemas/calendars';
import { eventTimeText, isOnNow } from '../../web/data-ui/calendarEvents';
import { MoreRows, useRowsPastEnd } from '../../web/data-ui/MoreRows';
import { PersonBadge } from '../../web/data-ui/PersonBadge';
import {
  type PlannerColumn,
  type PlannerPerson,
  plannerColumns,
  plannerDays,
} from '../../web/data-ui/planner';
import { type OpenEvent, opensOnTap } from '../../web/data-ui/wallEvents';
import { formatDay } from '../../web/i18n/format';
import { useLanguage } from '../../web/i18n/useT';

/** 'Mon, Nov 23' in English (US), each language's own order elsewhere. */
const SHORT_DAY: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric' };

export interface PlannerProps {
  shown: CalendarEvent[];
  people: readonly PlannerPerson[];
  sourcePeople: ReadonlyMap<number, number | null>;
  colorOf: (event: CalendarEvent) => string;
  now: Date;
  timeZone: string;
  today: CalendarDay;
  span: 'today' | 'nextDays' | 'week';
  dayCount: number;
  weekDays: 5 | 7;
  weekFromToday: boolean;
  personId: number | null;
  accent: string;
  interactive: boolean;
  /** A tap on an event opens it (a touch board); absent, events are only shown. */
  onOpen?: OpenEvent | null;
}

const WEEKDAY = new Intl.DateTimeFormat(undefined, { weekday: 'short', timeZone: 'UTC' });

function dayName(day: CalendarDay, today: CalendarDay): string {
  if (day === today) return 'Today';
  if (day === addDays(today, 1)) return 'Tomorrow';
  return WEEKDAY.format(new Date(`${day}T00:00:00Z`));
}

/**
 * The family planner (issue 41): a column per person in their colour, with their emoji or initials,
 * and "Everyone" for the rest; a row per day. Sized from the card, so six people and a week read
 * from across the room on a 1920×1080 screen; a cell that cannot show all its events says "+N more".
 */
export function PlannerView(props: PlannerProps) {
  const { today, interactive } = props;
  const [offset, setOffset] = useState(0);
  const days = plannerDays(today, {
    span: props.span,
    dayCount: props.dayCount,
    weekDays: props.weekDays,
    weekFromToday: props.weekFromToday,
    offset,
  });
  const columns = plannerColumns(
    props.shown,
    props.people,
    props.sourcePeople,
    days,
    props.timeZone,
    props.personId,
  );
  const manyDays = days.length > 1;
  const label = props.span === 'week' ? 'week' : days.length === 1 ? 'day' : `${days.length} days`;
  return (
    <div
      className={`calendar-widget calendar-planner${manyDays ? ' calendar-planner--days' : ''}`}
      style={
        {
          '--calendar-accent': props.accent,
          '--planner-columns': columns.length,
          '--planner-rows': days.length,
        } as CSSProperties
      }
    >
      <div className="calendar-planner__body">
        {interactive && (
          <div className="calendar-widget__pager calendar-planner__pager">
            <button
              type="button"
              onClick={() => setOffset((value) => value - 1)}
              aria-label={`Previous ${label}`}
            >
              ‹
            </button>
            <button
              type="button"
              onClick={() => setOffset((value) => value + 1)}
              aria-label={`Next ${label}`}
            >
              ›
            </button>
          </div>
        )}
        <div className="calendar-planner__grid">
          {manyDays && <span className="calendar-planner__corner" aria-hidden="true" />}
          {columns.map((column) => (
            <ColumnHead key={column.key} column={column} />
          ))}
          {days.map((day, row) => (
            <PlannerRow key={day} day={day} row={row} columns={columns} manyDays={manyDays} {...props} />
          ))}
        </div>
      </div>
    </div>
  );
}

function ColumnHead({ column }: { column: PlannerColumn }) {
  const person = column.person;
  return (
    <div
      className="calendar-planner__head"
      style={person ? ({ '--person-color': person.color } as CSSProperties) : undefined}
    >
      {person ? (
        <PersonBadge person={person} className="calendar-planner__badge" />
      ) : (
        <span className="calendar-planner__everyone">Everyone</span>
      )}
    </div>
  );
}

interface RowProps extends PlannerProps {
  day: CalendarDay;
  row: number;
  columns: PlannerColumn[];
  manyDays: boolean;
}

function PlannerRow({ day, row, columns, manyDays, today, ...rest }: RowProps) {
  const isToday = day === today;
  return (
    <>
      {manyDays && (
        <h3 className={`calendar-planner__day${isToday ? ' is-today' : ''}`}>
          <span>{dayName(day, today)}</span>
          <span className="calendar-planner__date">{Number(day.slice(8))}</span>
        </h3>
      )}
      {columns.map((column) => (
        <PlannerCellView
          key={column.key}
          column={column}
          day={day}
          events={column.cells[row]?.events ?? []}
          isToday={isToday}
          today={today}
          {...rest}
        />
      ))}
    </>
  );
}

interface CellProps extends Omit<PlannerProps, 'shown' | 'people' | 'sourcePeople'> {
  column: PlannerColumn;
  day: CalendarDay;
  events: CalendarEvent[];
  isToday: boolean;
}

function PlannerCellView({ column, day, events, isToday, today, colorOf, now, timeZone, onOpen }: CellProps) {
  const list = useRef<HTMLUListElement>(null);
  const hidden = useRowsPastEnd(list, 'li');
  const language = useLanguage();
  const who = column.person?.name ?? 'Everyone';
  const person = column.person;
  return (
    <section
      className={`calendar-planner__cell${isToday ? ' is-today' : ''}`}
      style={person ? ({ '--person-color': person.color } as CSSProperties) : undefined}
      aria-label={`${who}, ${day === today ? 'today' : formatDay(day, language, SHORT_DAY)}`}
    >
      <ul ref={list} className={`calendar-planner__events${hidden > 0 ? ' board-scroll--more' : ''}`}>
        {events.map((event) => {
          const onNow = !event.isAllDay && isOnNow(event, now, timeZone);
          const content = (
            <>
              <span className="calendar-planner__time">{eventTimeText(event, day, timeZone)}</span>
              <span className="calendar-planner__title">{event.title}</span>
            </>
          );
          const open = opensOnTap(event, onOpen ?? null);
          return (
            <li
              key={event.id}
              className={`calendar-planner__event${onNow ? ' is-now' : ''}`}
              style={{ '--event-color': colorOf(event) } as CSSProperties}
            >
              {open ? (
                <button type="button" className="calendar-planner__open" onClick={() => open(event)}>
                  {content}
                </button>
              ) : (
                content
              )}
            </li>
          );
        })}
      </ul>
      <MoreRows count={hidden} />
    </section>
  );
}
