import { useId } from 'react';
import { MONTH_NAMES } from '../../common/calendar-days';
import {
  describeRecurrence,
  MAX_REPEAT_INTERVAL,
  MIN_REPEAT_INTERVAL,
  monthlyMode,
  REPEAT_FREQUENCIES,
  type RepeatConfig,
  type RepeatFrequency,
  resetForFrequency,
  SET_POSITIONS,
  type SetPosition,
  WEEKDAY_CODES,
  type WeekdayCode,
} from '../../common/recurrence';
import { SelectField, WholeNumberInput } from './fields';
import './data-ui.css';

const FREQUENCY_LABELS: Record<RepeatFrequency, string> = {
  NONE: 'Does not repeat',
  DAILY: 'Daily',
  WEEKLY: 'Weekly',
  MONTHLY: 'Monthly',
  YEARLY: 'Yearly',
};

const INTERVAL_UNITS: Record<Exclude<RepeatFrequency, 'NONE'>, [string, string]> = {
  DAILY: ['day', 'days'],
  WEEKLY: ['week', 'weeks'],
  MONTHLY: ['month', 'months'],
  YEARLY: ['year', 'years'],
};

const WEEKDAYS: Record<WeekdayCode, { short: string; name: string }> = {
  MO: { short: 'Mon', name: 'Monday' },
  TU: { short: 'Tue', name: 'Tuesday' },
  WE: { short: 'Wed', name: 'Wednesday' },
  TH: { short: 'Thu', name: 'Thursday' },
  FR: { short: 'Fri', name: 'Friday' },
  SA: { short: 'Sat', name: 'Saturday' },
  SU: { short: 'Sun', name: 'Sunday' },
};

const SET_POSITION_LABELS: Record<SetPosition, string> = {
  1: '1st',
  2: '2nd',
  3: '3rd',
  4: '4th',
  [-1]: 'Last',
};

/** A yearly day may be Feb 29 (it comes back in leap years), never Feb 30. */
const LONGEST_MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

interface RecurrenceEditorProps {
  value: RepeatConfig;
  onChange: (config: RepeatConfig) => void;
}

