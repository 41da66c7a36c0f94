import { type FormEvent, useCallback, useRef } from 'react';

/**
 * A form's submit handler that runs one save at a time: a second tap while the first one's save
 * runs does nothing. A button's disabled state is drawn only after the first tap's render, and a
 * quick double tap lands before it (it made two children). The browser's own submit is always
 * prevented.
 */
export function useSubmitOnce(submit: () => Promise<void>): (event: FormEvent) => Promise<void> {
  const running = useRef(false);
  const latest = useRef(submit);
  latest.current = submit;
  return useCallback(async (event: FormEvent) => {
    event.preventDefault();
    if (running.current) return;
    running.current = true;
    try {
      await latest.current();
    } finally {
      running.current = false;
    }
  }, []);
}
