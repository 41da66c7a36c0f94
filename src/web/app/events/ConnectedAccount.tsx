import { useState } from 'react';
import {
  CALENDAR_PROVIDERS,
  type CalendarIdBodyField,
  calendarIdAnswerField,
  calendarIdBodyField,
} from '../../../common/calendar-providers';
import type {
  AddCalendarSource,
  AddProviderSource,
  CalendarSource,
  ConnectionStatus,
} from '../../../common/schemas/calendars';
import {
  connectUrl,
  type Provider,
  useAddCalendarSource,
  useCalendarSources,
  useRemoteCalendars,
  useRevokeConnection,
} from '../../api/calendars';
import { errorMessage } from '../../api/client';
import { MutationButton, MutationError } from '../../data-ui/MutationState';
import { QueryState } from '../../data-ui/QueryState';
import { Button, buttonClassName } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Notice } from '../../ui/Notice';

const remoteIdOf = (source: CalendarSource, provider: Provider) => source[calendarIdAnswerField(provider)];

/** The provider's calendar id an add asks for, so its row says it is reading. */
const remoteIdAsked = (body: AddCalendarSource | undefined, provider: Provider) =>
  (body as Partial<Record<CalendarIdBodyField, string>> | undefined)?.[calendarIdBodyField(provider)];

/**
 * A calendar provider's account on the Events page: connect it (the browser visits the provider
 * and comes back), pick which of its calendars to show, or disconnect it.
 */
export function ConnectedAccount({
  provider,
  status,
  onAdded,
}: {
  provider: Provider;
  status: ConnectionStatus;
  onAdded: (source: CalendarSource) => void;
}) {
  const labels = CALENDAR_PROVIDERS[provider];
  const ready = status.connected && !status.needsReconnect;
  const offered = useRemoteCalendars(provider, ready);
  const sources = useCalendarSources();
  const add = useAddCalendarSource();
  const revoke = useRevokeConnection();
  const [confirming, setConfirming] = useState(false);

  const mine = (sources.data ?? []).filter((source) => source.source_type === provider);
  const adding = add.isPending ? remoteIdAsked(add.variables, provider) : undefined;

  function addCalendar(id: string, name: string) {
    add.mutate({ sourceType: provider, name, [calendarIdBodyField(provider)]: id } as AddProviderSource, {
      onSuccess: onAdded,
    });
  }

  if (!status.connected || status.needsReconnect) {
    return (
      <div className="connect-account">
        {status.needsReconnect && (
          <Notice tone="warning">
            {labels.name} no longer lets Luno read {status.account ?? 'this account'}’s calendars. Their
            events stay on your screens until you connect again.
          </Notice>
        )}
        <p className="muted">
          Luno asks {labels.name} only to read your calendars; it changes none of them unless a parent lets
          it, calendar by calendar. You choose which ones to show next.
        </p>
        <a className={buttonClassName({}, 'connect-account__link')} href={connectUrl(provider)}>
          {status.needsReconnect ? `Connect ${labels.name} again` : `Connect ${labels.name}`}
        </a>
      </div>
    );
  }

  return (
    <div className="connect-account">
      <div className="connect-account__who">
        <p>
          Connected{status.account ? ' as ' : ''}
          {status.account && <strong>{status.account}</strong>}
        </p>
        <Button variant="ghost" size="small" className="danger-text" onClick={() => setConfirming(true)}>
          Disconnect
        </Button>
      </div>
      <QueryState
        query={offered}
        loading="Loading calendars..."
        failed="Failed to load calendars"
        empty={<p className="empty-state">This account has no calendars to show.</p>}
      >
        {(offeredCalendars) => (
          <ul className="remote-calendars" aria-label={`${labels.name} calendars`}>
            {offeredCalendars.map((calendar) => {
              const added = mine.find((source) => remoteIdOf(source, provider) === calendar.id);
              return (
                <li key={calendar.id} className="remote-calendar">
                  <span className="remote-calendar__name">
                    {calendar.name}
                    {calendar.primary && <span className="muted"> · main calendar</span>}
                  </span>
                  {added ? (
                    <span className="remote-calendar__added muted">On Luno</span>
                  ) : (
                    <MutationButton
                      size="small"
                      variant="secondary"
                      mutation={{ isPending: adding === calendar.id }}
                      busy="Reading..."
                      disabled={add.isPending}
                      onClick={() => addCalendar(calendar.id, calendar.name)}
                      aria-label={`Add ${calendar.name}`}
                    >
                      Add
                    </MutationButton>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
      <MutationError mutation={add} failed={labels.addError} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Disconnect ${labels.name}?`}
        description={
          mine.length > 0
            ? `Luno forgets this account, and its ${mine.length === 1 ? 'calendar' : `${mine.length} calendars`} and their events leave every screen. Nothing changes in ${labels.name}.`
            : `Luno forgets this account. Nothing changes in ${labels.name}.`
        }
        confirmLabel="Disconnect"
        busyLabel="Disconnecting..."
        destructive
        onConfirm={async () => {
          try {
            await revoke.mutateAsync(provider);
          } catch (err) {
            throw new Error(errorMessage(err, labels.revokeError));
          }
          setConfirming(false);
        }}
      />
    </div>
  );
}
