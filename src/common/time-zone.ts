import { z } from 'zod';

/** True for a time zone this runtime knows by its IANA name ('Europe/Berlin', 'UTC'). */
export function isTimeZone(name: unknown): name is string {
  if (typeof name !== 'string' || name.length === 0 || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string({ error: 'Time zone must be a name such as Europe/Berlin.' })
  .refine(isTimeZone, { error: 'Time zone must be a name such as Europe/Berlin.' });

/** The zone this runtime's clock is set to; UTC when it cannot tell. */
export function localTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZone(zone) ? zone : 'UTC';
}
