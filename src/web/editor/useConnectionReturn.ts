import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { NoticeTone } from '../ui/Notice';

/** How long the note about a finished connection stays. */
const CONNECTED_NOTICE_MS = 8000;

/** What the editor says on coming back from a music account's consent page (`?connect=spotify&result=…`). */
export function connectionReturnNotice(params: URLSearchParams): { tone: NoticeTone; text: string } | null {
  if (params.get('connect') !== 'spotify') return null;
  switch (params.get('result')) {
    case 'connected':
      return {
        tone: 'success',
        text: 'Spotify is connected. Add a Music Player and choose a playlist in its settings.',
      };
    case 'declined':
      return { tone: 'error', text: 'Spotify was not connected: access was not allowed.' };
    default:
      return { tone: 'error', text: 'Spotify could not be connected. Please try again.' };
  }
}

/**
 * Tells the result of a connection once, then takes it out of the address so a reload or a
 * bookmark does not tell it again.
 */
export function useConnectionReturn(notify: (tone: NoticeTone, text: string, hideAfterMs?: number) => void) {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    const notice = connectionReturnNotice(params);
    if (!notice) return;
    notify(notice.tone, notice.text, notice.tone === 'success' ? CONNECTED_NOTICE_MS : undefined);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('connect');
        next.delete('result');
        return next;
      },
      { replace: true },
    );
  }, [params, setParams, notify]);
}
