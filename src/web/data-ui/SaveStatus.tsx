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
  // "All saved" is said only after something waited while the page was open.
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (waiting > 0) setWaited(true);
  }, [waiting]);
  if (!outbox || !state) return null;

  const pill =
    waiting > 0
      ? state.offline
        ? { tone: 'waiting', text: `Offline — ${changes(waiting)} waiting` }
        : { tone: 'saving', text: `Saving ${changes(waiting)}…` }
      : waited
        ? { tone: 'saved', text: 'All saved' }
        : null;

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
