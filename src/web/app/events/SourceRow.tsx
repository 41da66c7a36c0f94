import { useState } from 'react';
import type { CalendarSource } from '../../../common/schemas/calendars';
import { useRefreshCalendarSource, useRemoveCalendarSource, useSetCalendarPerson } from '../../api/calendars';
import { errorMessage } from '../../api/client';
import { usePeople } from '../../api/people';
import { MutationError } from '../../data-ui/MutationState';
import { PersonSelect } from '../../data-ui/PersonSelect';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Notice } from '../../ui/Notice';
import { kindLabel, syncedText } from './sourceText';

/** One calendar source: its colour, kind, last sync and error, and its actions. */
export function SourceRow({ source, onRemoved }: { source: CalendarSource; onRemoved: () => void }) {
  const refresh = useRefreshCalendarSource();
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
        <p className="calendar-source__meta muted">{syncedText(source.lastSyncedAt, new Date())}</p>
        {source.lastError && (
          <Notice tone="warning" className="calendar-source__error">
            {source.lastError} The events read before stay on your screens.
          </Notice>
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
