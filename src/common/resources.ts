/**
 * The kinds of family data a write can change. The server announces each change by resource; the
 * client keeps one freshness map keyed the same way, so a change names exactly what to fetch again.
 */
export const RESOURCES = [
  'screens',
  'saved-screens',
  'task-lists',
  'task-items',
  'piggy-banks',
  'shopping-lists',
  'shopping-items',
  'shopping-categories',
  'menu',
  'devices',
  'calendars',
  'events',
  'family',
  'photos',
  /** The photos of an album linked on a board, as the server last read them. */
  'albums',
  'weather',
  'people',
  'task-approvals',
  /**
   * What plays on the family's Spotify: announced when Luno changes it (a command, connecting,
   * disconnecting); what the Spotify app changes is learnt by asking (web/api/music.ts).
   */
  'music',
  /** The family's recipes and what it always has at home. */
  'recipes',
] as const;

export type Resource = (typeof RESOURCES)[number];
