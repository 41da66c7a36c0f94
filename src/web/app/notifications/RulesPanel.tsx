import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { notificationSettingsSchema } from '../../../common/schemas/notifications';
import {
  type NotificationSettings,
  type NotificationSettingsChange,
  useNotificationSettings,
  useSaveNotificationSettings,
} from '../../api/notifications';
import { CheckboxField, SelectField } from '../../data-ui/fields';
import { MutationError } from '../../data-ui/MutationState';
import { QueryState } from '../../data-ui/QueryState';
import { useSavedSetting } from '../../data-ui/useSavedSetting';
import { useSession } from '../../session/SessionContext';
import { TextField } from '../../ui/TextField';
import { reminderChoices, reminderText } from './notificationText';

const isClockTime = (text: string) =>
  notificationSettingsSchema.shape.choresDue.shape.time.safeParse(text).success;

/** What tells the member, and when: each setting saved the moment it changes. */
export function RulesPanel() {
  const settings = useNotificationSettings();
  const timeZone = useSession().user?.timeZone;
  return (
    <section className="panel rules" aria-labelledby="rules-title">
      <h2 id="rules-title" className="panel__title">
        What tells you
      </h2>
      <p className="muted rules__lead">
        Each one is saved as you change it, for every device of yours.
        {timeZone && <> Times are in the family’s time zone ({timeZone.replaceAll('_', ' ')}).</>}
      </p>
      <QueryState
        query={settings}
        loading="Loading your settings..."
        failed="Could not load your notification settings."
      >
        {(saved) => <Rules saved={saved} />}
      </QueryState>
    </section>
  );
}

function Rules({ saved }: { saved: NotificationSettings }) {
  const save = useSaveNotificationSettings();
  // The failure is drawn from `save` (below); the setting shows its saved value again.
  const saveChange = (change: NotificationSettingsChange) =>
    save.mutateAsync(change).then(
      () => undefined,
      () => undefined,
    );
  const approvals = useSavedSetting(saved.approvals, (approvals) => saveChange({ approvals }));
  const chores = useSavedSetting(saved.choresDue.on, (on) => saveChange({ choresDue: { on } }));
  const events = useSavedSetting(saved.events.on, (on) => saveChange({ events: { on } }));
  const minutesBefore = useSavedSetting(saved.events.minutesBefore, (minutes) =>
    saveChange({ events: { minutesBefore: minutes } }),
  );
  const syncProblems = useSavedSetting(saved.syncProblems, (syncProblems) => saveChange({ syncProblems }));
  const shopping = useSavedSetting(saved.shoppingChanges, (shoppingChanges) =>
    saveChange({ shoppingChanges }),
  );
  const quiet = useSavedSetting(saved.quietHours.on, (on) => saveChange({ quietHours: { on } }));

  return (
    <div className="rules__list">
      <MutationError mutation={save} failed="That change could not be saved. Please try again." />
      <Rule
        label="Chores waiting for your OK"
        why="A chore ticked on the wall that needs your OK. Approve it or send it back from the notification."
        checked={approvals.shown}
        onChange={approvals.change}
      />
      <Rule
        label="Chores due today"
        why="One reminder a day of the chores still to do, for the people you look after."
        checked={chores.shown}
        onChange={chores.change}
      >
        <SavedTimeField
          label="Remind me at"
          saved={saved.choresDue.time}
          disabled={!chores.shown}
          onSave={(time) => saveChange({ choresDue: { time } })}
        />
      </Rule>
      <Rule
        label="Events"
        why="Before your own events and the family calendar’s. A family event can set its own reminder."
        checked={events.shown}
        onChange={events.change}
      >
        <SelectField
          label="Remind me"
          className="rule__detail-field"
          value={String(minutesBefore.shown)}
          disabled={!events.shown}
          onChange={(event) => void minutesBefore.change(Number(event.target.value))}
        >
          {reminderChoices(saved.events.minutesBefore).map((minutes) => (
            <option key={minutes} value={minutes}>
              {reminderText(minutes)}
            </option>
          ))}
        </SelectField>
      </Rule>
      <Rule
        label="Calendar problems"
        why="A calendar that stopped updating or needs connecting again: once per problem, with a link to fix it."
        checked={syncProblems.shown}
        onChange={syncProblems.change}
      />
      <Rule
        label="Shopping list changes"
        why="Someone else added to or changed a shopping list: at most one note per list every 5 minutes."
        checked={shopping.shown}
        onChange={shopping.change}
      />
      <Rule
        label="Quiet hours"
        why="Nothing arrives at night but chores waiting for your OK; the rest waits until quiet hours end."
        checked={quiet.shown}
        onChange={quiet.change}
      >
        <div className="rule__times">
          <SavedTimeField
            label="From"
            saved={saved.quietHours.start}
            disabled={!quiet.shown}
            onSave={(start) => saveChange({ quietHours: { start } })}
          />
          <SavedTimeField
            label="Until"
            saved={saved.quietHours.end}
            disabled={!quiet.shown}
            onSave={(end) => saveChange({ quietHours: { end } })}
          />
        </div>
      </Rule>
    </div>
  );
}

/** One setting: its switch, a line on what it sends, and its time or timing when it has one. */
function Rule({
  label,
  why,
  checked,
  onChange,
  children,
}: {
  label: string;
  why: string;
  checked: boolean;
  onChange: (checked: boolean) => Promise<void>;
  children?: ReactNode;
}) {
  const whyId = useId();
  return (
    <div className="rule">
      <CheckboxField
        label={label}
        className="rule__switch"
        checked={checked}
        aria-describedby={whyId}
        onChange={(event) => void onChange(event.target.checked)}
      />
      <p id={whyId} className="rule__why muted">
        {why}
      </p>
      {children && <div className="rule__detail">{children}</div>}
    </div>
  );
}

/** How long a typed time waits before it is saved, unless the field is left sooner. */
const TYPING_PAUSE_MS = 1500;

/**
 * A time saved once it is chosen: when the field is left, or after a pause in typing (a phone's
 * time picker may set the value and leave the focus where it was). A half-typed time is never saved.
 */
function SavedTimeField({
  label,
  saved,
  disabled,
  onSave,
}: {
  label: string;
  saved: string;
  disabled: boolean;
  onSave: (time: string) => Promise<void>;
}) {
  const setting = useSavedSetting(saved, onSave);
  const [draft, setDraft] = useState<string | null>(null);
  const pause = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(pause.current), []);

  function commit(value: string) {
    clearTimeout(pause.current);
    setDraft(null);
    if (isClockTime(value) && value !== setting.shown) void setting.change(value);
  }

  return (
    <TextField
      type="time"
      label={label}
      className="rule__detail-field"
      value={draft ?? setting.shown}
      disabled={disabled}
      onChange={(event) => {
        const value = event.target.value;
        setDraft(value);
        clearTimeout(pause.current);
        pause.current = setTimeout(() => commit(value), TYPING_PAUSE_MS);
      }}
      onBlur={(event) => commit(event.target.value)}
    />
  );
}
