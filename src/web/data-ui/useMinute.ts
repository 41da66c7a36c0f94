import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/**
 * The time now, moving on at each whole minute, so what a board counts from it ("on now", "in 3
 * hours", "updated 5 min ago") follows the clock on a wall that stays up for days.
 */
export function useMinute(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(
        () => {
          setNow(new Date());
          schedule();
        },
        MINUTE_MS - (Date.now() % MINUTE_MS),
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, []);
  return now;
}
