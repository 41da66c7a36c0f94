/**
 * Each family's round of timed notices, a `DueWork` keyed by family: chores due at each member's
 * time, event reminders, sync problems, and the notices held by quiet hours or gathering changes.
 *
 * A round looks at what fell due since the last one (`checked_until`, the app's clock) and sends
 * it, then sets its next time to the first moment something will be due (at most an hour away:
 * a source that keeps failing is seen within the hour). A write that changes what may be due (a
 * task, an event, a calendar, a member's settings) brings the round forward to now. The job
 * queue runs one round of a family at a time across instances, and every notice is once per key
 * (`chores-due:{userId}:{day}`, `event-reminder:{userId}:{occurrence}`, `sync-problem:{userId}:
 * {problem}`), so two instances on one database send each reminder once.
 */
import { addDays } from '../../common/calendar-days';
import { dayAt } from '../../common/zoned-time';
import { createAccountsRepo } from '../accounts/accounts.repo';
import type { DueWork } from '../background/due-work';
import { createCalendarsRepo } from '../calendars/calendars.repo';
import { createConnectionsRepo } from '../calendars/connections.repo';
import type { Db } from '../db/database';
import { createFamilyEventsRepo } from '../family-calendar/family-events.repo';
import { familyOccurrences } from '../family-calendar/occurrences';
import { createPeopleRepo } from '../people/people.repo';
import type { Notice } from '../push/notice';
import { createTaskItemsRepo, type StoredTaskItem } from '../tasks/task-items.repo';
import { type NoticeDelivery, payloadOf } from './notice-delivery';
import { dailyMomentsBetween, heldUntil, instantOnDay } from './notice-times';
import { createNoticesRepo, type NoticeKind } from './notices.repo';
import { createNotificationSettingsRepo } from './notification-settings.repo';
import { presentNotificationSettings } from './notifications.presenter';
import { choresDueNotice, lookedAfterBy } from './rules/chores-due';
import { concerns, eventNotice, type ReminderEvent, reminderMoment } from './rules/event-reminders';
import { syncProblems } from './rules/sync-problems';

/** The job queue's name for rounds: a family's id is its key. */
export const NOTIFICATION_ROUNDS_QUEUE = 'notification-rounds';
/**
 * How often an instance looks for rounds due, and over how long it starts those found together: a
 * reminder set for 16:00 should not arrive at 16:01 (other background work looks every 30 s and
 * spreads over as long). 1,000 families due at one minute are two looks (`npm run bench`).
 */
export const NOTICE_TICK_MS = 5_000;
export const NOTICE_SPREAD_MS = 2_000;
const HOUR_MS = 60 * 60_000;
/** A round is never further off than this. */
const MAX_GAP_MS = HOUR_MS;
/** After a time without rounds (the server stopped), what fell due longer ago than this is not sent. */
const CATCH_UP_MS = 24 * HOUR_MS;
/** Quiet hours hold a notice for less than a day: a moment this far back may be due now. */
const HELD_AT_MOST_MS = 24 * HOUR_MS;
/** How far ahead a round looks for its next moment (beyond: the next round looks again). */
const LOOK_AHEAD_MS = 26 * HOUR_MS;
/** A reminder's own minutes go up to a week before its event. */
const REMINDER_REACH_MS = 8 * 24 * HOUR_MS;
/** Sent notices are kept this long (their keys keep them once), a sync problem's while it lasts. */
const KEEP_SENT_MS = 14 * 24 * HOUR_MS;

export interface RoundOptions {
  now: () => Date;
}

