import { type FormEvent, useId, useState } from 'react';
import { type ScheduleWindow, WEEKDAYS, type Weekday } from '../../common/display-schedule';
import {
  describeDays,
  describeHours,
  WEEKDAY_NAMES,
  WEEKEND,
  WORKDAYS,
} from '../../common/display-schedule-words';
import type { Screen } from '../api/screens';
import { Button } from '../ui/Button';
import { Notice } from '../ui/Notice';
import { TextField } from '../ui/TextField';
import { SelectField } from './fields';
import { MutationButton, type MutationDrawn, MutationError } from './MutationState';
import './schedule-form.css';

const DAY_CHOICES = [
  { label: 'Every day', days: WEEKDAYS },
  { label: 'Weekdays', days: WORKDAYS },
  { label: 'Weekends', days: WEEKEND },
] as const;

const sameDays = (a: readonly Weekday[], b: readonly Weekday[]) =>
  a.length === b.length && a.every((day) => b.includes(day));

interface ScheduleWindowFormProps {
  /** The boards to choose from; without them the window's board is fixed (`initial.screenId`). */
  boards?: readonly Pick<Screen, 'id' | 'name'>[];
  initial: ScheduleWindow;
  submitLabel: string;
  /** The save's write, whose pending state and refusal the form draws. */
  mutation: MutationDrawn & { reset: () => void };
  /** What the form says when the save fails without the server's word. */
  failed: string;
  /** Saves the window (through `mutation`). */
  onSave: (window: ScheduleWindow) => void;
  onCancel: () => void;
}

/** One time of a display's schedule: a board, its days, from and until. */
export function ScheduleWindowForm({
  boards,
  initial,
  submitLabel,
  mutation,
  failed,
  onSave,
  onCancel,
}: ScheduleWindowFormProps) {
  const id = useId();
  const [window, setWindow] = useState<ScheduleWindow>(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = mutation.isPending;
  const set = (patch: Partial<ScheduleWindow>) => {
    setProblem(null);
    if (mutation.isError) mutation.reset();
    setWindow((current) => ({ ...current, ...patch }));
  };
  const toggle = (day: Weekday) =>
    set({
      days: window.days.includes(day)
        ? window.days.filter((chosen) => chosen !== day)
        : WEEKDAYS.filter((chosen) => chosen === day || window.days.includes(chosen)),
    });

  // The write outlives the form: a refusal shown here is not shown again on the next one opened.
  function cancel() {
    mutation.reset();
    onCancel();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (window.days.length === 0) return setProblem('Choose at least one day for each time.');
    if (!window.from || !window.until) return setProblem('Give the time it starts and the time it ends.');
    onSave(window);
  }

  return (
    <form className="schedule-form" onSubmit={submit} noValidate aria-label="Time of day">
      {boards && (
        <SelectField
          label="Board"
          value={String(window.screenId)}
          onChange={(event) => set({ screenId: Number(event.target.value) })}
        >
          {boards.map((board) => (
            <option key={board.id} value={String(board.id)}>
              {board.name}
            </option>
          ))}
        </SelectField>
      )}
      <fieldset className="schedule-form__days">
        <legend className="field__label">Days</legend>
        <div className="schedule-form__presets">
          {DAY_CHOICES.map((choice) => (
            <button
              key={choice.label}
              type="button"
              className="schedule-form__preset"
              aria-pressed={sameDays(window.days, choice.days)}
              onClick={() => set({ days: [...choice.days] })}
            >
              {choice.label}
            </button>
          ))}
        </div>
        <div className="weekday-chips">
          {WEEKDAYS.map((day) => (
            <button
              key={day}
              type="button"
              className="weekday-chip"
              aria-pressed={window.days.includes(day)}
              aria-label={WEEKDAY_NAMES[day]}
              onClick={() => toggle(day)}
            >
              {WEEKDAY_NAMES[day].slice(0, 2)}
            </button>
          ))}
        </div>
      </fieldset>
      <div className="schedule-form__hours">
        <TextField
          label="From"
          type="time"
          value={window.from}
          required
          onChange={(event) => set({ from: event.target.value })}
        />
        <TextField
          label="Until"
          type="time"
          value={window.until}
          required
          aria-describedby={`${id}-until`}
          onChange={(event) => set({ until: event.target.value })}
        />
      </div>
      <p className="field__hint schedule-form__hint" id={`${id}-until`}>
        {window.from && window.until
          ? `${describeDays(window.days) || 'No day'}, ${describeHours(window)}. `
          : ''}
        An end before the start runs past midnight; 00:00 is midnight.
      </p>
      {problem ? (
        <Notice tone="error">{problem}</Notice>
      ) : (
        <MutationError mutation={mutation} failed={failed} />
      )}
      <div className="schedule-form__actions">
        <MutationButton type="submit" size="small" mutation={mutation} busy="Saving...">
          {submitLabel}
        </MutationButton>
        <Button variant="ghost" size="small" onClick={cancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
