/**
 * The family's own calendar (beyond the spec): events made in Luno or forwarded to the family's
 * address, its secret iCal feed, and the note kept of each forwarded message.
 */
import { z } from 'zod';
import { addDays, isValidDay } from '../calendar-days';
import { isRepeating, type RepeatConfig, repeatConfigSchema, repeatConfigWireSchema } from '../recurrence';
import { optionalRowIdSchema } from './ids';
import { REMINDER_MINUTES_MAX } from './notifications';

export { FAMILY_CALENDAR_ID } from '../family-calendar';

export const EVENT_TITLE_MAX_LENGTH = 200;
export const EVENT_NOTES_MAX_LENGTH = 2000;
/** An event lasts at most this long; anything longer is a mistake in a form. */
export const EVENT_MAX_DAYS = 366;

export const FAMILY_EVENT_MESSAGES = {
  titleRequired: 'Event title is required.',
  startRequired: 'Choose when the event starts.',
  endBeforeStart: 'The event must end after it starts.',
  tooLong: `An event can last at most ${EVENT_MAX_DAYS} days.`,
  untilBeforeStart: 'The last day of a repeating event cannot be before its first.',
  notFound: 'Event not found.',
} as const;

/** Instants a person can mean: years 1900 to 2199. */
const EARLIEST = Date.UTC(1900, 0, 1);
const LATEST = Date.UTC(2200, 0, 1);

function instantOrNull(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) && ms >= EARLIEST && ms < LATEST ? new Date(ms).toISOString() : null;
}

const REMINDER_RANGE_MESSAGE = `A reminder is from 0 to ${REMINDER_MINUTES_MAX} minutes before.`;

/** Minutes before the start that members are reminded; null: as each member set (notifications). */
const reminderMinutes = z
  .number({ error: REMINDER_RANGE_MESSAGE })
  .int(REMINDER_RANGE_MESSAGE)
  .min(0, REMINDER_RANGE_MESSAGE)
  .max(REMINDER_MINUTES_MAX, REMINDER_RANGE_MESSAGE);

const timeText = z.string({ error: FAMILY_EVENT_MESSAGES.startRequired }).trim().max(40);

/**
 * POST /api/family-events and PUT /api/family-events/{id}: the whole event. A timed event's
 * `start` and `end` are instants (ISO-8601 with `Z` or an offset); an all-day event's are days,
 * `end` exclusive as in `GET /api/events`. Without an `end` a timed event lasts an hour and an
 * all-day one its day. The series repeats by the chores' rules from its first day, on the wall
 * time of its start in the family's zone, until `repeatUntil` (a day, included) when given.
 */
export const saveFamilyEventSchema = z
  .object({
    title: z
      .string({ error: FAMILY_EVENT_MESSAGES.titleRequired })
      .trim()
      .min(1, FAMILY_EVENT_MESSAGES.titleRequired)
      .max(EVENT_TITLE_MAX_LENGTH, `Event title must be at most ${EVENT_TITLE_MAX_LENGTH} characters.`),
    allDay: z.boolean({ error: 'allDay must be true or false.' }).default(false),
    start: timeText,
    end: timeText.nullish(),
    personId: optionalRowIdSchema('The person', 'Choose a person from the list.'),
    notes: z
      .string({ error: 'Notes must be text.' })
      .trim()
      .max(EVENT_NOTES_MAX_LENGTH, `Notes must be at most ${EVENT_NOTES_MAX_LENGTH} characters.`)
      .nullish()
      .transform((notes): string | null => notes || null),
    repeatConfig: repeatConfigSchema
      .nullish()
      .transform((config): RepeatConfig | null => (isRepeating(config) ? config : null)),
    repeatUntil: z
      .string({ error: 'The last day must be a YYYY-MM-DD day.' })
      .refine(isValidDay, 'The last day must be a YYYY-MM-DD day.')
      .nullish()
      .transform((day) => day ?? null),
    reminderMinutes: reminderMinutes.nullish().transform((minutes) => minutes ?? null),
  })
  .transform((body, ctx) => {
    const fail = (path: string, message: string) => {
      ctx.addIssue({ code: 'custom', path: [path], message });
      return z.NEVER;
    };
    let start: string;
    let end: string;
    if (body.allDay) {
      if (!isValidDay(body.start)) return fail('start', 'An all-day event starts on a YYYY-MM-DD day.');
      start = body.start;
      end = body.end ?? addDays(start, 1);
      if (!isValidDay(end)) return fail('end', 'An all-day event ends on a YYYY-MM-DD day.');
      if (end <= start) return fail('end', FAMILY_EVENT_MESSAGES.endBeforeStart);
      if (end > addDays(start, EVENT_MAX_DAYS)) return fail('end', FAMILY_EVENT_MESSAGES.tooLong);
    } else {
      const from = instantOrNull(body.start);
      if (from === null) return fail('start', 'A timed event starts at an ISO-8601 instant.');
      start = from;
      const to =
        body.end == null ? new Date(Date.parse(start) + 3_600_000).toISOString() : instantOrNull(body.end);
      if (to === null) return fail('end', 'A timed event ends at an ISO-8601 instant.');
      end = to;
      if (end < start) return fail('end', FAMILY_EVENT_MESSAGES.endBeforeStart);
      if (Date.parse(end) - Date.parse(start) > EVENT_MAX_DAYS * 86_400_000) {
        return fail('end', FAMILY_EVENT_MESSAGES.tooLong);
      }
    }
    const repeats = body.repeatConfig !== null;
    const until = repeats ? body.repeatUntil : null;
    if (until !== null && until < start.slice(0, 10) && body.allDay) {
      return fail('repeatUntil', FAMILY_EVENT_MESSAGES.untilBeforeStart);
    }
    return { ...body, start, end, repeatUntil: until };
  });
