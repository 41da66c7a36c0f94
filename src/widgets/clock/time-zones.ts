import { FAMILY_TIME } from './family-time';

/** The clock's time zones (spec 02 §9: 16 entries, New York by default). */
export const CLOCK_TIME_ZONES = [
  { zone: 'America/New_York', label: 'New York (Eastern)' },
  { zone: 'America/Chicago', label: 'Chicago (Central)' },
  { zone: 'America/Denver', label: 'Denver (Mountain)' },
  { zone: 'America/Phoenix', label: 'Phoenix (Arizona)' },
  { zone: 'America/Los_Angeles', label: 'Los Angeles (Pacific)' },
  { zone: 'America/Anchorage', label: 'Anchorage (Alaska)' },
  { zone: 'Pacific/Honolulu', label: 'Honolulu (Hawaii)' },
  { zone: 'America/Sao_Paulo', label: 'São Paulo' },
  { zone: 'Europe/London', label: 'London' },
  { zone: 'Europe/Paris', label: 'Paris' },
  { zone: 'Europe/Berlin', label: 'Berlin' },
  { zone: 'Asia/Dubai', label: 'Dubai' },
  { zone: 'Asia/Kolkata', label: 'India (Kolkata)' },
  { zone: 'Asia/Shanghai', label: 'Shanghai' },
  { zone: 'Asia/Tokyo', label: 'Tokyo' },
  { zone: 'Australia/Sydney', label: 'Sydney' },
] as const;
export type ClockTimeZone = (typeof CLOCK_TIME_ZONES)[number]['zone'];
export const CLOCK_TIME_ZONE_NAMES = CLOCK_TIME_ZONES.map((entry) => entry.zone) as [
  ClockTimeZone,
  ...ClockTimeZone[],
];
/** The spec's zone: a stored clock without one, and the demo's where the visitor's is not offered. */
export const DEFAULT_CLOCK_TIME_ZONE: ClockTimeZone = 'America/New_York';

export { FAMILY_TIME };
export type ClockZoneChoice = typeof FAMILY_TIME | ClockTimeZone;
