import { type CSSProperties, type FormEvent, useRef, useState } from 'react';
import { addDays, type CalendarDay } from '../../common/calendar-days';
import { useCreateFamilyEvent, useDeleteFamilyEvent } from '../api/familyCalendar';
import { usePeopleById } from '../api/peopleColors';
import { useWallTouch } from '../board/wallTouch';
import { useFamilyTimeZone } from '../session/useFamilyTimeZone';
import { Dialog } from '../ui/Dialog';
import { emptyEventForm, eventPayload, type FamilyEventFormErrors } from './familyEventForm';
import { formatShortDay } from './format';
import { MutationError } from './MutationState';
import { useToday } from './useToday';
import { WallFormActions, WallKeyboard } from './WallKeyboard';
import './wall-add-item.css';
import './wall-add-event.css';

/** The times a finger can choose: every quarter of an hour. */
const TIMES = Array.from({ length: 96 }, (_, index) => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(index / 4))}:${pad((index % 4) * 15)}`;
});

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) => TIMES[Math.floor((((minutes % 1440) + 1440) % 1440) / 15)] ?? '00:00';

type DayChoice = 'today' | 'tomorrow' | 'other';

/**
 * Adding an event to the family's calendar from the wall (issue 29): a title typed on keys of the
 * wall's own, the day (today, tomorrow or a date), all day or a start and an end, and who it is for.
 * It is added at once, every board shows it in its person's colour, and the undo bar takes it off.
 */
export function WallAddEventDialog({ onClose }: { onClose: () => void }) {
  const wall = useWallTouch();
  const timeZone = useFamilyTimeZone();
  const today = useToday();
  const people = usePeopleById();
  const create = useCreateFamilyEvent();
  const remove = useDeleteFamilyEvent();
  const input = useRef<HTMLInputElement>(null);
  const [start] = useState(() => emptyEventForm(today, new Date(), timeZone));
  const [title, setTitle] = useState('');
  const [dayChoice, setDayChoice] = useState<DayChoice>('today');
  const [otherDay, setOtherDay] = useState<CalendarDay>(addDays(today, 2));
  const [allDay, setAllDay] = useState(false);
  const [startTime, setStartTime] = useState(start.startTime);
  const [endTime, setEndTime] = useState(start.endTime);
  const [personId, setPersonId] = useState('');
  const [ownKeyboard, setOwnKeyboard] = useState(false);
  const [errors, setErrors] = useState<FamilyEventFormErrors>({});

  const day = dayChoice === 'today' ? today : dayChoice === 'tomorrow' ? addDays(today, 1) : otherDay;
  const choices = [...(people.data?.values() ?? [])].sort((a, b) => a.name.localeCompare(b.name));

  function changeStart(time: string) {
    // The end keeps the event's length.
    const length = minutesOf(endTime) - minutesOf(startTime);
    setStartTime(time);
    setEndTime(timeOf(minutesOf(time) + (length > 0 ? length : 60)));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // An end before the start is the next morning's: a party from 20:00 to 01:00.
    const endDay = !allDay && minutesOf(endTime) < minutesOf(startTime) ? addDays(day, 1) : day;
    const result = eventPayload(
      {
        ...start,
        title,
        allDay,
        startDay: day,
        startTime,
        endDay,
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
    create.mutate(result.payload, {
      onSuccess: (added) => {
        onClose();
        const when =
          dayChoice === 'today' ? 'today' : dayChoice === 'tomorrow' ? 'tomorrow' : formatShortDay(day);
        wall?.done({
          label: `Added ${added.title} ${dayChoice === 'other' ? `on ${when}` : when}`,
          undo: () => remove.mutateAsync(added.id),
          failure: `Could not take ${added.title} off the calendar`,
        });
      },
    });
  }

  const dayError = errors.start ?? errors.end;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Add to the family calendar"
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
                        {TIMES.map((time) => (
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
                        {TIMES.map((time) => (
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
        />
      </form>
    </Dialog>
  );
}
