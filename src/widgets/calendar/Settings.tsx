import { useId } from 'react';
import type { ComponentOfType } from '../../common/schemas/component';
import { useCalendarSources } from '../../web/api/calendars';
import { errorMessage } from '../../web/api/client';
import { usePeople } from '../../web/api/people';
import { CheckboxField, SelectField, WholeNumberInput } from '../../web/data-ui/fields';
import { PersonSelect } from '../../web/data-ui/PersonSelect';
import { DEMO_MESSAGES, useDemoMode } from '../../web/session/DemoMode';
import type { WidgetSettingsProps } from '../views';

type CalendarComponent = ComponentOfType<'calendar'>;

/** Bounds of the calendar counts in the widget's schema. */
const COUNT = { min: 1, max: 100 };

const MODES: [CalendarComponent['calendarDisplayMode'], string][] = [
  ['today', 'Today'],
  ['tomorrow', 'Tomorrow'],
  ['nextEvents', 'Next events'],
  ['nextDays', 'Next days'],
];

// The order the editor lists them in (spec 02 §3).
const VIEWS: [CalendarComponent['calendarViewType'], string][] = [
  ['month', 'Month'],
  ['week', 'Week'],
  ['card', 'Cards'],
  ['list', 'List'],
  ['planner', 'Planner (a column per person)'],
];

const PLANNER_SPANS: [CalendarComponent['calendarPlannerSpan'], string][] = [
  ['today', 'Today'],
  ['nextDays', 'Next days'],
  ['week', 'The week'],
];

/** The calendar widget's panel: which calendars, what span, and which view. */
export function CalendarSettings({ component, onChange, disabled }: WidgetSettingsProps<CalendarComponent>) {
  const id = useId();
  const sources = useCalendarSources();
  const people = usePeople();
  const chosen = new Set(component.calendarIds);
  const listView = component.calendarViewType === 'list' || component.calendarViewType === 'card';
  const planner = component.calendarViewType === 'planner';
  const showsWeek =
    component.calendarViewType === 'week' || (planner && component.calendarPlannerSpan === 'week');
  const fromToday = component.calendarWeekStart === 'today';
  // The demo's calendars are samples; which calendars is content, how they show is not.
  const demo = useDemoMode();

  function toggle(calendarId: number, on: boolean) {
    const next = new Set(chosen);
    if (on) next.add(calendarId);
    else next.delete(calendarId);
    onChange({
      calendarIds: (sources.data ?? []).map((source) => source.id).filter((sourceId) => next.has(sourceId)),
    });
  }

  return (
    <div className="widget-settings">
      <fieldset className="widget-settings__group" disabled={disabled || demo}>
        <legend className="field__label">Calendars</legend>
        <CheckboxField
          label="Family calendar (made in Luno)"
          checked={component.calendarShowFamily}
          onChange={(event) => onChange({ calendarShowFamily: event.target.checked })}
        />
        {demo && <p className="field__hint">{DEMO_MESSAGES.calendars}</p>}
        {sources.isPending ? (
          <p className="muted">Loading calendars...</p>
        ) : sources.isError ? (
          <p className="field__error">{errorMessage(sources.error, 'Failed to load calendars')}</p>
        ) : sources.data.length === 0 ? (
          <p className="muted">
            No other calendars yet. <a href="/app/events">Add one on the Calendars page</a>.
          </p>
        ) : (
          sources.data.map((source) => (
            <CheckboxField
              key={source.id}
              label={source.name}
              checked={chosen.has(source.id)}
              onChange={(event) => toggle(source.id, event.target.checked)}
            />
          ))
        )}
      </fieldset>

      <PersonSelect
        label="Whose events"
        hint="One person's board shows only the calendars given to them on the Calendars page."
        people={people.data}
        nobody="Everyone"
        value={component.calendarPersonId ?? null}
        disabled={disabled || !people.isSuccess}
        error={people.isError ? errorMessage(people.error, 'Could not load people.') : null}
        onChange={(calendarPersonId) => onChange({ calendarPersonId })}
      />

      <SelectField
        label="View"
        value={component.calendarViewType}
        disabled={disabled}
        onChange={(event) =>
          onChange({ calendarViewType: event.target.value as CalendarComponent['calendarViewType'] })
        }
      >
        {VIEWS.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>

      {planner && (
        <SelectField
          label="Days"
          value={component.calendarPlannerSpan}
          disabled={disabled}
          onChange={(event) =>
            onChange({ calendarPlannerSpan: event.target.value as CalendarComponent['calendarPlannerSpan'] })
          }
        >
          {PLANNER_SPANS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
      )}

      {showsWeek && (
        <SelectField
          label="Days in the week"
          value={String(component.calendarWeekViewDays)}
          disabled={disabled}
          onChange={(event) => onChange({ calendarWeekViewDays: event.target.value === '5' ? 5 : 7 })}
        >
          <option value="7">7 days{fromToday ? '' : ', from Sunday'}</option>
          <option value="5">{fromToday ? '5 days' : '5 days, Monday to Friday'}</option>
        </SelectField>
      )}

      {showsWeek && (
        <SelectField
          label="The week starts"
          hint="From today, a board on a Saturday shows the days ahead rather than a week that is ending."
          value={component.calendarWeekStart ?? 'weekday'}
          disabled={disabled}
          onChange={(event) =>
            onChange({ calendarWeekStart: event.target.value === 'today' ? 'today' : 'weekday' })
          }
        >
          <option value="weekday">On its first day</option>
          <option value="today">Today</option>
        </SelectField>
      )}

      {listView && (
        <SelectField
          label="Show"
          value={component.calendarDisplayMode}
          disabled={disabled}
          onChange={(event) =>
            onChange({ calendarDisplayMode: event.target.value as CalendarComponent['calendarDisplayMode'] })
          }
        >
          {MODES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
      )}

      {listView && component.calendarDisplayMode === 'nextEvents' && (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-events`}>
            Events to show
          </label>
          <WholeNumberInput
            id={`${id}-events`}
            className="field__input"
            value={component.calendarUpcomingEventCount}
            min={COUNT.min}
            max={COUNT.max}
            disabled={disabled}
            onChange={(calendarUpcomingEventCount) => onChange({ calendarUpcomingEventCount })}
          />
        </div>
      )}

      {((listView && component.calendarDisplayMode === 'nextDays') ||
        (planner && component.calendarPlannerSpan === 'nextDays')) && (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-days`}>
            Days to show
          </label>
          <WholeNumberInput
            id={`${id}-days`}
            className="field__input"
            value={component.calendarUpcomingDayCount}
            min={COUNT.min}
            max={COUNT.max}
            disabled={disabled}
            onChange={(calendarUpcomingDayCount) => onChange({ calendarUpcomingDayCount })}
          />
        </div>
      )}
    </div>
  );
}
