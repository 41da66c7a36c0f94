import { z } from 'zod';
import {
  CALENDAR_PROVIDER_IDS,
  type CalendarIdAnswerField,
  type CalendarIdBodyField,
  type CalendarProviderId,
  calendarIdAnswerField,
  calendarIdBodyField,
  isCalendarProviderId,
} from '../calendar-providers';
import { optionalRowIdSchema } from './ids';

/**
 * Where a calendar source's events come from (spec 02 §3): a connected account's provider,
 * `apple` (CalDAV) or `ical`, a public iCal link.
 */
export type CalendarSourceType = CalendarProviderId | 'apple' | 'ical';
export const CALENDAR_SOURCE_TYPES = [...CALENDAR_PROVIDER_IDS, 'apple', 'ical'] as unknown as [
  CalendarSourceType,
  ...CalendarSourceType[],
];

/** Spec 02 §5, word for word. */
export const CALENDAR_MESSAGES = {
  urlRequired: 'Both calendar name and URL are required.',
  appleRequired: 'Calendar URL, Apple ID, and app password are required.',
} as const;

/** Colours given to new sources in turn, each legible as an accent on a dark or light board. */
export const CALENDAR_COLORS = [
  '#1e88e5',
  '#e53935',
  '#43a047',
  '#8e24aa',
  '#fb8c00',
  '#00897b',
  '#d81b60',
  '#6d4c41',
] as const;

const colorSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be a hex colour such as #1e88e5.')
  .optional();

const nameSchema = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(100, 'Calendar name must be at most 100 characters.');

const urlText = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(2048, 'Calendar URL is too long.');

/** POST /api/calendars with `{ name, url }`: a public iCal link (http, https or webcal). */
export const addIcalSourceSchema = z.object({
  sourceType: z.literal('ical').optional(),
  name: nameSchema(CALENDAR_MESSAGES.urlRequired),
  url: urlText(CALENDAR_MESSAGES.urlRequired),
  color: colorSchema,
});

/** POST /api/calendars with `{ sourceType: 'apple', name, url, appleUsername, appleAppPassword }` (CalDAV). */
export const addAppleSourceSchema = z.object({
  sourceType: z.literal('apple'),
  name: nameSchema(CALENDAR_MESSAGES.appleRequired),
  url: urlText(CALENDAR_MESSAGES.appleRequired),
  appleUsername: z
    .string({ error: CALENDAR_MESSAGES.appleRequired })
    .trim()
    .min(1, CALENDAR_MESSAGES.appleRequired)
    .max(254),
  appleAppPassword: z
    .string({ error: CALENDAR_MESSAGES.appleRequired })
    .min(1, CALENDAR_MESSAGES.appleRequired)
    .max(256),
  color: colorSchema,
});

const calendarIdText = (field: string) =>
  z
    .string({ error: `${field} is required.` })
    .min(1, `${field} is required.`)
    .max(1024);

/**
 * POST /api/calendars with `{ sourceType: 'google', name, googleCalendarId }`: one of a connected
 * account's calendars, the same shape for every provider.
 */
function addProviderSourceSchema<P extends CalendarProviderId>(id: P) {
  const field = calendarIdBodyField(id);
  return z.object({
    sourceType: z.literal(id),
    name: nameSchema('Calendar name is required.'),
    [field]: calendarIdText(field),
    color: colorSchema,
  } as {
    sourceType: z.ZodLiteral<P>;
    name: ReturnType<typeof nameSchema>;
    color: typeof colorSchema;
  } & Record<CalendarIdBodyField<P>, ReturnType<typeof calendarIdText>>);
}

const addProviderSourceSchemas = Object.fromEntries(
  CALENDAR_PROVIDER_IDS.map((id) => [id, addProviderSourceSchema(id)]),
) as unknown as { [P in CalendarProviderId]: ReturnType<typeof addProviderSourceSchema<P>> };

export type AddIcalSource = z.infer<typeof addIcalSourceSchema>;
export type AddAppleSource = z.infer<typeof addAppleSourceSchema>;
export type AddProviderSource = {
  [P in CalendarProviderId]: z.infer<(typeof addProviderSourceSchemas)[P]>;
}[CalendarProviderId];
export type AddCalendarSource = AddIcalSource | AddAppleSource | AddProviderSource;

/** Picks the body's shape by `sourceType` so each kind's missing field gets its own message. */
export function addCalendarSourceSchemaFor(body: unknown) {
  const type =
    body !== null && typeof body === 'object' ? (body as { sourceType?: unknown }).sourceType : undefined;
  if (type === 'apple') return addAppleSourceSchema;
  if (isCalendarProviderId(type)) return addProviderSourceSchemas[type];
  return addIcalSourceSchema;
}

export function isProviderSource(body: AddCalendarSource): body is AddProviderSource {
  return isCalendarProviderId(body.sourceType);
}

/** The calendar a body names at its provider. */
export function providerCalendarIdOf(body: AddProviderSource): string {
  return (body as unknown as Record<CalendarIdBodyField, string>)[calendarIdBodyField(body.sourceType)];
}