export function createNotificationRounds(
  db: Db,
  delivery: NoticeDelivery,
  { now: clock }: RoundOptions,
): DueWork<number> {
  const notices = createNoticesRepo(db);
  const calendars = createCalendarsRepo(db);
  let started = false;

  /** The occurrences of the family's events and sources that start in the window. */
  async function eventsBetween(familyId: number, from: Date, to: Date, timeZone: string) {
    const window = {
      fromInstant: from.toISOString(),
      toInstant: to.toISOString(),
      fromDay: dayAt(from, timeZone),
      toDay: addDays(dayAt(to, timeZone), 1),
    };
    const records = await createFamilyEventsRepo(db).list(familyId);
    const own = new Map(records.map((record) => [record.id, record.reminderMinutes]));
    const events: ReminderEvent[] = familyOccurrences(records, window, timeZone).map((occurrence) => ({
      id: `${occurrence.id}:${occurrence.start}`,
      title: occurrence.title,
      start: occurrence.start,
      end: occurrence.end,
      allDay: occurrence.isAllDay,
      personId: occurrence.personId ?? null,
      calendar: 'family',
      ownMinutes: own.get(occurrence.familyEventId ?? 0) ?? null,
    }));
    const sources = await calendars.sources(familyId);
    const owners = new Map(sources.map((source) => [source.id, source.person_id]));
    for (const occurrence of await calendars.events(familyId, window)) {
      events.push({
        id: `${occurrence.id}:${occurrence.start}`,
        title: occurrence.title,
        start: occurrence.start,
        end: occurrence.end,
        allDay: occurrence.isAllDay,
        personId: owners.get(occurrence.calendarId) ?? null,
        calendar: 'source',
        ownMinutes: null,
      });
    }
    return { events, sources };
  }

  async function runRound(familyId: number): Promise<void> {
    const now = clock();
    const nowText = now.toISOString();
    const round = await notices.round(familyId);
    if (!round || round.next_round_at > nowText) return;
    const timeZone = await createAccountsRepo(db).familyTimeZone(familyId);
    const today = dayAt(now, timeZone);
    const after = new Date(Math.max(Date.parse(round.checked_until), now.getTime() - CATCH_UP_MS));
    const lookFrom = new Date(after.getTime() - HELD_AT_MOST_MS);
    const lookTo = new Date(now.getTime() + LOOK_AHEAD_MS);
    let next = now.getTime() + MAX_GAP_MS;
    const current: string[] = [];

    const members = (await createNotificationSettingsRepo(db).members(familyId)).map((member) => ({
      ...member,
      settings: presentNotificationSettings(member.settings),
    }));
    const people = members.length > 0 ? await createPeopleRepo(db).list(familyId) : [];
    const names = new Map(people.map((person) => [person.id, person.name]));
    const memberPeople = new Set(people.filter((person) => person.kind === 'member').map((p) => p.id));
    let tasks: StoredTaskItem[] | undefined;
    const calendarsRead =
      members.some((member) => member.settings.events.on || member.settings.syncProblems) &&
      (await eventsBetween(familyId, lookFrom, new Date(lookTo.getTime() + REMINDER_REACH_MS), timeZone));
    const problems =
      calendarsRead && members.some((member) => member.settings.syncProblems)
        ? syncProblems(calendarsRead.sources, await createConnectionsRepo(db).forFamily(familyId))
        : [];

    /**
     * Whether a moment's notice, held through quiet hours, goes out in this round: not when an
     * earlier round sent it, nor when its time is yet to come (then the next round is due by it).
     */
    const dueNow = (moment: Date, quiet: Parameters<typeof heldUntil>[1]): boolean => {
      const at = heldUntil(moment, quiet, timeZone);
      if (at <= after) return false;
      if (at > now) {
        next = Math.min(next, at.getTime());
        return false;
      }
      return true;
    };

    for (const member of members) {
      const { settings, userId } = member;
      const add = (kind: NoticeKind, key: string, deliverAt: string, notice: Notice) =>
        notices.add(
          { familyId, userId, kind, subject: kind, key, payload: payloadOf({ notice }), deliverAt },
          nowText,
        );

      if (settings.choresDue.on) {
        for (const { day, at } of dailyMomentsBetween(settings.choresDue.time, timeZone, lookFrom, lookTo)) {
          if (!dueNow(at, settings.quietHours)) continue;
          tasks ??= await createTaskItemsRepo(db).dueTasks(familyId);
          const endOfDay = instantOnDay(addDays(today, 1), '00:00', timeZone);
          const lookedAfter = lookedAfterBy(member.personId, people);
          const notice = choresDueNotice(tasks, lookedAfter, day, today, endOfDay, now);
          if (notice) await add('chores-due', `chores-due:${userId}:${day}`, nowText, notice);
        }
      }

      if (settings.events.on && calendarsRead) {
        for (const event of calendarsRead.events) {
          if (!concerns(event, member.personId, memberPeople)) continue;
          if (!dueNow(reminderMoment(event, settings.events.minutesBefore, timeZone), settings.quietHours))
            continue;
          const person = event.personId === null ? null : (names.get(event.personId) ?? null);
          const notice = eventNotice(event, person, now, timeZone);
          if (notice) await add('event-reminder', `event-reminder:${userId}:${event.id}`, nowText, notice);
        }
      }

      if (settings.syncProblems) {
        for (const problem of problems) {
          const key = `sync-problem:${userId}:${problem.id}`;
          current.push(key);
          const at = heldUntil(now, settings.quietHours, timeZone).toISOString();
          await add('sync-problem', key, at, problem.notice);
        }
      }
    }

    await delivery.deliverDue(familyId, now);
    const waiting = await notices.nextDue(familyId);
    if (waiting !== null) next = Math.min(next, Math.max(Date.parse(waiting), now.getTime() + 1));
    await notices.forgetSent(familyId, new Date(now.getTime() - KEEP_SENT_MS).toISOString(), current);
    await notices.finishRound(familyId, round.next_round_at, nowText, new Date(next).toISOString());
  }

  return {
    queue: NOTIFICATION_ROUNDS_QUEUE,
    async due(limit: number): Promise<number[]> {
      const nowText = clock().toISOString();
      if (!started) {
        // Families made before notifications existed get their round at the first look.
        await notices.startMissingRounds(nowText);
        started = true;
      }
      return notices.dueRounds(nowText, limit);
    },
    runIfDue: runRound,
    concurrency: 4,
  };
}
