import { useState } from 'react';
import { CALENDAR_PROVIDERS, isCalendarProviderId } from '../../../common/calendar-providers';
import type { CalendarSource } from '../../../common/schemas/calendars';
import {
  connectUrl,
  useRefreshCalendarSource,
  useRemoveCalendarSource,
  useSetCalendarPerson,
} from '../../api/calendars';
import { ApiError, errorMessage, hasCode } from '../../api/client';
import { useSetSourceWritable, type WritableSource } from '../../api/events';
import { usePeople } from '../../api/people';
import { CheckboxField } from '../../data-ui/fields';
import { MutationError } from '../../data-ui/MutationState';
import { PersonSelect } from '../../data-ui/PersonSelect';
import { useSavedSetting } from '../../data-ui/useSavedSetting';
import { Button, buttonClassName } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Notice } from '../../ui/Notice';
import { kindLabel, nextSyncText, syncedText } from './sourceText';

/** Where the server sends a parent to give Luno the write permission, when it says so. */
function reconnectUrlOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || !hasCode(error, 'write_permission_needed')) return null;
  const reconnect = error.body.reconnect as { url?: unknown } | undefined;
  return typeof reconnect?.url === 'string' ? reconnect.url : null;
}

/**
 * One calendar source: its colour, kind, its sync's state (last synced, next try, what went wrong, a
 * dead token to connect again), whose it is, whether Luno may write to it, and its actions.
 */
export function SourceRow({ source: listed, onRemoved }: { source: CalendarSource; onRemoved: () => void }) {
  const source = listed as WritableSource;
  const refresh = useRefreshCalendarSource();
  const setWritable = useSetSourceWritable();
  const writable = useSavedSetting(source.writable === true, async (on) => {
    await setWritable.mutateAsync({ id: source.id, writable: on }).catch(() => undefined);
  });
  const provider = isCalendarProviderId(source.source_type) ? source.source_type : null;
  const providerName = provider ? CALENDAR_PROVIDERS[provider].name : null;
  const reconnectUrl = setWritable.isError ? reconnectUrlOf(setWritable.error) : null;
  const remove = useRemoveCalendarSource();
  const setPerson = useSetCalendarPerson();
  const people = usePeople();
  const [confirming, setConfirming] = useState(false);

  return (
    <li className="calendar-source">
      <span className="calendar-source__swatch" style={{ background: source.color }} aria-hidden="true" />
      <div className="calendar-source__body">
        <h3 className="calendar-source__name">{source.name}</h3>
        <p className="calendar-source__meta muted">
          {kindLabel(source)}
          {source.host ? ` · ${source.host}` : ''}
        </p>
        <p className="calendar-source__meta muted">
          {syncedText(source.lastSyncedAt, new Date())}
          {source.nextSyncAt ? ` · ${nextSyncText(source.nextSyncAt, new Date())}` : ''}
        </p>
        {source.needsReconnect && provider ? (
          <Notice tone="warning" className="calendar-source__error">
            {providerName} no longer lets Luno read this calendar. Its events read before stay on your screens
            until you connect again.{' '}
            <a className={buttonClassName({ size: 'small' })} href={connectUrl(provider)}>
              Reconnect
            </a>
          </Notice>
        ) : (
          source.lastError && (
            <Notice tone="warning" className="calendar-source__error">
              {source.lastError} The events read before stay on your screens.
            </Notice>
          )
        )}
        {source.source_type === 'ical' ? (
          <p className="calendar-source__meta muted">An iCal link is read-only: Luno shows its events.</p>
        ) : (
          <div className="calendar-source__writable">
            <CheckboxField
              label="Luno may add and change events"
              checked={writable.shown}
              disabled={setWritable.isPending}
              onChange={(changed) => void writable.change(changed.target.checked)}
            />
            <p className="field__hint">
              {providerName
                ? `Off, Luno only reads it. On, ${providerName} is asked for permission to change events: you connect again once.`
                : 'Off, Luno only reads it. On, events added or changed in Luno are written to it with the app password.'}
            </p>
            {reconnectUrl ? (
              <Notice tone="warning">
                {errorMessage(setWritable.error, 'Luno needs permission to change events here.')}{' '}
                <a className={buttonClassName({ size: 'small' })} href={reconnectUrl}>
                  Connect {providerName ?? 'the account'} again
                </a>
              </Notice>
            ) : (
              <MutationError mutation={setWritable} failed="Could not change whether Luno may write here." />
            )}
          </div>
        )}
        <MutationError mutation={refresh} failed="Could not refresh the calendar." />
        {people.isSuccess && people.data.length > 0 && (
          <PersonSelect
            label="Whose calendar"
            className="calendar-source__person"
            people={people.data}
            nobody="The whole family"
            value={source.personId}
            disabled={setPerson.isPending}
            error={
              setPerson.isError
                ? errorMessage(setPerson.error, 'Could not change whose calendar this is.')
                : null
            }
            onChange={(personId) => setPerson.mutate({ id: source.id, personId })}
          />
        )}
      </div>
      <div className="calendar-source__actions">
        <Button
          variant="secondary"
          size="small"
          onClick={() => refresh.mutate(source.id)}
          disabled={refresh.isPending}
          aria-label={`${refresh.isPending ? 'Refreshing...' : 'Refresh now'}: ${source.name}`}
        >
          {refresh.isPending ? 'Refreshing...' : 'Refresh now'}
        </Button>
        <Button
          variant="ghost"
          size="small"
          className="danger-text"
          onClick={() => setConfirming(true)}
          aria-label={`Remove ${source.name}`}
        >
          Remove
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remove this calendar?"
        description={`${source.name} and its events leave every screen. The calendar itself is not changed.`}
        confirmLabel="Remove"
        busyLabel="Removing..."
        destructive
        onConfirm={async () => {
          try {
            await remove.mutateAsync(source.id);
          } catch (error) {
            throw new Error(errorMessage(error, 'Failed to remove calendar.'));
          }
          setConfirming(false);
          onRemoved();
        }}
      />
    </li>
  );
}
