import { type CSSProperties, type FormEvent, useRef, useState } from 'react';
import { addDays, type CalendarDay } from '../../common/calendar-days';
import type { CalendarEvent } from '../../common/schemas/calendars';
import { useCalendarSources } from '../api/calendars';
import { type EventScope, useCreateEvent, useDeleteEvent } from '../api/events';
import { usePeopleById } from '../api/peopleColors';
import { useWallTouch } from '../board/wallTouch';
import { useFamilyTimeZone } from '../session/useFamilyTimeZone';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { eventFormOf, FAMILY_CALENDAR, writableCalendars } from './eventEditing';
import { emptyEventForm, eventPayload, type FamilyEventFormErrors } from './familyEventForm';
import { formatShortDay } from './format';
import { MutationError } from './MutationState';
import { useToday } from './useToday';
import type { WallEventChange } from './WallAddEvent';
import { WallFormActions, WallKeyboard } from './WallKeyboard';
import './wall-add-item.css';
import './wall-add-event.css';

/** The times a finger can choose: every quarter of an hour. */
const TIMES = Array.from({ length: 96 }, (_, index) => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(index / 4))}:${pad((index % 4) * 15)}`;
});

/** Days from one calendar day to another. */
const dayCount = (from: CalendarDay, to: CalendarDay) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) => TIMES[Math.floor((((minutes % 1440) + 1440) % 1440) / 15)] ?? '00:00';

type DayChoice = 'today' | 'tomorrow' | 'other';

const SCOPES: [EventScope, string][] = [
  ['this', 'This event'],
  ['following', 'This and following'],
  ['all', 'All events'],
];

interface WallAddEventDialogProps {
  /** The event a tap opened, to change or delete; null adds one. */
  event?: CalendarEvent | null;
  onClose: () => void;
  /** Sends a change once the undo time has passed (the card's frame does it). */
  onChange?: (change: WallEventChange) => void;
  /** Sends a delete once the undo time has passed. */
  onDelete?: (event: CalendarEvent, scope: EventScope | undefined) => void;
}

/**
 * Adding an event from the wall (issues 29 and 41), or changing or deleting one a tap opened: a title
 * typed on keys of the wall's own, the day (today, tomorrow or a date), all day or a start and an
 * end, who it is for, and the calendar it goes to (the family's own or any Luno may write, that
 * person's own first). An added event is sent at once and the undo bar takes it off; a change or a
 * delete waits out the undo time. For a time of a series, which times it is for.
 */
export function WallAddEventDialog({ event = null, onClose, onChange, onDelete }: WallAddEventDialogProps) {
  const wall = useWallTouch();
  const timeZone = useFamilyTimeZone();
  const today = useToday();
  const people = usePeopleById();
  const sources = useCalendarSources();
  const create = useCreateEvent();
  const remove = useDeleteEvent();
  const input = useRef<HTMLInputElement>(null);
  const [start] = useState(() =>
    event ? eventFormOf(event, undefined, timeZone) : emptyEventForm(today, new Date(), timeZone),
  );
  const [title, setTitle] = useState(start.title);
  const [dayChoice, setDayChoice] = useState<DayChoice>(() =>
    !event
      ? 'today'
      : start.startDay === today
        ? 'today'
        : start.startDay === addDays(today, 1)
          ? 'tomorrow'
          : 'other',
  );
  const [otherDay, setOtherDay] = useState<CalendarDay>(event ? start.startDay : addDays(today, 2));
  const [allDay, setAllDay] = useState(start.allDay);
  const [startTime, setStartTime] = useState(start.startTime);
  const [endTime, setEndTime] = useState(start.endTime);
  const [personId, setPersonId] = useState(start.personId);
  const [chosenCalendar, setChosenCalendar] = useState<number | null>(null);
  const [scope, setScope] = useState<EventScope>('this');
  const [ownKeyboard, setOwnKeyboard] = useState(false);
  const [errors, setErrors] = useState<FamilyEventFormErrors>({});

  const day = dayChoice === 'today' ? today : dayChoice === 'tomorrow' ? addDays(today, 1) : otherDay;
  const choices = [...(people.data?.values() ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  const calendars = writableCalendars(sources.data, personId === '' ? null : Number(personId));
  // Until one is tapped, the calendar follows the person: their own first.
  const calendarId =
    chosenCalendar !== null && calendars.some((calendar) => calendar.id === chosenCalendar)
      ? chosenCalendar
      : (calendars[0]?.id ?? FAMILY_CALENDAR.id);
  const recurring = event?.recurring === true;
  const times = [...new Set([...TIMES, startTime, endTime])].sort();

  function changeStart(time: string) {
    // The end keeps the event's length.
    const length = minutesOf(endTime) - minutesOf(startTime);
    setStartTime(time);
    setEndTime(timeOf(minutesOf(time) + (length > 0 ? length : 60)));
  }

  function submit(submitted: FormEvent) {
    submitted.preventDefault();
    // An end before the start is the next morning's: a party from 20:00 to 01:00.
    const endDay = !allDay && minutesOf(endTime) < minutesOf(startTime) ? addDays(day, 1) : day;
    const lastDay = allDay && event ? addDays(day, Math.max(0, dayCount(start.startDay, start.endDay))) : day;
    const result = eventPayload(
      {
        ...start,
        title,
        allDay,
        startDay: day,
        startTime,
        endDay: allDay ? lastDay : endDay,
        endTime,
        personId,
      },
      timeZone,
    );
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    if (event) {
      // A time of a series keeps the series' rule: the body leaves it out.
      const { repeatConfig: _rule, repeatUntil: _until, ...body } = result.payload;
      onChange?.({ event, scope: recurring ? scope : undefined, body });
      return;
    }
    create.mutate(
      { calendarId, ...result.payload },
      {
        onSuccess: (added) => {
          onClose();
          const when =
            dayChoice === 'today' ? 'today' : dayChoice === 'tomorrow' ? 'tomorrow' : formatShortDay(day);
          wall?.done({
            label: `Added ${added.title} ${dayChoice === 'other' ? `on ${when}` : when}`,
            undo: () =>
              remove.mutateAsync({ id: added.id, ...(added.recurring ? { scope: 'all' as const } : {}) }),
            failure: `Could not take ${added.title} off the calendar`,
          });
        },
      },
    );
  }

  const dayError = errors.start ?? errors.end;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={
        event ? `Change ${event.title}` : calendars.length > 1 ? 'Add an event' : 'Add to the family calendar'
      }
      className="wall-add wall-add-event"
      initialFocusRef={input}
    >
      <form className="wall-add__form wall-add-event__form" onSubmit={submit} noValidate>
        <div className="wall-add-event__columns">
          <div className="wall-add-event__column">
            <label className="wall-add-event__label" htmlFor="wall-add-event-title">
              Title
            </label>
            <input
              ref={input}
              id="wall-add-event-title"
              className="wall-add__input"
              value={title}
              placeholder="Dentist, swimming, Grandma visits…"
              maxLength={200}
              autoComplete="off"
              autoCapitalize="sentences"
              enterKeyHint="done"
              inputMode={ownKeyboard ? 'text' : 'none'}
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={errors.title ? 'wall-add-event-title-error' : undefined}
              onChange={(event) => {
                setTitle(event.target.value);
                setErrors({});
              }}
            />
            {errors.title && (
              <p id="wall-add-event-title-error" className="wall-add-event__error">
                {errors.title}
              </p>
            )}
            {!ownKeyboard && (
              <WallKeyboard
                input={input}
                text={title}
                onText={(next) => {
                  setTitle(next);
                  setErrors({});
                }}
              />
            )}
          </div>
          <div className="wall-add-event__column">
            <fieldset className="wall-add-event__group">
              <legend className="wall-add-event__label">Day</legend>
              <div className="wall-add-event__choices">
                {(
                  [
                    ['today', 'Today'],
                    ['tomorrow', 'Tomorrow'],
                    ['other', 'Another day'],
                  ] as const
                ).map(([choice, label]) => (
                  <button
                    key={choice}
                    type="button"
                    className="wall-add-event__choice"
                    aria-pressed={dayChoice === choice}
                    onClick={() => setDayChoice(choice)}
                  >
                    {label}
                  </button>
                ))}
              </div>
              {dayChoice === 'other' && (
                <label className="wall-add-event__field">
                  <span className="visually-hidden">Date</span>
                  <input
                    type="date"
                    className="wall-add-event__input"
                    value={otherDay}
                    min={today}
                    onChange={(event) => setOtherDay(event.target.value)}
                  />
                </label>
              )}
            </fieldset>
            <fieldset className="wall-add-event__group">
              <legend className="wall-add-event__label">Time</legend>
              <div className="wall-add-event__choices">
                <button
                  type="button"
                  className="wall-add-event__choice"
                  aria-pressed={allDay}
                  onClick={() => setAllDay((on) => !on)}
                >
                  All day
                </button>
                {!allDay && (
                  <>
                    <label className="wall-add-event__field">
                      <span>From</span>
                      <select
                        className="wall-add-event__input"
                        value={startTime}
                        aria-label="Start time"
                        onChange={(event) => changeStart(event.target.value)}
                      >
                        {times.map((time) => (
                          <option key={time} value={time}>
                            {time}
                          </option>
                        ))}
                      </select>
                    </label>
                    <label className="wall-add-event__field">
                      <span>to</span>
                      <select
                        className="wall-add-event__input"
                        value={endTime}
                        aria-label="End time"
                        onChange={(event) => setEndTime(event.target.value)}
                      >
                        {times.map((time) => (
                          <option key={time} value={time}>
                            {time}
                          </option>
                        ))}
                      </select>
                    </label>
                  </>
                )}
              </div>
              {dayError && <p className="wall-add-event__error">{dayError}</p>}
            </fieldset>
            {choices.length > 0 && (
              <fieldset className="wall-add-event__group">
                <legend className="wall-add-event__label">Who is it for?</legend>
                <div className="wall-add-event__choices">
                  <button
                    type="button"
                    className="wall-add-event__choice"
                    aria-pressed={personId === ''}
                    onClick={() => setPersonId('')}
                  >
                    Everyone
                  </button>
                  {choices.map((person) => (
                    <button
                      key={person.id}
                      type="button"
                      className="wall-add-event__choice wall-add-event__person"
                      style={{ '--person-color': person.color } as CSSProperties}
                      aria-pressed={personId === String(person.id)}
                      onClick={() => setPersonId(String(person.id))}
                    >
                      <span className="wall-add-event__swatch" aria-hidden="true">
                        {person.emoji ?? ''}
                      </span>
                      {person.name}
                    </button>
                  ))}
                </div>
              </fieldset>
            )}
            {!event && calendars.length > 1 && (
              <fieldset className="wall-add-event__group">
                <legend className="wall-add-event__label">Which calendar?</legend>
                <div className="wall-add-event__choices">
                  {calendars.map((calendar) => (
                    <button
                      key={calendar.id}
                      type="button"
                      className="wall-add-event__choice wall-add-event__person"
                      style={{ '--person-color': calendar.color ?? 'var(--color-primary)' } as CSSProperties}
                      aria-pressed={calendarId === calendar.id}
                      onClick={() => setChosenCalendar(calendar.id)}
                    >
                      <span className="wall-add-event__swatch" aria-hidden="true" />
                      {calendar.name}
                    </button>
                  ))}
                </div>
              </fieldset>
            )}
            {recurring && (
              <fieldset className="wall-add-event__group">
                <legend className="wall-add-event__label">Change which events?</legend>
                <div className="wall-add-event__choices">
                  {SCOPES.map(([value, label]) => (
                    <button
                      key={value}
                      type="button"
                      className="wall-add-event__choice"
                      aria-pressed={scope === value}
                      onClick={() => setScope(value)}
                    >
                      {label}
                    </button>
                  ))}
                </div>
              </fieldset>
            )}
          </div>
        </div>
        <MutationError mutation={create} failed="The event could not be added. Please try again." />
        <WallFormActions
          ownKeyboard={ownKeyboard}
          onToggleKeyboard={() => {
            setOwnKeyboard((own) => !own);
            input.current?.focus();
          }}
          onClose={onClose}
          mutation={create}
          submit={event ? 'Save' : 'Add'}
          extra={
            event && (
              <Button
                variant="secondary"
                size="large"
                className="danger-text"
                onClick={() => onDelete?.(event, recurring ? scope : undefined)}
              >
                {recurring && scope !== 'this'
                  ? scope === 'all'
                    ? 'Delete all of them'
                    : 'Delete these events'
                  : 'Delete event'}
              </Button>
            )
          }
        />
      </form>
    </Dialog>
  );
}
