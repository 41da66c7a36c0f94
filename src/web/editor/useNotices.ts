import { useCallback, useRef, useState } from 'react';
import type { NoticeTone } from '../ui/Notice';

export interface EditorNotice {
  id: number;
  tone: NoticeTone;
  text: string;
}

/** Shows a message; it goes by itself after `hideAfterMs` when given. */
export type Notify = (tone: NoticeTone, text: string, hideAfterMs?: number) => void;

/** The editor's passing messages (a failed save, a newer version loaded), each dismissable. */
export function useNotices() {
  const [notices, setNotices] = useState<EditorNotice[]>([]);
  const nextId = useRef(0);
  const dismiss = useCallback(
    (id: number) => setNotices((current) => current.filter((notice) => notice.id !== id)),
    [],
  );
  const notify = useCallback<Notify>(
    (tone, text, hideAfterMs) => {
      const id = ++nextId.current;
      // The same message twice in a row (a save failing again) replaces the first.
      setNotices((current) => [...current.filter((notice) => notice.text !== text), { id, tone, text }]);
      if (hideAfterMs) setTimeout(() => dismiss(id), hideAfterMs);
    },
    [dismiss],
  );
  return { notices, notify, dismiss };
}