/** The recurrence fields of spec 02 §3-§5; changing the frequency resets the other fields (§4). */
export function RecurrenceEditor({ value, onChange }: RecurrenceEditorProps) {
  const id = useId();
  const update = (patch: Partial<RepeatConfig>) => onChange({ ...value, ...patch });

  return (
    <fieldset className="recurrence">
      <legend className="recurrence__legend">Repeat</legend>
      <SelectField
        label="Frequency"
        value={value.freq}
        onChange={(event) => onChange(resetForFrequency(value, event.target.value as RepeatFrequency))}
      >
        {REPEAT_FREQUENCIES.map((freq) => (
          <option key={freq} value={freq}>
            {FREQUENCY_LABELS[freq]}
          </option>
        ))}
      </SelectField>

      {value.freq !== 'NONE' && (
        <>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-interval`}>
              Every
            </label>
            <div className="recurrence__inline">
              <WholeNumberInput
                id={`${id}-interval`}
                className="field__input recurrence__number"
                value={value.interval}
                min={MIN_REPEAT_INTERVAL}
                max={MAX_REPEAT_INTERVAL}
                onChange={(interval) => update({ interval })}
              />
              <span>{INTERVAL_UNITS[value.freq][value.interval === 1 ? 0 : 1]}</span>
            </div>
          </div>

          {value.freq === 'WEEKLY' && <WeekdayChips value={value} onChange={update} />}
          {value.freq === 'MONTHLY' && <MonthlyFields value={value} onChange={update} />}
          {value.freq === 'YEARLY' && <YearlyFields value={value} onChange={update} />}
        </>
      )}

      <p className="recurrence__summary" aria-live="polite">
        {describeRecurrence(value)}
      </p>
    </fieldset>
  );
}

interface PartProps {
  value: RepeatConfig;
  onChange: (patch: Partial<RepeatConfig>) => void;
}

function WeekdayChips({ value, onChange }: PartProps) {
  function toggle(code: WeekdayCode) {
    const chosen = value.byweekday.includes(code)
      ? value.byweekday.filter((day) => day !== code)
      : [...value.byweekday, code];
    onChange({ byweekday: WEEKDAY_CODES.filter((day) => chosen.includes(day)) });
  }

  return (
    <div className="field">
      <span className="field__label">On</span>
      <div className="weekday-chips">
        {WEEKDAY_CODES.map((code) => (
          <button
            key={code}
            type="button"
            className="weekday-chip"
            aria-pressed={value.byweekday.includes(code)}
            aria-label={WEEKDAYS[code].name}
            onClick={() => toggle(code)}
          >
            {WEEKDAYS[code].short}
          </button>
        ))}
      </div>
      {value.byweekday.length === 0 && (
        <span className="field__hint">No day chosen: it repeats on the weekday it was added.</span>
      )}
    </div>
  );
}

function MonthlyFields({ value, onChange }: PartProps) {
  const id = useId();
  const mode = monthlyMode(value);

  return (
    <div className="field" role="radiogroup" aria-label="Monthly on">
      <label className="recurrence__option">
        <input
          type="radio"
          name={`${id}-mode`}
          checked={mode === 'dayOfMonth'}
          onChange={() => onChange({ bymonthday: 1, bysetpos: null, byweekdayForMonthlyNth: null })}
        />
        <span>Day of the month</span>
      </label>
      {mode === 'dayOfMonth' && (
        <div className="recurrence__inline recurrence__indent">
          <label htmlFor={`${id}-day`}>Day</label>
          <WholeNumberInput
            id={`${id}-day`}
            className="field__input recurrence__number"
            value={value.bymonthday ?? 1}
            min={1}
            max={31}
            onChange={(bymonthday) => onChange({ bymonthday })}
          />
        </div>
      )}

      <label className="recurrence__option">
        <input
          type="radio"
          name={`${id}-mode`}
          checked={mode === 'nthWeekday'}
          onChange={() => onChange({ bymonthday: null, bysetpos: 1, byweekdayForMonthlyNth: 'MO' })}
        />
        <span>A weekday of the month</span>
      </label>
      {mode === 'nthWeekday' && (
        <div className="recurrence__inline recurrence__indent">
          <label className="visually-hidden" htmlFor={`${id}-nth`}>
            Which week
          </label>
          <select
            id={`${id}-nth`}
            className="field__input recurrence__nth"
            value={value.bysetpos ?? 1}
            onChange={(event) => onChange({ bysetpos: Number(event.target.value) as SetPosition })}
          >
            {SET_POSITIONS.map((position) => (
              <option key={position} value={position}>
                {SET_POSITION_LABELS[position]}
              </option>
            ))}
          </select>
          <label className="visually-hidden" htmlFor={`${id}-weekday`}>
            Weekday
          </label>
          <select
            id={`${id}-weekday`}
            className="field__input"
            value={value.byweekdayForMonthlyNth ?? 'MO'}
            onChange={(event) => onChange({ byweekdayForMonthlyNth: event.target.value as WeekdayCode })}
          >
            {WEEKDAY_CODES.map((code) => (
              <option key={code} value={code}>
                {WEEKDAYS[code].name}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}

function YearlyFields({ value, onChange }: PartProps) {
  const id = useId();
  const month = value.bymonth ?? 1;
  const longest = LONGEST_MONTH_DAYS[month - 1];

  return (
    <div className="recurrence__inline recurrence__yearly">
      <SelectField
        label="Month"
        value={month}
        onChange={(event) => {
          const bymonth = Number(event.target.value);
          onChange({ bymonth, bymonthday: Math.min(value.bymonthday ?? 1, LONGEST_MONTH_DAYS[bymonth - 1]) });
        }}
      >
        {MONTH_NAMES.map((name, index) => (
          <option key={name} value={index + 1}>
            {name}
          </option>
        ))}
      </SelectField>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-day`}>
          Day
        </label>
        <WholeNumberInput
          id={`${id}-day`}
          className="field__input recurrence__number"
          value={value.bymonthday ?? 1}
          min={1}
          max={longest}
          onChange={(bymonthday) => onChange({ bymonthday })}
        />
      </div>
    </div>
  );
}
