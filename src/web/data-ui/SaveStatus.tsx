import { useEffect, useState } from 'react';
import { useOutbox, useOutboxState } from '../api/outboxContext';
import './save-status.css';

const changes = (count: number) => (count === 1 ? '1 change' : `${count} changes`);

/**
 * Beside a page's title: whether the changes made on this phone with no network have reached the
 * server ("Offline — 3 changes waiting", then "All saved"), and a note for each one that could no
 * longer apply. One polite live region, so a screen reader hears both without losing its place.
 * Draws nothing where there is no outbox, or nothing ever waited.
 */
export function SaveStatus() {
  const outbox = useOutbox();
  const state = useOutboxState();
  const waiting = state?.waiting.length ?? 0;
  const offline = state?.offline ?? false;
  // Said only once changes had to wait for the network: a write that goes at once needs no word.
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (waiting > 0 && offline) setWaited(true);
  }, [waiting, offline]);
  if (!outbox || !state) return null;

  const pill =
    waiting > 0 && offline
      ? { tone: 'waiting', text: `Offline — ${changes(waiting)} waiting` }
      : !waited
        ? null
        : waiting > 0
          ? { tone: 'saving', text: `Saving ${changes(waiting)}…` }
          : { tone: 'saved', text: 'All saved' };

  return (
    <div className="save-status" role="status">
      {pill && <span className={`save-status__pill save-status__pill--${pill.tone}`}>{pill.text}</span>}
      {state.notes.length > 0 && (
        <ul className="save-status__notes" aria-label="Changes not saved">
          {state.notes.map((note) => (
            <li key={note.id} className="save-status__note">
              <span>{note.text}</span>
              <button type="button" className="link-button" onClick={() => outbox.dismissNote(note.id)}>
                Dismiss
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
