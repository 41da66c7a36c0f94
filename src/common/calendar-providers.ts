/**
 * The calendar providers a family connects an account of, one line each: what the client and the
 * wire need to know of one. The server's side of each (its OAuth app and API reads) is
 * `server/integrations/calendar/<id>.ts`, listed in `server/integrations/calendar/providers.ts`.
 */
export interface CalendarProviderInfo {
  /** How the family knows it: "Google", "Microsoft Outlook". */
  name: string;
  /** The choice on the Add calendar form. */
  short: string;
  /** A source of this kind in the list of calendars. */
  kind: string;
  /** The flag of `GET /api/features` that says this server has the provider's keys. */
  feature: 'googleCalendar' | 'microsoft';
  /** How to add one of its calendars by secret iCal link when the server has no keys. */
  icalHelp: string;
  addError: string;
  revokeError: string;
}

export const CALENDAR_PROVIDERS = {
  google: {
    name: 'Google',
    short: 'Google',
    kind: 'Google Calendar',
    feature: 'googleCalendar',
    icalHelp: 'in Google Calendar, open the calendar’s settings and copy “Secret address in iCal format”.',
    addError: 'Could not add Google Calendar source (demo mode restriction or API error).',
    revokeError: 'Failed to revoke Google access.',
  },
  microsoft: {
    name: 'Microsoft Outlook',
    short: 'Outlook',
    kind: 'Microsoft Outlook',
    feature: 'microsoft',
    icalHelp: 'in Outlook on the web, open Settings → Calendar → Shared calendars and publish it.',
    addError: 'Could not add Microsoft Calendar source.',
    revokeError: 'Failed to revoke Microsoft access.',
  },
} as const satisfies Record<string, CalendarProviderInfo>;

export type CalendarProviderId = keyof typeof CALENDAR_PROVIDERS;

export const CALENDAR_PROVIDER_IDS = Object.keys(CALENDAR_PROVIDERS) as CalendarProviderId[];

export function isCalendarProviderId(value: unknown): value is CalendarProviderId {
  return typeof value === 'string' && Object.hasOwn(CALENDAR_PROVIDERS, value);
}

/**
 * The wire names of a source's calendar id at its provider, derived here and nowhere else: the
 * body of `POST /api/calendars` carries `googleCalendarId`, a source answers `google_calendar_id`
 * (spec 02 §3, §7); the database keeps one `provider_calendar_id` for every provider.
 */
export type CalendarIdBodyField<P extends CalendarProviderId = CalendarProviderId> = `${P}CalendarId`;
export type CalendarIdAnswerField<P extends CalendarProviderId = CalendarProviderId> = `${P}_calendar_id`;

export const calendarIdBodyField = <P extends CalendarProviderId>(id: P): CalendarIdBodyField<P> =>
  `${id}CalendarId`;
export const calendarIdAnswerField = <P extends CalendarProviderId>(id: P): CalendarIdAnswerField<P> =>
  `${id}_calendar_id`;

/** A source's answer fields: its own provider's id where it has one, null under every other. */
export function calendarIdAnswerFields(
  sourceType: string,
  providerCalendarId: string | null,
): Record<CalendarIdAnswerField, string | null> {
  return Object.fromEntries(
    CALENDAR_PROVIDER_IDS.map((id) => [
      calendarIdAnswerField(id),
      id === sourceType ? providerCalendarId : null,
    ]),
  ) as Record<CalendarIdAnswerField, string | null>;
}
