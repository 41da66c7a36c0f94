import { useEffect, useState } from 'react';

/**
 * True while the pointer and keyboard have been still for `ms`, and from the start: a board opens
 * clean. An event that `wakes` accepts (a pointer move or press, a key) makes it false for `ms`.
 */
export function useIdle(ms: number, wakes: (event: Event) => boolean): boolean {
  const [idle, setIdle] = useState(true);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wake = (event: Event) => {
      if (!wakes(event)) return;
      setIdle(false);
      clearTimeout(timer);
      timer = setTimeout(() => setIdle(true), ms);
    };
    const events = ['pointermove', 'pointerdown', 'keydown'] as const;
    for (const name of events) window.addEventListener(name, wake, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const name of events) window.removeEventListener(name, wake);
    };
  }, [ms, wakes]);
  return idle;
}