/** A calendar source as the API shows it. Credentials and a feed's full address never leave the server. */
export const calendarSourceSchema = z.object({
  id: z.number(),
  name: z.string(),
  source_type: z.enum(CALENDAR_SOURCE_TYPES),
  /** `google_calendar_id`, `microsoft_calendar_id`: the source's id at its provider, null for other kinds. */
  ...(Object.fromEntries(
    CALENDAR_PROVIDER_IDS.map((id) => [calendarIdAnswerField(id), z.string().nullable()]),
  ) as Record<CalendarIdAnswerField, z.ZodNullable<z.ZodString>>),
  color: z.string(),
  /** The host the events come from (a feed's or CalDAV server's), to tell sources apart. */
  host: z.string().nullable(),
  /** ISO instant of the last sync that worked, or null before the first. */
  lastSyncedAt: z.string().nullable(),
  /** What went wrong on the last try, or null when it worked. The last good events are kept. */
  lastError: z.string().nullable(),
  /** Whose calendar it is (issue 29): their events show in their colour. Null: the family's. */
  personId: z.number().nullable(),
  /**
   * When the source counts as not updated (issue 41): two sync intervals after its last sync that
   * worked. A board's card past it says "Not updated since …". Null before the first sync.
   */
  staleAfter: z.string().nullable().optional(),
  /** ISO instant of the next sync, sooner after a provider told of a change; later and later while it fails. */
  nextSyncAt: z.string(),
  /** The connected account behind it no longer lets Luno in: connect it again (Google, Microsoft). */
  needsReconnect: z.boolean(),
  /** The provider tells Luno of changes as they happen (a channel or subscription is live), so polling is only the fallback. */
  liveUpdates: z.boolean(),
  /** A parent let Luno add and change its events (issue 41); false: read-only, the default. */
  writable: z.boolean(),
});
export type CalendarSource = z.infer<typeof calendarSourceSchema>;

/** PATCH /api/calendars/{id}: whose calendar it is; null for nobody in particular. */
export const setCalendarPersonSchema = z.object({
  personId: optionalRowIdSchema('personId', 'Choose whose calendar it is from the people list.'),
});

/**
 * PATCH /api/calendars/{id} with `writable`: whether Luno may add and change its events (a body
 * may carry `personId` beside it; a body without `personId` leaves whose calendar it is alone).
 */
export const setCalendarWritableSchema = z.object({
  writable: z.boolean({ error: 'writable must be true or false.' }),
});

/** Which occurrences of a series a write to one of them touches (issue 41). */
export const EVENT_WRITE_SCOPES = ['this', 'following', 'all'] as const;
export type EventWriteScope = (typeof EVENT_WRITE_SCOPES)[number];
/** `scope` of `PUT`/`DELETE /api/events/{id}` (query string or body); null when not given. */
export const eventWriteScopeSchema = z.object({
  scope: z
    .enum(EVENT_WRITE_SCOPES, { error: 'scope must be this, following or all.' })
    .nullish()
    .transform((scope) => scope ?? null),
});

const CALENDAR_ID_MESSAGE = 'calendarId must name a calendar: a calendar’s id, or 0 for the family’s own.';

/** POST /api/events: which calendar (a source's id, 0 for the family's own) the new event goes to. */
export const eventCalendarIdSchema = z.object({
  calendarId: z
    .number({ error: CALENDAR_ID_MESSAGE })
    .int(CALENDAR_ID_MESSAGE)
    .min(0, CALENDAR_ID_MESSAGE)
    .max(2_147_483_647, CALENDAR_ID_MESSAGE),
});

/**
 * One occurrence of an event (spec 02 §3). A timed event's `start`/`end` are ISO instants in UTC
 * (`2026-11-24T15:00:00.000Z`); an all-day event's are calendar days `YYYY-MM-DD`, `end` exclusive,
 * so no time zone can move it to another day.
 */
export const calendarEventSchema = z.object({
  id: z.string(),
  calendarId: z.number(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  isAllDay: z.boolean(),
  /** An event of the family's own calendar (`calendarId` 0): its id in `/api/family-events`. */
  familyEventId: z.number().optional(),
  /** The person the event is for, when the family said (its own events). */
  personId: z.number().nullable().optional(),
  /** This member may change or delete it here: its calendar is one Luno may write to (issue 41). */
  editable: z.boolean().optional(),
  /** It is an occurrence of a series: a change asks `scope` (this, following, all). */
  recurring: z.boolean().optional(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/** GET /api/auth/google/calendars and GET /api/auth/microsoft/calendars: calendars the account can add. */
export const remoteCalendarSchema = z.object({
  id: z.string(),
  name: z.string(),
  primary: z.boolean(),
});
export type RemoteCalendar = z.infer<typeof remoteCalendarSchema>;

/** A connected account of a calendar provider, as the Events page shows it. */
export const connectionStatusSchema = z.object({
  /** This server has the provider's keys. */
  available: z.boolean(),
  connected: z.boolean(),
  /** The account's email, when the provider said. */
  account: z.string().nullable(),
  /** The provider has since refused Luno's access: connect again. */
  needsReconnect: z.boolean(),
});
export type ConnectionStatus = z.infer<typeof connectionStatusSchema>;

/** GET /api/auth/connections: `{ google, microsoft }`, one status per provider. */
export const connectionsSchema = z.object(
  Object.fromEntries(CALENDAR_PROVIDER_IDS.map((id) => [id, connectionStatusSchema])) as Record<
    CalendarProviderId,
    typeof connectionStatusSchema
  >,
);
export type Connections = z.infer<typeof connectionsSchema>;
