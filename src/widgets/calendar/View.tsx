import { type CSSProperties, type ReactNode, useRef, useState } from 'react';
import { addDays, type CalendarDay } from '../../common/calendar-days';
import { FAMILY_CALENDAR_ID } from '../../common/family-calendar';
import type { CalendarEvent } from '../../common/schemas/calendars';
import type { ComponentOfType } from '../../common/schemas/component';
import { dayAt } from '../../common/zoned-time';
import { useCalendarSources, useEvents } from '../../web/api/calendars';
import { errorMessage } from '../../web/api/client';
import { usePeopleById } from '../../web/api/peopleColors';
import { withOpacity } from '../../web/board/cssValues';
import { useWallTouch } from '../../web/board/wallTouch';
import {
  eventColor,
  eventsOnDay,
  eventTimeText,
  isOnNow,
  monthGridFor,
  upcomingEvents,
  weekDaysFor,
} from '../../web/data-ui/calendarEvents';
import { MoreRows, useRowsPastEnd } from '../../web/data-ui/MoreRows';
import { NotUpdated } from '../../web/data-ui/NotUpdated';
import { useMinute } from '../../web/data-ui/useMinute';
import { useToday } from '../../web/data-ui/useToday';
import { WallAddEvent } from '../../web/data-ui/WallAddEvent';
import { deleteKey, type OpenEvent, opensOnTap, useOpenEvent } from '../../web/data-ui/wallEvents';
import { formatDay } from '../../web/i18n/format';
import { weekStart } from '../../web/i18n/languages';
import { type Translate, useLanguage, useT } from '../../web/i18n/useT';
import { useFamilyTimeZone } from '../../web/session/useFamilyTimeZone';
import { useScrollFade } from '../../web/ui/useScrollFade';
import type { WidgetViewProps } from '../views';
import { PlannerView } from './Planner';
import '../../web/data-ui/board-widgets.css';
import './calendar.css';

type CalendarComponent = ComponentOfType<'calendar'>;
type Style = CalendarComponent['style'];

interface DayGroup {
  day: CalendarDay;
  events: CalendarEvent[];
}

/** The days and events list and card views show, by display mode (spec 02 §3, §9). */
export function groupsFor(
  events: readonly CalendarEvent[],
  component: Pick<
    CalendarComponent,
    'calendarDisplayMode' | 'calendarUpcomingEventCount' | 'calendarUpcomingDayCount'
  >,
  today: CalendarDay,
  now: Date,
  timeZone: string,
): DayGroup[] {
  const mode = component.calendarDisplayMode;
  if (mode === 'today' || mode === 'tomorrow') {
    const day = mode === 'today' ? today : addDays(today, 1);
    return [{ day, events: eventsOnDay(events, day, timeZone) }];
  }
  if (mode === 'nextDays') {
    return Array.from({ length: component.calendarUpcomingDayCount }, (_, index) => {
      const day = addDays(today, index);
      return { day, events: eventsOnDay(events, day, timeZone) };
    });
  }
  const next = upcomingEvents(events, now, timeZone).slice(0, component.calendarUpcomingEventCount);
  const groups: DayGroup[] = [];
  for (const event of next) {
    // An event that began before today (a trip, a late party) shows under today.
    const first = event.isAllDay ? event.start : dayAt(new Date(event.start), timeZone);
    const day = first < today ? today : first;
    const last = groups.at(-1);
    if (last?.day === day) last.events.push(event);
    else groups.push({ day, events: [event] });
  }
  return groups;
}

function dayLabel(day: CalendarDay, today: CalendarDay, t: Translate, language: string): string {
  if (day === today) return t('cal.today');
  if (day === addDays(today, 1)) return t('cal.tomorrow');
  return shortDay(day, language);
}

/** 'Mon, Nov 23' in English (US), 'Mo., 23. Nov.' in German. */
const shortDay = (day: CalendarDay, language: string) =>
  formatDay(day, language, { weekday: 'short', month: 'short', day: 'numeric' });

export function accent(style: Style): string {
  return withOpacity(style.calendarAccentColor ?? '#3b82f6', style.calendarAccentOpacity ?? 1);
}

function cardStyle(style: Style): CSSProperties {
  return {
    background:
      style.calendarCardBgColor === undefined
        ? undefined
        : withOpacity(style.calendarCardBgColor, style.calendarCardBgOpacity ?? 1),
    color: style.calendarCardFontColor,
    fontSize: style.calendarCardEventFontSize,
    borderRadius: style.calendarCardBorderRadius,
    padding: style.calendarCardPadding === undefined ? undefined : `${style.calendarCardPadding}px`,
  };
}

