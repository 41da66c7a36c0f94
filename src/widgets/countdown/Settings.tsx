import { useId, useState } from 'react';
import { isValidDay } from '../../common/calendar-days';
import type { ComponentOfType } from '../../common/schemas/component';
import { useCalendarSources } from '../../web/api/calendars';
import { errorMessage } from '../../web/api/client';
import { CheckboxField, SelectField } from '../../web/data-ui/fields';
import { useToday } from '../../web/data-ui/useToday';
import { Button } from '../../web/ui/Button';
import { TextField } from '../../web/ui/TextField';
import type { WidgetSettingsProps } from '../views';
import { MAX_COUNTDOWN_TITLE, MAX_COUNTDOWNS } from './schema';
import './countdown-settings.css';

type CountdownComponent = ComponentOfType<'countdown'>;
type Config = CountdownComponent['countdownConfig'];
type Item = Config['items'][number];

function CountdownItemFields({
  item,
  index,
  disabled,
  today,
  onChange,
  onRemove,
}: {
  item: Item;
  index: number;
  disabled?: boolean;
  today: string;
  onChange: (item: Item) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const sources = useCalendarSources();
  // A blank countdown has no day or calendar to tell which it counts to yet: the panel remembers the choice.
  const [chosen, setChosen] = useState<'day' | 'calendar'>('day');
  const toCalendar =
    (item.date !== null ? 'day' : item.calendarId !== null ? 'calendar' : chosen) === 'calendar';
  const name = item.title.trim() || `Countdown ${index + 1}`;

  return (
    <fieldset className="countdown-settings__item" disabled={disabled}>
      <legend className="field__label">{name}</legend>
      <TextField
        label="Title"
        value={item.title}
        maxLength={MAX_COUNTDOWN_TITLE}
        placeholder={toCalendar ? 'The event’s own title' : 'e.g. The lake'}
        onChange={(event) => onChange({ ...item, title: event.target.value })}
      />
      <div className="countdown-settings__to" role="radiogroup" aria-label={`${name} counts to`}>
        <label className="countdown-settings__choice">
          <input
            type="radio"
            name={`${id}-to`}
            checked={!toCalendar}
            onChange={() => {
              setChosen('day');
              onChange({ ...item, calendarId: null });
            }}
          />
          A day
        </label>
        <label className="countdown-settings__choice">
          <input
            type="radio"
            name={`${id}-to`}
            checked={toCalendar}
            onChange={() => {
              setChosen('calendar');
              onChange({ ...item, date: null, calendarId: item.calendarId ?? sources.data?.[0]?.id ?? null });
            }}
          />
          A calendar’s next event
        </label>
      </div>
      {!toCalendar ? (
        <TextField
          label="Day"
          type="date"
          value={item.date ?? ''}
          min={today}
          hint={
            item.date !== null && item.date < today
              ? 'This day has passed; the board leaves it out.'
              : undefined
          }
          onChange={(event) => {
            const value = event.target.value;
            onChange({ ...item, date: isValidDay(value) ? value : null, calendarId: null });
          }}
        />
      ) : (
        <SelectField
          label="Calendar"
          value={item.calendarId ?? ''}
          disabled={!sources.isSuccess}
          error={sources.isError ? errorMessage(sources.error, 'Failed to load calendars') : null}
          onChange={(event) =>
            onChange({ ...item, date: null, calendarId: Number(event.target.value) || null })
          }
        >
          <option value="">
            {sources.isPending
              ? 'Loading calendars...'
              : sources.data?.length
                ? 'Choose a calendar'
                : 'No calendars yet'}
          </option>
          {sources.data?.map((source) => (
            <option key={source.id} value={source.id}>
              {source.name}
            </option>
          ))}
        </SelectField>
      )}
      {toCalendar && sources.data?.length === 0 && (
        <p className="muted">
          <a href="/app/events">Add a calendar</a> to count to its next event.
        </p>
      )}
      <Button variant="ghost" size="small" onClick={onRemove} aria-label={`Remove ${name}`}>
        Remove
      </Button>
    </fieldset>
  );
}

/** The countdown card's panel: its countdowns, each to a day or to a calendar's next event. */
export function CountdownSettings({
  component,
  onChange,
  disabled,
}: WidgetSettingsProps<CountdownComponent>) {
  const config = component.countdownConfig;
  const today = useToday();
  const update = (patch: Partial<Config>) => onChange({ countdownConfig: { ...config, ...patch } });
  const setItems = (items: Item[]) => update({ items });

  return (
    <div className="widget-settings countdown-settings">
      {config.items.length === 0 && <p className="muted">No countdowns yet. Add the first one.</p>}
      {config.items.map((item, index) => (
        <CountdownItemFields
          // Countdowns have no ids of their own; their place in the list is theirs while the panel is open.
          key={index}
          item={item}
          index={index}
          today={today}
          disabled={disabled}
          onChange={(next) => setItems(config.items.map((current, at) => (at === index ? next : current)))}
          onRemove={() => setItems(config.items.filter((_, at) => at !== index))}
        />
      ))}
      <Button
        variant="secondary"
        size="small"
        disabled={disabled || config.items.length >= MAX_COUNTDOWNS}
        onClick={() => setItems([...config.items, { title: '', date: null, calendarId: null }])}
      >
        Add a countdown
      </Button>
      {config.items.length >= MAX_COUNTDOWNS && (
        <p className="muted">A card holds {MAX_COUNTDOWNS} countdowns; add another card for more.</p>
      )}
      <CheckboxField
        label="Show each day’s date"
        checked={config.showDate}
        disabled={disabled}
        onChange={(event) => update({ showDate: event.target.checked })}
      />
    </div>
  );
}
