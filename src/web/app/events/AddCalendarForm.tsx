import { type FormEvent, useState } from 'react';
import {
  CALENDAR_PROVIDER_IDS,
  CALENDAR_PROVIDERS,
  isCalendarProviderId,
} from '../../../common/calendar-providers';
import {
  type AddCalendarSource,
  CALENDAR_MESSAGES,
  type CalendarSource,
  type CalendarSourceType,
} from '../../../common/schemas/calendars';
import { useAddCalendarSource, useConnections } from '../../api/calendars';
import { useFeatures } from '../../api/features';
import { MutationButton, MutationError } from '../../data-ui/MutationState';
import { QueryState } from '../../data-ui/QueryState';
import { Notice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';
import { ConnectedAccount } from './ConnectedAccount';

export type Kind = CalendarSourceType;

const KINDS: { kind: Kind; label: string }[] = [
  { kind: 'ical', label: 'iCal link' },
  { kind: 'apple', label: 'Apple' },
  ...CALENDAR_PROVIDER_IDS.map((id) => ({ kind: id, label: CALENDAR_PROVIDERS[id].short })),
];

const APPLE_SERVER = 'https://caldav.icloud.com/';

/** Adding a calendar of each kind. The server reads it before saving, so this can take a few seconds. */
export function AddCalendarForm({
  onAdded,
  initialKind = 'ical',
  connectNotice,
}: {
  onAdded: (source: CalendarSource) => void;
  initialKind?: Kind;
  /** How a connection that just came back from Google or Microsoft went. */
  connectNotice?: { tone: 'success' | 'error'; text: string } | null;
}) {
  const features = useFeatures();
  const add = useAddCalendarSource();
  const [kind, setKind] = useState<Kind>(initialKind);
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [appleUrl, setAppleUrl] = useState(APPLE_SERVER);
  const [appleId, setAppleId] = useState('');
  const [applePassword, setApplePassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const hasKeys = (id: keyof typeof CALENDAR_PROVIDERS) =>
    features.data?.[CALENDAR_PROVIDERS[id].feature] === true;
  const connectable = isCalendarProviderId(kind) && hasKeys(kind);
  const connections = useConnections(CALENDAR_PROVIDER_IDS.some(hasKeys));

  function body(): AddCalendarSource | string {
    if (kind === 'apple') {
      if (!name.trim() || !appleUrl.trim() || !appleId.trim() || !applePassword)
        return CALENDAR_MESSAGES.appleRequired;
      return {
        sourceType: 'apple',
        name: name.trim(),
        url: appleUrl.trim(),
        appleUsername: appleId.trim(),
        appleAppPassword: applePassword,
      };
    }
    if (!name.trim() || !url.trim()) return CALENDAR_MESSAGES.urlRequired;
    return { name: name.trim(), url: url.trim() };
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const request = body();
    if (typeof request === 'string') {
      add.reset();
      setProblem(request);
      return;
    }
    setProblem(null);
    add.mutate(request, {
      onSuccess: (source) => {
        setName('');
        setUrl('');
        setApplePassword('');
        onAdded(source);
      },
    });
  }

  return (
    <section className="panel events-page__add" aria-labelledby="add-calendar-title">
      <h2 id="add-calendar-title" className="panel__title">
        Add a calendar
      </h2>
      <div className="calendar-kinds" role="radiogroup" aria-label="Kind of calendar">
        {KINDS.map((option) => (
          <label
            key={option.kind}
            className={`calendar-kinds__option${kind === option.kind ? ' is-selected' : ''}`}
          >
            <input
              type="radio"
              name="calendar-kind"
              value={option.kind}
              checked={kind === option.kind}
              onChange={() => {
                setKind(option.kind);
                setProblem(null);
                add.reset();
              }}
            />
            {option.label}
          </label>
        ))}
      </div>
      {isCalendarProviderId(kind) ? (
        connectable ? (
          <>
            {connectNotice && <Notice tone={connectNotice.tone}>{connectNotice.text}</Notice>}
            <QueryState query={connections} loading="Loading..." failed="Failed to load calendars">
              {(connectionList) => (
                <ConnectedAccount provider={kind} status={connectionList[kind]} onAdded={onAdded} />
              )}
            </QueryState>
          </>
        ) : (
          <Notice tone="info">
            {CALENDAR_PROVIDERS[kind].name} calendars are not set up on this server. You can still add one by
            its secret iCal link: {CALENDAR_PROVIDERS[kind].icalHelp}
          </Notice>
        )
      ) : (
        <form className="calendar-form" onSubmit={submit} noValidate>
          <TextField
            label="Calendar name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder="e.g. School"
            maxLength={100}
          />
          {kind === 'ical' ? (
            <TextField
              label="Calendar URL"
              type="url"
              inputMode="url"
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              placeholder="https://… or webcal://…"
              hint="A public or secret iCal link (.ics): school, sports club, Google or Outlook."
            />
          ) : (
            <>
              <TextField
                label="CalDAV server"
                type="url"
                inputMode="url"
                value={appleUrl}
                onChange={(event) => setAppleUrl(event.target.value)}
                hint="iCloud’s is filled in; any CalDAV server works."
              />
              <TextField
                label="Apple ID"
                type="email"
                autoComplete="username"
                value={appleId}
                onChange={(event) => setAppleId(event.target.value)}
              />
              <TextField
                label="App password"
                type="password"
                autoComplete="new-password"
                value={applePassword}
                onChange={(event) => setApplePassword(event.target.value)}
                hint="Make one at appleid.apple.com → Sign-In and Security → App-Specific Passwords. It is stored encrypted."
              />
            </>
          )}
          {problem ? (
            <Notice tone="error">{problem}</Notice>
          ) : (
            <MutationError mutation={add} failed="Could not add new calendar." />
          )}
          <MutationButton type="submit" mutation={add} busy="Reading the calendar...">
            Add calendar
          </MutationButton>
        </form>
      )}
    </section>
  );
}
