import { type CSSProperties, useEffect, useState } from 'react';
import type { ScreenCare } from '../../common/schemas/screen';
import { burnInOffset, isInNightWindow } from '../../common/screen-care';
import { wallTimeAt } from '../../common/zoned-time';
import { useFamilyTimeZone } from '../session/useFamilyTimeZone';

/** Now, moving on at each minute: the shift and the dimming change no more often. */
function useMinute(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setTimeout(() => setNow(Date.now()), 60_000 - (now % 60_000) + 50);
    return () => clearTimeout(timer);
  }, [now]);
  return now;
}

export interface CareEffect {
  /** The board's small shift against burn-in. */
  boardStyle: CSSProperties | undefined;
  /** How dark the night veil is (0: none). */
  veil: number;
}

/** What screen care does to the board now: its shift, and the night veil in the family's hours. */
export function useScreenCare(care: ScreenCare | undefined): CareEffect {
  const now = useMinute();
  const timeZone = useFamilyTimeZone();
  if (!care) return { boardStyle: undefined, veil: 0 };
  const { x, y } = burnInOffset(now);
  const boardStyle =
    care.shift && (x !== 0 || y !== 0) ? { transform: `translate(${x}px, ${y}px)` } : undefined;
  if (!care.dimAtNight) return { boardStyle, veil: 0 };
  // Only now: a zone's first reading loads its rules, which costs a slow TV a visible moment.
  const wall = wallTimeAt(new Date(now), timeZone);
  const night = isInNightWindow(wall.hour * 60 + wall.minute, care.dimFrom, care.dimTo);
  return { boardStyle, veil: night ? Math.round((1 - care.dimBrightness) * 100) / 100 : 0 };
}