interface EventLineProps {
  event: CalendarEvent;
  day: CalendarDay;
  color: string;
  now: Date;
  timeZone: string;
  style?: CSSProperties;
  className: string;
  /** A tap opens the event (a touch board); absent, it is only shown. */
  onOpen?: OpenEvent | null;
}

function EventLine({ event, day, color, now, timeZone, style, className, onOpen }: EventLineProps) {
  // An all-day event is on all day; marking it would mark half the board.
  const onNow = !event.isAllDay && isOnNow(event, now, timeZone);
  const t = useT();
  const classes = `${className}${onNow ? ' is-now' : ''}`;
  const content = (
    <>
      <span className="calendar-widget__bar" aria-hidden="true" />
      <span className="calendar-widget__time">
        {eventTimeText(event, day, timeZone)}
        {onNow && <span className="calendar-widget__now">{t('cal.now')}</span>}
      </span>
      <span className="calendar-widget__title">{event.title}</span>
    </>
  );
  const open = opensOnTap(event, onOpen ?? null);
  if (open) {
    // On a touch board, an event Luno may change opens to change or delete.
    return (
      <li className="calendar-widget__tappable" style={{ '--event-color': color } as CSSProperties}>
        <button
          type="button"
          className={`${classes} calendar-widget__tap`}
          style={style}
          onClick={() => open(event)}
        >
          {content}
        </button>
      </li>
    );
  }
  return (
    <li className={classes} style={{ ...style, '--event-color': color } as CSSProperties}>
      {content}
    </li>
  );
}

/**
 * Events from the chosen calendars as a list, cards, a week or a month, in the family's zone; on a
 * paired screen's touch board, one showing the family calendar can add to it.
 */
export function CalendarView(props: WidgetViewProps<CalendarComponent>) {
  const chosen = new Set(props.component.calendarIds);
  const content = (
    <NotUpdated shows={(sourceId) => chosen.has(sourceId)}>
      <CalendarContent {...props} />
    </NotUpdated>
  );
  return <WallAddEvent interactive={props.interactive}>{content}</WallAddEvent>;
}

function CalendarContent({ component, interactive }: WidgetViewProps<CalendarComponent>) {
  const events = useEvents();
  const sources = useCalendarSources();
  const people = usePeopleById();
  const timeZone = useFamilyTimeZone();
  const today = useToday();
  const now = useMinute();
  const wall = useWallTouch();
  const onOpen = useOpenEvent();
  const t = useT();
  const ids = component.calendarIds;
  const withFamily = component.calendarShowFamily;

  if (ids.length === 0 && !withFamily) return <p className="board-card__message">{t('cal.none')}</p>;
  if (events.isPending) return null;
  if (events.isError) {
    return <p className="board-card__message">{errorMessage(events.error, t('cal.failed'))}</p>;
  }
  const chosen = new Set(ids);
  // A person's board: only the calendars given to them, and the family calendar's events that are theirs.
  const personId = component.calendarPersonId ?? null;
  const theirs =
    personId === null
      ? null
      : new Set(sources.data?.filter((source) => source.personId === personId).map((source) => source.id));
  const shown = events.data.filter(
    (event) =>
      // A delete tapped on the wall is not sent until its undo time is over; the card leaves it out.
      !wall?.waiting.has(deleteKey(event.id)) &&
      (event.calendarId === FAMILY_CALENDAR_ID
        ? withFamily && (personId === null || event.personId === personId)
        : chosen.has(event.calendarId) && (theirs === null || theirs.has(event.calendarId))),
  );
  const colors = new Map(sources.data?.map((source) => [source.id, source.color]));
  const colorOf = (event: CalendarEvent) => eventColor(event, colors, people.data, accent(component.style));
  const common = { shown, colorOf, now, timeZone, today, component, interactive, onOpen };

  if (component.calendarViewType === 'planner') {
    return (
      <PlannerView
        shown={shown}
        people={[...(people.data?.values() ?? [])]}
        sourcePeople={new Map(sources.data?.map((source) => [source.id, source.personId]))}
        colorOf={colorOf}
        now={now}
        timeZone={timeZone}
        today={today}
        span={component.calendarPlannerSpan}
        dayCount={component.calendarUpcomingDayCount}
        weekDays={component.calendarWeekViewDays}
        weekFromToday={component.calendarWeekStart === 'today'}
        personId={personId}
        accent={accent(component.style)}
        interactive={interactive}
        onOpen={onOpen}
      />
    );
  }
  if (component.calendarViewType === 'week') return <WeekView {...common} />;
  if (component.calendarViewType === 'month') return <MonthView {...common} />;

  const groups = groupsFor(shown, component, today, now, timeZone).filter(
    (group) => group.events.length > 0 || component.calendarDisplayMode === 'nextDays',
  );
  if (groups.every((group) => group.events.length === 0)) {
    return <p className="board-card__message">{t('cal.noEvents')}</p>;
  }
  return (
    <EventGroups
      groups={groups}
      style={component.style}
      cards={component.calendarViewType === 'card'}
      colorOf={colorOf}
      now={now}
      timeZone={timeZone}
      today={today}
      onOpen={onOpen}
    />
  );
}

