import type { CalendarFeed, FamilyEvent } from '../../common/schemas/family-events';
import type { OpenedFeed } from './calendar-feeds.service';
import type { FamilyEventRecord } from './family-events.repo';

/** An event of the family's calendar as the API answers it. */
export function presentFamilyEvent(record: FamilyEventRecord): FamilyEvent {
  return {
    id: record.id,
    title: record.title,
    notes: record.notes,
    personId: record.personId,
    allDay: record.allDay,
    start: record.start,
    end: record.end,
    repeatConfig: record.repeatConfig,
    repeatUntil: record.repeatUntil,
    origin: record.origin,
    replaces: record.recurrenceId === '' ? null : record.recurrenceId,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    reminderMinutes: record.reminderMinutes,
  };
}

/** The family's feed as its members see it: the whole address, at this server's origin. */
export function presentCalendarFeed(feed: OpenedFeed, address: (token: string) => string): CalendarFeed {
  return { url: address(feed.token), includeChores: feed.includeChores, createdAt: feed.createdAt };
}
