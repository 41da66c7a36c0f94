import { useEffect, useId, useState } from 'react';
import { type ScheduleWindow, scheduledBoardAt } from '../../../common/display-schedule';
import { describeDays, describeHours, WORKDAYS } from '../../../common/display-schedule-words';
import type { Display } from '../../../common/schemas/displays';
import { wallTimeAt } from '../../../common/zoned-time';
import { errorMessage } from '../../api/client';
import { useUpdateDisplay } from '../../api/displays';
import type { Screen } from '../../api/screens';
import { ScheduleWindowForm } from '../../data-ui/ScheduleWindowForm';
import { useFamilyTimeZone } from '../../session/useFamilyTimeZone';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import './schedule.css';

/** "Morning", or a word for a board that is gone. */
function boardName(boards: readonly Pick<Screen, 'id' | 'name'>[], id: number | null): string {
  if (id === null) return 'no board';
  return boards.find((board) => board.id === id)?.name ?? 'a deleted board';
}

/** Now, moving on each minute: what "showing now" says changes no faster. */
function useMinute(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const clock = (instant: number, timeZone: string) => {
  const wall = wallTimeAt(new Date(instant), timeZone);
  return `${String(wall.hour).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}`;
};

/** What the display shows now, and why, in a sentence. */
export function scheduleNow(
  display: Display,
  boards: readonly Pick<Screen, 'id' | 'name'>[],
  now: number,
  timeZone: string,
): string {
  if (!display.cycle && display.screenId !== null) {
    return display.schedule.length > 0
      ? `Held on ${boardName(boards, display.screenId)} from your phone: its times wait until you send it back to its cycle.`
      : 'Stays on this board until you send it back to its cycle.';
  }
  const scheduled = scheduledBoardAt(display.schedule, now, timeZone);
  if (scheduled) {
    return `Now showing ${boardName(boards, scheduled.screenId)} until ${clock(scheduled.endsAt, timeZone)}.`;
  }
  return display.schedule.length > 0
    ? `Outside these times it shows ${boardName(boards, display.screenId)} and moves on by the screen timers.`
    : 'Moves on between boards by their screen timers.';
}

const SAVE_FAILED = 'Could not save the times. Please try again.';

/** A display's boards by time of day on the Devices page: its times, adding, changing and removing them. */
export function DisplaySchedule({ display, boards }: { display: Display; boards: readonly Screen[] }) {
  const update = useUpdateDisplay();
  // The confirmation draws its own failure, so removing is a write apart from the form's.
  const remove = useUpdateDisplay();
  const timeZone = useFamilyTimeZone();
  const now = useMinute();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const titleId = useId();

  function save(schedule: ScheduleWindow[]) {
    update.mutate({ id: display.id, update: { schedule } }, { onSuccess: () => setEditing(null) });
  }

  const firstBoard = boards[0]?.id;
  const fresh: ScheduleWindow | null =
    firstBoard === undefined
      ? null
      : { screenId: firstBoard, days: [...WORKDAYS], from: '06:00', until: '09:00' };
  const removed = removing === null ? undefined : display.schedule[removing];

  return (
    <section className="schedule" aria-labelledby={titleId}>
      <h4 className="schedule__title" id={titleId}>
        Boards by time of day
      </h4>
      {display.schedule.length === 0 && editing === null && (
        <p className="schedule__empty muted">
          No times yet. Add one to show a morning board on school days, or photos at night.
        </p>
      )}
      {display.schedule.length > 0 && (
        <ul className="schedule__windows">
          {display.schedule.map((window, index) =>
            editing === index ? (
              <li key={`${index}-edit`} className="schedule__window schedule__window--editing">
                <ScheduleWindowForm
                  boards={boards}
                  initial={window}
                  submitLabel="Save time"
                  mutation={update}
                  failed={SAVE_FAILED}
                  onSave={(changed) =>
                    save(display.schedule.map((one, at) => (at === index ? changed : one)))
                  }
                  onCancel={() => setEditing(null)}
                />
              </li>
            ) : (
              <li key={`${index}-${window.screenId}-${window.from}`} className="schedule__window">
                <span className="schedule__when">
                  <strong>{describeDays(window.days)}</strong>{' '}
                  <span className="schedule__hours">{describeHours(window)}</span>
                </span>
                <span className="schedule__board">{boardName(boards, window.screenId)}</span>
                <span className="schedule__actions">
                  <Button
                    variant="ghost"
                    size="small"
                    onClick={() => setEditing(index)}
                    aria-label={`Change ${describeDays(window.days)} ${describeHours(window)}`}
                  >
                    Change
                  </Button>
                  <Button
                    variant="ghost"
                    size="small"
                    className="danger-text"
                    onClick={() => setRemoving(index)}
                    aria-label={`Remove ${describeDays(window.days)} ${describeHours(window)}`}
                  >
                    Remove
                  </Button>
                </span>
              </li>
            ),
          )}
        </ul>
      )}
      {editing === 'new' && fresh ? (
        <div className="schedule__window schedule__window--editing">
          <ScheduleWindowForm
            boards={boards}
            initial={fresh}
            submitLabel="Add time"
            mutation={update}
            failed={SAVE_FAILED}
            onSave={(window) => save([...display.schedule, window])}
            onCancel={() => setEditing(null)}
          />
        </div>
      ) : (
        editing === null &&
        fresh && (
          <Button variant="secondary" size="small" onClick={() => setEditing('new')}>
            Add a time
          </Button>
        )
      )}
      <p className="schedule__now" role="status">
        {scheduleNow(display, boards, now, timeZone)}{' '}
        <span className="muted">Times are in {timeZone.replaceAll('_', ' ')}.</span>
      </p>
      <ConfirmDialog
        open={removed !== undefined}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove this time?"
        description={
          removed
            ? `${display.name} stops showing ${boardName(boards, removed.screenId)} at this time (${describeDays(removed.days)}, ${describeHours(removed)}).`
            : undefined
        }
        confirmLabel="Remove"
        busyLabel="Removing..."
        destructive
        onConfirm={async () => {
          try {
            await remove.mutateAsync({
              id: display.id,
              update: { schedule: display.schedule.filter((_, index) => index !== removing) },
            });
          } catch (err) {
            throw new Error(errorMessage(err, SAVE_FAILED));
          }
          setRemoving(null);
        }}
      />
    </section>
  );
}