interface EventGroupsProps {
  groups: DayGroup[];
  style: Style;
  cards: boolean;
  colorOf: (event: CalendarEvent) => string;
  now: Date;
  timeZone: string;
  today: CalendarDay;
  /** A tap opens an event (a touch board). */
  onOpen?: OpenEvent | null;
}

/** Days and their events as a list or cards; the events widget draws its events this way too. */
export function EventGroups({
  groups,
  style,
  cards,
  colorOf,
  now,
  timeZone,
  today,
  onOpen,
}: EventGroupsProps) {
  const card = cards ? cardStyle(style) : undefined;
  const box = useRef<HTMLDivElement>(null);
  const hidden = useRowsPastEnd(box, 'li');
  const t = useT();
  const language = useLanguage();
  return (
    <div className="calendar-widget-frame">
      <div
        ref={box}
        className={hidden > 0 ? 'calendar-widget board-scroll--more' : 'calendar-widget'}
        style={{ '--calendar-accent': accent(style) } as CSSProperties}
      >
        {groups.map((group) => (
          <section
            key={group.day}
            className="calendar-widget__group"
            aria-label={dayLabel(group.day, today, t, language)}
          >
            <h3 className="calendar-widget__day">{dayLabel(group.day, today, t, language)}</h3>
            {group.events.length === 0 ? (
              <p className="calendar-widget__none">{t('cal.dayEmpty')}</p>
            ) : (
              <ul className={`calendar-widget__events${cards ? ' calendar-widget__events--cards' : ''}`}>
                {group.events.map((event) => (
                  <EventLine
                    key={event.id}
                    event={event}
                    day={group.day}
                    color={colorOf(event)}
                    now={now}
                    timeZone={timeZone}
                    style={card}
                    className={cards ? 'calendar-widget__card' : 'calendar-widget__event'}
                    onOpen={onOpen}
                  />
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
      <MoreRows count={hidden} />
    </div>
  );
}

interface ViewProps {
  shown: CalendarEvent[];
  colorOf: (event: CalendarEvent) => string;
  now: Date;
  timeZone: string;
  today: CalendarDay;
  component: CalendarComponent;
  interactive: boolean;
  onOpen: OpenEvent | null;
}

function Pager({ unit, onMove }: { unit: 'week' | 'month'; onMove: (step: number) => void }) {
  const t = useT();
  return (
    <div className="calendar-widget__pager">
      <button type="button" onClick={() => onMove(-1)} aria-label={t('cal.previous', { unit })}>
        ‹
      </button>
      <button type="button" onClick={() => onMove(1)} aria-label={t('cal.next', { unit })}>
        ›
      </button>
    </div>
  );
}

const weekday = (day: CalendarDay, language: string) => formatDay(day, language, { weekday: 'short' });

function WeekView({ shown, colorOf, now, timeZone, today, component, interactive, onOpen }: ViewProps) {
  const [offset, setOffset] = useState(0);
  const days = weekDaysFor(
    today,
    component.calendarWeekViewDays,
    offset,
    component.calendarWeekStart === 'today',
  );
  const language = useLanguage();
  return (
    <div
      className="calendar-widget calendar-week"
      style={{ '--calendar-accent': accent(component.style) } as CSSProperties}
    >
      {interactive && <Pager unit="week" onMove={(step) => setOffset((value) => value + step)} />}
      <div className="calendar-week__days" style={{ '--week-days': days.length } as CSSProperties}>
        {days.map((day) => (
          <WeekDay key={day} label={shortDay(day, language)} isToday={day === today}>
            <h3 className="calendar-week__name">
              <span>{weekday(day, language)}</span>
              <span className="calendar-week__date">{Number(day.slice(8))}</span>
            </h3>
            <ul className="calendar-widget__events">
              {eventsOnDay(shown, day, timeZone).map((event) => (
                <EventLine
                  key={event.id}
                  event={event}
                  day={day}
                  color={colorOf(event)}
                  now={now}
                  timeZone={timeZone}
                  className="calendar-widget__event calendar-week__event"
                  onOpen={onOpen}
                />
              ))}
            </ul>
          </WeekDay>
        ))}
      </div>
    </div>
  );
}

/** One day's column; events past its bottom edge fade out there rather than stop mid-line. */
function WeekDay({ label, isToday, children }: { label: string; isToday: boolean; children: ReactNode }) {
  const column = useRef<HTMLElement>(null);
  const fade = useScrollFade(column);
  const classes = ['calendar-week__day', isToday && 'is-today', fade && 'board-scroll--more'];
  return (
    <section ref={column} className={classes.filter(Boolean).join(' ')} aria-label={label}>
      {children}
    </section>
  );
}

const monthName = (month: string, language: string) =>
  formatDay(`${month}-01`, language, { month: 'long', year: 'numeric' });

function MonthView({ shown, colorOf, now, timeZone, today, component, interactive, onOpen }: ViewProps) {
  const [offset, setOffset] = useState(0);
  const [selected, setSelected] = useState<CalendarDay | null>(null);
  const [showEvents, setShowEvents] = useState(true);
  const t = useT();
  const language = useLanguage();
  const { month, days } = monthGridFor(today, offset, weekStart(language));
  const style = component.style;
  const showUi = style.calendarMonthViewShowUi !== false;
  const gridLines = style.calendarMonthViewShowGridLines !== false;
  const lineColor = style.calendarMonthViewGridLinesColor ?? '#dddddd';

  if (selected) {
    const onDay = eventsOnDay(shown, selected, timeZone);
    return (
      <div className="calendar-widget" style={{ '--calendar-accent': accent(style) } as CSSProperties}>
        <button type="button" className="calendar-month__back" onClick={() => setSelected(null)}>
          {t('cal.back')}
        </button>
        <h3 className="calendar-widget__day">{dayLabel(selected, today, t, language)}</h3>
        {onDay.length === 0 ? (
          <p className="calendar-widget__none">{t('cal.noEventsDay')}</p>
        ) : (
          <ul className="calendar-widget__events">
            {onDay.map((event) => (
              <EventLine
                key={event.id}
                event={event}
                day={selected}
                color={colorOf(event)}
                now={now}
                timeZone={timeZone}
                className="calendar-widget__event"
                onOpen={onOpen}
              />
            ))}
          </ul>
        )}
      </div>
    );
  }

  return (
    <div
      className={`calendar-widget calendar-month${gridLines ? ' has-lines' : ''}`}
      style={{ '--calendar-accent': accent(style), '--grid-line': lineColor } as CSSProperties}
    >
      <div className="calendar-month__header">
        <h3 className="calendar-month__title">{monthName(month, language)}</h3>
        {interactive && showUi && (
          <div className="calendar-month__controls">
            <button type="button" onClick={() => setShowEvents((value) => !value)}>
              {showEvents ? t('cal.hide') : t('cal.show')}
            </button>
            <Pager unit="month" onMove={(step) => setOffset((value) => value + step)} />
          </div>
        )}
      </div>
      <div className="calendar-month__weekdays" aria-hidden="true">
        {days.slice(0, 7).map((day) => (
          <span key={day}>{weekday(day, language)}</span>
        ))}
      </div>
      <ol className="calendar-month__grid" aria-label={monthName(month, language)}>
        {days.map((day) => {
          const onDay = showEvents ? eventsOnDay(shown, day, timeZone) : [];
          const classes = [
            'calendar-month__cell',
            day.slice(0, 7) !== month && 'is-other-month',
            day === today && 'is-today',
          ].filter(Boolean);
          const content = (
            <>
              <span className="calendar-month__date">{Number(day.slice(8))}</span>
              <span className="calendar-month__dots">
                {onDay.slice(0, 4).map((event) => (
                  <span
                    key={event.id}
                    className="calendar-month__dot"
                    style={{ background: colorOf(event) }}
                    title={event.title}
                  />
                ))}
              </span>
            </>
          );
          return (
            <li key={day} className={classes.join(' ')}>
              {interactive ? (
                <button
                  type="button"
                  className="calendar-month__open"
                  aria-label={t('cal.dayEvents', { day: shortDay(day, language), count: onDay.length })}
                  onClick={() => setSelected(day)}
                >
                  {content}
                </button>
              ) : (
                content
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
