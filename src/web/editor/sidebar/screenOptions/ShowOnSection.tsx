import { useState } from 'react';
import { Link } from 'react-router';
import type { ScheduleWindow } from '../../../../common/display-schedule';
import { describeDays, describeHours, WORKDAYS } from '../../../../common/display-schedule-words';
import type { Display } from '../../../../common/schemas/displays';
import { useDisplays, useUpdateDisplay } from '../../../api/displays';
import { MutationError } from '../../../data-ui/MutationState';
import { ScheduleWindowForm } from '../../../data-ui/ScheduleWindowForm';
import { Notice } from '../../../ui/Notice';

/**
 * "Show on…": sends a paired TV to this screen, as the Devices page does, or shows it there at
 * times of day (boards by time of day, issue 28).
 */
export function ShowOnSection({ screenId }: { screenId: number | string }) {
  const displays = useDisplays();
  const update = useUpdateDisplay();
  // A time's form draws its own refusal, so adding one is a write apart from "Show here".
  const schedule = useUpdateDisplay();
  const [sent, setSent] = useState<string | null>(null);
  const [scheduling, setScheduling] = useState<number | null>(null);
  const id = Number(screenId);

  function showOn(displayId: number, name: string) {
    setSent(null);
    update.mutate(
      { id: displayId, update: { screenId: id } },
      { onSuccess: () => setSent(`${name} shows this screen now.`) },
    );
  }

  function addTime(display: Display, window: ScheduleWindow) {
    setSent(null);
    update.reset();
    schedule.mutate(
      { id: display.id, update: { schedule: [...display.schedule, window] } },
      {
        onSuccess: () => {
          setScheduling(null);
          setSent(
            `${display.name} shows this screen ${describeDays(window.days).toLowerCase()}, ${describeHours(window)}.`,
          );
        },
      },
    );
  }

  return (
    <section className="ed-subsection" aria-label="Show on">
      <h3 className="ed-subsection__title">Show on…</h3>
      {displays.isPending ? (
        <p className="ed-muted">Loading your TVs...</p>
      ) : !displays.data?.length ? (
        <p className="ed-muted">
          <span>
            No TV is paired yet. <Link to="/app/devices">Pair one</Link> to show this screen on it.
          </span>
        </p>
      ) : (
        <ul className="ed-show-on">
          {displays.data.map((display) => {
            const times = display.schedule.filter((window) => window.screenId === id);
            return (
              <li key={display.id} className="ed-show-on__display">
                <div className="ed-show-on__row">
                  <span>{display.name}</span>
                  {display.screenId === id && !display.cycle ? (
                    <span className="ed-muted">Showing</span>
                  ) : (
                    <button
                      type="button"
                      className="btn btn--secondary btn--small"
                      disabled={update.isPending || schedule.isPending}
                      onClick={() => showOn(display.id, display.name)}
                      aria-label={`Show here on ${display.name}`}
                    >
                      Show here
                    </button>
                  )}
                </div>
                {times.length > 0 && (
                  <ul className="ed-show-on__times" aria-label={`Times on ${display.name}`}>
                    {times.map((window) => (
                      <li key={`${window.days.join()}-${window.from}`}>
                        {describeDays(window.days)} {describeHours(window)}
                      </li>
                    ))}
                  </ul>
                )}
                {scheduling === display.id ? (
                  <ScheduleWindowForm
                    initial={{ screenId: id, days: [...WORKDAYS], from: '06:00', until: '09:00' }}
                    submitLabel="Add time"
                    mutation={schedule}
                    failed="Could not save the time. Please try again."
                    onSave={(window) => addTime(display, window)}
                    onCancel={() => setScheduling(null)}
                  />
                ) : (
                  <button
                    type="button"
                    className="btn btn--ghost btn--small ed-show-on__schedule"
                    onClick={() => {
                      setSent(null);
                      setScheduling(display.id);
                    }}
                    aria-label={`Add a time on ${display.name}`}
                  >
                    Add a time
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {sent && <Notice tone="success">{sent}</Notice>}
      <MutationError mutation={update} failed="Could not send the screen. Please try again." />
      {(displays.data?.length ?? 0) > 0 && (
        <p className="ed-muted">
          <span>
            Change or remove times on the <Link to="/app/devices">Devices</Link> page.
          </span>
        </p>
      )}
    </section>
  );
}
