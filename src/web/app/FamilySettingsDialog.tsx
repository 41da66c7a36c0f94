import { type FormEvent, useId, useMemo, useState } from 'react';
import type { SessionUser } from '../../common/schemas/accounts';
import { isTimeZone, localTimeZone } from '../../common/time-zone';
import { accountApi } from '../api/account';
import { errorMessage } from '../api/client';
import { useSession } from '../session/SessionContext';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { Notice } from '../ui/Notice';
import { TextField } from '../ui/TextField';

interface FamilySettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: SessionUser;
  onSaved: (message: string) => void;
}

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
export function FamilySettingsDialog({ open, onOpenChange, user, onSaved }: FamilySettingsDialogProps) {
  const { refresh } = useSession();
  const zones = useMemo(allTimeZones, []);
  const listId = useId();
  const [name, setName] = useState(user.familyName);
  const [zone, setZone] = useState(user.timeZone);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const browserZone = localTimeZone();
  const zoneError =
    zone && !isTimeZone(zone) ? 'Choose a time zone from the list, such as Europe/Berlin.' : null;

  function handleOpenChange(next: boolean) {
    if (busy) return;
    if (next) {
      setName(user.familyName);
      setZone(user.timeZone);
      setError(null);
    }
    onOpenChange(next);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (zoneError || !name.trim()) return;
    setBusy(true);
    setError(null);
    try {
      await accountApi.updateFamily({ name: name.trim(), timeZone: zone });
      await refresh();
      onSaved('Family settings saved.');
      onOpenChange(false);
    } catch (err) {
      setError(errorMessage(err, 'Your settings could not be saved. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={handleOpenChange}
      title="Family settings"
      description="Your family's time zone decides when a day begins on every board: calendars, tasks and the menu."
    >
      <form className="family-settings" onSubmit={save}>
        <TextField
          label="Family name"
          value={name}
          maxLength={100}
          required
          onChange={(event) => setName(event.target.value)}
          error={name.trim() ? null : 'Family name is required.'}
        />
        <TextField
          label="Time zone"
          value={zone}
          list={listId}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setZone(event.target.value)}
          error={zoneError}
          hint={isTimeZone(zone) ? `It is ${clockIn(zone)} there now.` : undefined}
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
        {error && <Notice tone="error">{error}</Notice>}
        <div className="dialog__actions">
          <Button variant="ghost" onClick={() => handleOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy || Boolean(zoneError) || !name.trim()} aria-busy={busy}>
            {busy ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </form>
      <PasswordForm
        onChanged={() => {
          onSaved('Password changed. Your other browsers were logged out.');
          onOpenChange(false);
        }}
      />
    </Dialog>
  );
}

/** The member's own password: changing it logs out their other browsers (not the family's TVs). */
function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function change(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await accountApi.changePassword({
        ...(current ? { currentPassword: current } : {}),
        newPassword: next,
      });
      setCurrent('');
      setNext('');
      onChanged();
    } catch (err) {
      setError(errorMessage(err, 'Your password could not be changed. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="family-settings family-settings__password" onSubmit={change}>
      <h3>Your password</h3>
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
      {error && <Notice tone="error">{error}</Notice>}
      <div className="dialog__actions">
        <Button type="submit" variant="secondary" disabled={busy || next.length === 0} aria-busy={busy}>
          {busy ? 'Changing...' : 'Change Password'}
        </Button>
      </div>
    </form>
  );
}
