import { type FormEvent, useState } from 'react';
import { DISPLAY_NAME_MAX, type Display } from '../../../common/schemas/displays';
import { errorMessage } from '../../api/client';
import { useUnpairDisplay, useUpdateDisplay } from '../../api/displays';
import type { Screen } from '../../api/screens';
import { SelectField } from '../../data-ui/fields';
import { MutationError } from '../../data-ui/MutationState';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { TextField } from '../../ui/TextField';
import { DisplaySchedule } from './DisplaySchedule';
import { seenText, sizeText } from './displayText';

const NO_BOARD = '';

/**
 * One paired screen: its name, device, last sight, the board it shows and its boards by time of day;
 * rename, switch, unpair.
 */
export function DisplayRow({ display, boards }: { display: Display; boards: readonly Screen[] }) {
  const update = useUpdateDisplay();
  const unpair = useUnpairDisplay();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(display.name);
  const [confirming, setConfirming] = useState(false);

  function rename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update.mutate({ id: display.id, update: { name } }, { onSuccess: () => setRenaming(false) });
  }

  const details = [display.browser, sizeText(display), seenText(display.lastSeenAt, new Date())].filter(
    Boolean,
  );
  const shown = display.screenId === null ? NO_BOARD : String(display.screenId);

  return (
    <li className="display">
      <span className="display__glyph" aria-hidden="true" />
      <div className="display__body">
        {renaming ? (
          <form className="display__rename" onSubmit={rename}>
            <TextField
              label="Name"
              value={name}
              maxLength={DISPLAY_NAME_MAX}
              onChange={(event) => setName(event.target.value)}
              autoFocus
            />
            <Button type="submit" size="small" disabled={update.isPending}>
              Save
            </Button>
            <Button
              type="button"
              size="small"
              variant="ghost"
              onClick={() => {
                setRenaming(false);
                setName(display.name);
              }}
            >
              Cancel
            </Button>
          </form>
        ) : (
          <h3 className="display__name">{display.name}</h3>
        )}
        <p className="display__meta muted">{details.join(' · ')}</p>
        <SelectField
          label={`Board on ${display.name}`}
          className="display__board"
          value={shown}
          disabled={update.isPending}
          onChange={(event) =>
            update.mutate({
              id: display.id,
              update: { screenId: event.target.value === NO_BOARD ? null : Number(event.target.value) },
            })
          }
        >
          {shown === NO_BOARD && <option value={NO_BOARD}>No board chosen</option>}
          {boards.map((board) => (
            <option key={board.id} value={String(board.id)}>
              {board.name}
            </option>
          ))}
        </SelectField>
        <MutationError mutation={update} failed="Could not change the screen. Please try again." />
      </div>
      <div className="display__actions">
        {!display.cycle && (
          <Button
            variant="secondary"
            size="small"
            onClick={() => update.mutate({ id: display.id, update: { cycle: true } })}
          >
            Back to its cycle
          </Button>
        )}
        {!renaming && (
          <Button
            variant="ghost"
            size="small"
            onClick={() => setRenaming(true)}
            aria-label={`Rename ${display.name}`}
          >
            Rename
          </Button>
        )}
        <Button
          variant="ghost"
          size="small"
          className="danger-text"
          onClick={() => setConfirming(true)}
          aria-label={`Unpair ${display.name}`}
        >
          Unpair
        </Button>
      </div>
      <DisplaySchedule display={display} boards={boards} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Unpair ${display.name}?`}
        description="It stops showing your boards at once and goes back to its pairing code. You can pair it again any time."
        confirmLabel="Unpair"
        busyLabel="Unpairing..."
        destructive
        onConfirm={async () => {
          try {
            await unpair.mutateAsync(display.id);
          } catch (err) {
            throw new Error(errorMessage(err, 'Could not unpair the screen.'));
          }
          setConfirming(false);
        }}
      />
    </li>
  );
}