export type SaveFamilyEvent = z.infer<typeof saveFamilyEventSchema>;
export type SaveFamilyEventInput = z.input<typeof saveFamilyEventSchema>;

export const EVENT_ORIGINS = ['app', 'email'] as const;

/** An event of the family's calendar as the API answers it. */
export const familyEventSchema = z.object({
  id: z.number(),
  title: z.string(),
  notes: z.string().nullable(),
  /** One of the family's people (`GET /api/people`), or null. */
  personId: z.number().nullable(),
  allDay: z.boolean(),
  /** Timed: an ISO UTC instant. All-day: `YYYY-MM-DD`. */
  start: z.string(),
  /** Timed: an ISO UTC instant. All-day: `YYYY-MM-DD`, exclusive. */
  end: z.string(),
  repeatConfig: repeatConfigWireSchema.nullable(),
  /** The last day of a repeating event, or null for no end. */
  repeatUntil: z.string().nullable(),
  /** Made in Luno, or forwarded by email (then a later invite with its UID updates it). */
  origin: z.enum(EVENT_ORIGINS),
  /** For one moved occurrence of a forwarded series: the original start it replaces. */
  replaces: z.string().nullable(),
  /**
   * Minutes before the start that members are reminded (an all-day event: before 08:00 of its
   * day); null: as each member set.
   */
  reminderMinutes: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FamilyEvent = z.infer<typeof familyEventSchema>;

/** POST /api/family/calendar-feed: a new secret address (any earlier one stops working). */
export const createCalendarFeedSchema = z.object({
  includeChores: z.boolean({ error: 'includeChores must be true or false.' }).default(false),
});

/** PATCH /api/family/calendar-feed: what the same address holds. */
export const updateCalendarFeedSchema = z.object({
  includeChores: z.boolean({ error: 'includeChores must be true or false.' }),
});

/** The family's secret iCal address and what it holds. */
export const calendarFeedSchema = z.object({
  url: z.string(),
  /** Chores with a due day are in the feed too, as all-day events. */
  includeChores: z.boolean(),
  createdAt: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** GET /api/family: the family, with the addresses of its own calendar. */
export const familySchema = z.object({
  id: z.number(),
  name: z.string(),
  timeZone: z.string(),
  /** The family's language (BCP 47) and money (ISO 4217). */
  language: z.string(),
  currency: z.string(),
  /** Where members forward invitations; null while this server receives no mail. */
  inboxAddress: z.string().nullable(),
  calendarFeed: calendarFeedSchema.nullable(),
});
export type Family = z.infer<typeof familySchema>;

/** GET /api/family/inbox: what became of each message forwarded to the family's address, newest first. */
export const inboxMessageSchema = z.object({
  id: z.number(),
  receivedAt: z.string(),
  from: z.string(),
  subject: z.string(),
  /** Something was added, moved or cancelled; or the message was refused. */
  accepted: z.boolean(),
  /** What was done, or why not, in a sentence or two. */
  summary: z.string(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;
