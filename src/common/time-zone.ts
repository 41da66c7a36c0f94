/** Time zones by IANA name. Free of zod: the viewer reads the family's zone with it. */

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

/** The zone this runtime's clock is set to; UTC when it cannot tell. */
export function localTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZone(zone) ? zone : 'UTC';
}
