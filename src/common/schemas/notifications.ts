/**
 * What tells whom (beyond the spec): each member's notification settings, `GET/PUT
 * /api/notifications/settings`. Times are `HH:MM` in the family's zone.
 */
import { z } from 'zod';

export const CLOCK_TIME_MESSAGE = 'Enter a time as HH:MM, such as 16:00.';
export const REMINDER_MINUTES_MAX = 7 * 24 * 60;

const clockTime = z
  .string({ error: CLOCK_TIME_MESSAGE })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, CLOCK_TIME_MESSAGE);

const minutesBefore = z
  .number({ error: 'Minutes before must be a number.' })
  .int('Minutes before must be a whole number.')
  .min(0, `Minutes before must be from 0 to ${REMINDER_MINUTES_MAX}.`)
  .max(REMINDER_MINUTES_MAX, `Minutes before must be from 0 to ${REMINDER_MINUTES_MAX}.`);

export const notificationSettingsSchema = z.object({
  /** A chore ticked that waits for a parent's OK. */
  approvals: z.boolean(),
  /** The chores due today of the people this member looks after, at `time`. */
  choresDue: z.object({ on: z.boolean(), time: clockTime }),
  /** Events of the member's own person and the family calendar, `minutesBefore` they start. */
  events: z.object({ on: z.boolean(), minutesBefore }),
  /** A calendar source or connected account that stopped syncing or needs reconnecting. */
  syncProblems: z.boolean(),
  /** Someone else changed a shopping list: at most one notice per list per 5 minutes. */
  shoppingChanges: z.boolean(),
  /** Everything but approvals waits until the end of quiet hours. */
  quietHours: z.object({ on: z.boolean(), start: clockTime, end: clockTime }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  approvals: true,
  choresDue: { on: true, time: '16:00' },
  events: { on: true, minutesBefore: 30 },
  syncProblems: true,
  shoppingChanges: false,
  quietHours: { on: true, start: '21:00', end: '07:00' },
};
