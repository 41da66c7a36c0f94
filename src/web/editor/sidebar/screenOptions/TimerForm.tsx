import { type FormEvent, useEffect, useState } from 'react';
import { parseTimer } from '../../../../common/layout';
import { Notice } from '../../../ui/Notice';
import { TextField } from '../../../ui/TextField';
import { SwitchField } from '../../controls/SwitchField';
import { useEditorStoreApi } from '../../EditorContext';
import type { ScreenContent } from '../../store/screenContent';

export function TimerForm({ timer }: { timer: ScreenContent['timer'] }) {
  const store = useEditorStoreApi();
  const [enabled, setEnabled] = useState(timer.enabled);
  const [minutes, setMinutes] = useState(String(Math.floor(timer.durationSeconds / 60)));
  const [seconds, setSeconds] = useState(String(timer.durationSeconds % 60));
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setEnabled(timer.enabled);
    setMinutes(String(Math.floor(timer.durationSeconds / 60)));
    setSeconds(String(timer.durationSeconds % 60));
  }, [timer.enabled, timer.durationSeconds]);

  function toggle(next: boolean) {
    setEnabled(next);
    setError(null);
    // Switching the timer off clears its duration at once; switching it on waits for Set.
    if (!next) store.getState().setScreenField('timer', { enabled: false, durationSeconds: 0 });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseTimer(minutes, seconds);
    if (!parsed.ok) return setError(parsed.error);
    setError(null);
    // 0:00 clears the timer, and the switch says so.
    setEnabled(parsed.value.enabled);
    store.getState().setScreenField('timer', parsed.value);
  }

  return (
    <form onSubmit={submit} noValidate>
      <SwitchField label="Switch to the next screen after a while" checked={enabled} onChange={toggle} />
      {enabled && (
        <>
          <div className="ed-inline">
            <TextField
              label="Minutes"
              inputMode="numeric"
              value={minutes}
              onChange={(event) => setMinutes(event.target.value)}
            />
            <TextField
              label="Seconds"
              inputMode="numeric"
              value={seconds}
              onChange={(event) => setSeconds(event.target.value)}
            />
          </div>
          {error && <Notice tone="error">{error}</Notice>}
          <button type="submit" className="btn btn--secondary btn--small">
            Set
          </button>
        </>
      )}
      {timer.enabled && (
        <p className="ed-muted">
          Shows for {Math.floor(timer.durationSeconds / 60)} min {timer.durationSeconds % 60} s in full
          screen.
        </p>
      )}
    </form>
  );
}
