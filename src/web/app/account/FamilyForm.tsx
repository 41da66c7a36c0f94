import { type FormEvent, useId, useMemo, useState } from 'react';
import type { SessionUser } from '../../../common/schemas/accounts';
import { isTimeZone, localTimeZone } from '../../../common/time-zone';
import { useChangePassword, useUpdateFamily } from '../../api/account';
import { MutationButton, MutationError } from '../../data-ui/MutationState';
import { useSession } from '../../session/SessionContext';
import { Notice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';

function allTimeZones(): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.(
    'timeZone',
  );
  return supported && supported.length > 0 ? supported : [localTimeZone()];
}

/** What "now" reads in a zone, so the family can check they chose the right one. */
function clockIn(timeZone: string): string {
  return new Intl.DateTimeFormat(undefined, {
    timeZone,
    weekday: 'long',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date());
}

/** The family's name and the zone that decides its "today": calendars, tasks and the menu follow it. */
export function FamilyForm({ user }: { user: SessionUser }) {
  const { refresh } = useSession();
  const zones = useMemo(allTimeZones, []);
  const listId = useId();
  const [name, setName] = useState(user.familyName);
  const [zone, setZone] = useState(user.timeZone);
  const updateFamily = useUpdateFamily(refresh);
  const [saved, setSaved] = useState(false);
  const browserZone = localTimeZone();
  const zoneError =
    zone && !isTimeZone(zone) ? 'Choose a time zone from the list, such as Europe/Berlin.' : null;
  const changed = name.trim() !== user.familyName || zone !== user.timeZone;

  function save(event: FormEvent) {
    event.preventDefault();
    if (zoneError || !name.trim()) return;
    setSaved(false);
    updateFamily.mutate({ name: name.trim(), timeZone: zone }, { onSuccess: () => setSaved(true) });
  }

  return (
    <form className="account-form" onSubmit={save}>
      <TextField
        label="Family name"
        value={name}
        maxLength={100}
        required
        onChange={(event) => {
          setName(event.target.value);
          setSaved(false);
        }}
        error={name.trim() ? null : 'Family name is required.'}
      />
      <TextField
        label="Time zone"
        value={zone}
        list={listId}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => {
          setZone(event.target.value);
          setSaved(false);
        }}
        error={zoneError}
        hint={
          isTimeZone(zone)
            ? `It is ${clockIn(zone)} there now. A day begins at midnight there on every board.`
            : undefined
        }
      />
      <datalist id={listId}>
        {zones.map((option) => (
          <option key={option} value={option} />
        ))}
      </datalist>
      {browserZone !== zone && (
        <button type="button" className="link-button" onClick={() => setZone(browserZone)}>
          Use this device's time zone ({browserZone})
        </button>
      )}
      <MutationError mutation={updateFamily} failed="Your settings could not be saved. Please try again." />
      {saved && <Notice tone="success">Family settings saved.</Notice>}
      <div className="account-actions">
        <MutationButton
          type="submit"
          mutation={updateFamily}
          busy="Saving..."
          disabled={Boolean(zoneError) || !name.trim() || !changed}
        >
          Save
        </MutationButton>
      </div>
    </form>
  );
}

/** The member's own password: changing it logs out their other browsers (not the family's TVs). */
export function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const changePassword = useChangePassword();

  function change(event: FormEvent) {
    event.preventDefault();
    changePassword.mutate(
      { ...(current ? { currentPassword: current } : {}), newPassword: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          onChanged();
        },
      },
    );
  }

  return (
    <form className="account-form" onSubmit={change}>
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={current}
        hint="Leave it empty if you signed up with Google and have no password yet."
        onChange={(event) => setCurrent(event.target.value)}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        minLength={8}
        maxLength={128}
        required
        value={next}
        onChange={(event) => setNext(event.target.value)}
      />
      <MutationError
        mutation={changePassword}
        failed="Your password could not be changed. Please try again."
      />
      <div className="account-actions">
        <MutationButton
          type="submit"
          variant="secondary"
          mutation={changePassword}
          busy="Changing..."
          disabled={next.length === 0}
        >
          Change Password
        </MutationButton>
      </div>
    </form>
  );
}
